import { Kind, parse, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

/**
 * Validates an operation against the schema, once at start (the REST routes' and the streaming templates');
 * `where` names it in the error. A typed document
 * (`graphql(...)` of rest-adapter/gql) comes parsed; text (a test's) is parsed here.
 */
export function compileOperation(
  source: string | DocumentNode,
  schema: GraphQLSchema,
  where: string,
): { document: DocumentNode; operation: OperationDefinitionNode } {
  // graphql() answers {} for text it does not know: the generated files are stale (`npm run codegen`).
  if (typeof source !== 'string' && source.kind !== Kind.DOCUMENT)
    throw new Error(`${where}: unknown document; run npm run codegen`);
  const document = typeof source === 'string' ? parse(source) : source;
  const problems = validate(schema, document);
  if (problems.length) throw new Error(`${where}: ${problems.map((p) => p.message).join('; ')}`);
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1) throw new Error(`${where}: the document must hold exactly one operation`);
  return { document, operation: operations[0] };
}
