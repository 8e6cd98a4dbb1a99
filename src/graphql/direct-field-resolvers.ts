import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/** What TypeGraphQL's metadata says of a field resolver (once `buildSchema` has built it). */
interface FieldResolverDefinition {
  kind: 'internal' | 'external';
  target: new () => Record<string, unknown>;
  methodName: string;
  schemaName: string;
  params?: Array<{ kind: string; index: number; propertyName?: string; getType?: unknown }>;
  middlewares?: unknown[];
  roles?: unknown[];
  getObjectType?: () => unknown;
}

type Resolve = GraphQLFieldResolver<unknown, unknown>;

/** The method called with the root, the context or the info, in its parameters' order; null for any other shape. */
function directCall(method: (...args: unknown[]) => unknown, instance: object, kinds: string[]): Resolve | null {
  if (kinds.some((k) => k !== 'root' && k !== 'context' && k !== 'info')) return null;
  const key = kinds.join(',');
  if (key === 'root') return (root) => method.call(instance, root);
  if (key === 'root,context') return (root, _args, ctx) => method.call(instance, root, ctx);
  if (key === 'context,root') return (root, _args, ctx) => method.call(instance, ctx, root);
  return (root, _args, ctx, info) =>
    method.apply(
      instance,
      kinds.map((k) => (k === 'root' ? root : k === 'context' ? ctx : info)),
    );
}

/**
 * TypeGraphQL calls each field resolver through its glue: the resolver class's instance from its container, the
 * middlewares, then the parameters sorted and mapped again, on every call. A page of 20 statuses makes about a
 * thousand such calls. For a field resolver of one of `resolverClasses` whose parameters are only `@Root()`,
 * `@Ctx()` and `@Info()` (whole, with no type to convert the root to), with no middleware and no roles, the glue
 * does nothing more than call the method: its `resolve` becomes that call, on one instance of its class (the
 * classes hold no state). Others (arguments to convert, middlewares) keep TypeGraphQL's. Run on the built schema,
 * before the shield and the rate limits wrap their fields. Answers how many fields it changed.
 */
export function callFieldResolversDirectly(schema: GraphQLSchema, resolverClasses: readonly unknown[]): number {
  const storage = getMetadataStorage() as unknown as {
    fieldResolvers: FieldResolverDefinition[];
    objectTypes: Array<{ target: unknown; name: string }>;
  };
  const typeNames = new Map(storage.objectTypes.map((t) => [t.target, t.name]));
  const instances = new Map<unknown, Record<string, unknown>>();
  let changed = 0;
  for (const def of storage.fieldResolvers) {
    if (def.kind !== 'external' || !resolverClasses.includes(def.target) || !def.getObjectType) continue;
    if (def.middlewares?.length || def.roles !== undefined || !def.params) continue;
    const params = [...def.params].sort((a, b) => a.index - b.index);
    if (params.some((p) => p.propertyName !== undefined || p.getType !== undefined)) continue;
    const type = schema.getType(typeNames.get(def.getObjectType()) ?? '');
    const field = isObjectType(type) ? type.getFields()[def.schemaName] : undefined;
    if (!field?.resolve) continue;
    let instance = instances.get(def.target);
    if (!instance) instances.set(def.target, (instance = new def.target()));
    const method = instance[def.methodName];
    if (typeof method !== 'function') continue;
    const resolve = directCall(
      method as (...args: unknown[]) => unknown,
      instance,
      params.map((p) => p.kind),
    );
    if (!resolve) continue;
    field.resolve = resolve;
    changed += 1;
  }
  return changed;
}
