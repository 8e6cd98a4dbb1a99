/**
 * JSON Schemas of the legacy JSON the views render, for the OpenAPI document. An entity (Account, Status...) is
 * declared once, next to its view, with `entity`; a route row names its reply with `reply: Account` or
 * `reply: listOf(Account)`. The document lists each entity once under `components.schemas` and refers to it.
 */
export type JsonSchema = Record<string, unknown>;

/** Where an entity reference keeps its schema: a symbol, so JSON.stringify leaves it out of the document. */
const DEFINITION = Symbol('entity schema');

interface Entity {
  $ref: string;
  [DEFINITION]: { name: string; schema: JsonSchema };
}

/** A named entity: used as a schema, it is a `$ref` to `#/components/schemas/<name>`. */
export function entity(name: string, schema: JsonSchema): JsonSchema {
  const ref: Entity = { $ref: `#/components/schemas/${name}`, [DEFINITION]: { name, schema } };
  return ref as unknown as JsonSchema;
}

export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** An object with these properties, all of them required (a view always renders each key). */
export const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});

export const string: JsonSchema = { type: 'string' };
export const integer: JsonSchema = { type: 'integer' };
export const boolean: JsonSchema = { type: 'boolean' };
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
export const anything: JsonSchema = {};

/** Every entity `schema` refers to, itself included, by name (walking the entities' own schemas too). */
export function entitiesOf(schema: unknown, found: Map<string, JsonSchema> = new Map()): Map<string, JsonSchema> {
  if (!schema || typeof schema !== 'object') return found;
  const definition = (schema as Partial<Entity>)[DEFINITION];
  if (definition) {
    if (found.has(definition.name)) return found;
    found.set(definition.name, definition.schema);
    entitiesOf(definition.schema, found);
    return found;
  }
  for (const value of Object.values(schema)) entitiesOf(value, found);
  return found;
}
