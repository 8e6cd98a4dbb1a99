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

/**
 * An object with these properties, all of them required (a view always renders each key), and the `optional` ones
 * a view renders only in some cases.
 */
export const object = (
  properties: Record<string, JsonSchema>,
  optional: Record<string, JsonSchema> = {},
): JsonSchema => ({
  type: 'object',
  properties: { ...properties, ...optional },
  required: Object.keys(properties),
});

/** An entity with more keys: `extend(Account, { source: ... })` (both schemas hold). */
export const extend = (base: JsonSchema, properties: Record<string, JsonSchema>, optional = {}): JsonSchema => ({
  allOf: [base, object(properties, optional)],
});

/** A map from any key to `values` (Pleroma's keyed objects: packs by name, markers by timeline). */
export const mapOf = (values: JsonSchema): JsonSchema => ({ type: 'object', additionalProperties: values });

/** A closed set of words (the legacy lower-case spelling of a GraphQL enum: `words('public', 'unlisted')`). */
export const words = (...list: string[]): JsonSchema => ({ type: 'string', enum: list });

/**
 * The legacy words of a GraphQL enum (its value names, lower-cased: `PUBLIC` → `public`), from a record with every
 * member of the enum's generated type as a key: `wordsOf<Visibility>({ DIRECT: 1, PRIVATE: 1, ... })`, so that
 * TypeScript refuses the list when the enum gains or loses a value.
 */
export const wordsOf = <T extends string>(members: Record<T, 1>): JsonSchema =>
  words(...Object.keys(members).map((name) => name.toLowerCase()));

/** This exact value (Pleroma's `"ok"` replies). */
export const exactly = (value: string | number | boolean): JsonSchema => ({ const: value });

/** `{}`: a change done, nothing to say. */
export const EMPTY: JsonSchema = { type: 'object', maxProperties: 0 };

/** Pleroma's `{"status": "success"}`. */
export const SUCCESS_REPLY: JsonSchema = object({ status: exactly('success') });

/** Any JSON object, its keys open: Pleroma's passthrough maps (settings_store, config values, media meta). */
export const openObject: JsonSchema = { type: 'object' };

export const string: JsonSchema = { type: 'string' };
export const integer: JsonSchema = { type: 'integer' };
export const boolean: JsonSchema = { type: 'boolean' };
export const number: JsonSchema = { type: 'number' };
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
/** A day, `2024-05-01` (Mastodon's last_status_at). */
export const date: JsonSchema = { type: 'string', format: 'date' };
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
