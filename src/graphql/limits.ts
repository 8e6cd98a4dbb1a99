import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  getNamedType,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type ASTVisitor,
  visit,
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { QueryTooComplexError } from '../core/errors.js';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../core/pagination.js';
import { DEPTH_MESSAGE, inputProblem, MAX_JSON_DEPTH, NUL_MESSAGE } from '../core/input-limits.js';

/**
 * What one GraphQL document may ask for, so that no request holds the event loop for long (bench:graphql-limits
 * measures the heaviest accepted ones). Changing one: edit it here; the README's "Limits and safety" lists them.
 */
export const GRAPHQL_LIMITS = {
  /** Lexical tokens in the document (graphql-js stops parsing past it: long documents cost nothing more). */
  tokens: 2000,
  /**
   * Nesting of selection sets (introspection is exempt: GraphiQL's query is deeper). A connection of statuses as
   * the REST routes select them, with the v2 filter results each status carries, is 15 deep.
   */
  depth: 16,
  /** Aliased fields in the operation (a thousand `status(id:)` aliases took 3.2 s). */
  aliases: 15,
  /**
   * graphql-armor's cost: 2 per object field, 1 per scalar, times 1.5 per level of depth (a page of statuses as the
   * REST routes select them, polls, emoji, cards and filter results included: about 34,000; two pass).
   */
  cost: 80000,
  /** Directives in the operation. */
  directives: 20,
  /**
   * List items the operation's pages may ask for together (graphql-armor's cost is kept blind to list sizes): a page
   * field (one with a `first`, `last`, `limit` or `pageSize` argument) counts its size times the sizes of the pages
   * around it. 15 aliases of publicTimeline(first: 40) (600 items) held the loop for a second on PGlite (measured
   * on a saturated machine); a first screen of notifications and conversations with their statuses asks for 440.
   */
  pageItems: 500,
} as const;

/**
 * A field extension (`@Extensions({ [UNCOUNTED_PAGE]: true })`) for a page whose items are plain values already in
 * memory (a zone's records): the page-items limit does not count it.
 */
export const UNCOUNTED_PAGE = 'uncountedPage';

/** The arguments that size a page; a size given by a variable counts as the largest page. */
const PAGE_SIZE_ARGS = new Set(['first', 'last', 'limit', 'pageSize']);

export const parseOptions: ParseOptions = { maxTokens: GRAPHQL_LIMITS.tokens };

/**
 * The parser stops at the token limit with a syntax error of graphql-js's wording ("more that", typo included),
 * read back here as QUERY_TOO_COMPLEX. Counting stopped there: no `value`.
 */
export function tokenLimitError(error: GraphQLError): QueryTooComplexError | null {
  if (!/^Syntax Error: Document contains more th[ae]t \d+ tokens/.test(error.message)) return null;
  return new QueryTooComplexError(`Token limit of ${GRAPHQL_LIMITS.tokens} exceeded.`, 'tokens', GRAPHQL_LIMITS.tokens);
}

/**
 * graphql-armor throws "Syntax Error: <what> limit of N exceeded, found M.", which Apollo would answer as any
 * invalid document: reported instead as QUERY_TOO_COMPLEX, with the limit and the count.
 */
const tooComplex = (rule: keyof typeof GRAPHQL_LIMITS) => ({
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      const message = error.message.replace(/^Syntax Error: /, '');
      const value = Number(/found (\d+(?:\.\d+)?)/.exec(message)?.[1]); // the cost may be fractional
      const refusal = new QueryTooComplexError(message, rule, GRAPHQL_LIMITS[rule], value);
      context?.reportError(new GraphQLError(message, { originalError: refusal }));
    },
  ],
});

const armor = new ApolloArmor({
  maxDepth: { n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, ...tooComplex('depth') },
  maxAliases: { n: GRAPHQL_LIMITS.aliases, ...tooComplex('aliases') },
  costLimit: { maxCost: GRAPHQL_LIMITS.cost, ...tooComplex('cost') },
  maxDirectives: { n: GRAPHQL_LIMITS.directives, ...tooComplex('directives') },
  // Tokens are counted by graphql-js's own parser (parseOptions), which stops at the limit; the schema is public.
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: false },
}).protect();

/** Literal values in the document obey the same rules as JSON bodies: no NUL character, bounded nesting. */
function inputLiteralsRule(context: ValidationContext): ASTVisitor {
  let nesting = 0;
  const container = {
    enter(node: { loc?: unknown }) {
      if (++nesting > MAX_JSON_DEPTH) {
        context.reportError(new GraphQLError(DEPTH_MESSAGE, { nodes: node as never }));
        return false;
      }
      return undefined;
    },
    leave() {
      nesting--;
    },
  };
  return {
    [Kind.OBJECT]: container,
    [Kind.LIST]: container,
    [Kind.STRING](node) {
      if (node.value.includes('\0')) context.reportError(new GraphQLError(NUL_MESSAGE, { nodes: node }));
    },
  };
}

/**
 * The items a page field asks for: the literal value of the size argument it was given, else a size argument's
 * default, else the largest page.
 */
function pageSize(field: FieldNode, def: GraphQLField<unknown, unknown>): number | null {
  if (def.extensions?.[UNCOUNTED_PAGE]) return null;
  const args = def.args.filter((a) => PAGE_SIZE_ARGS.has(a.name));
  if (!args.length) return null;
  const given = field.arguments?.find((a) => args.some((arg) => arg.name === a.name.value))?.value;
  if (given?.kind === Kind.INT) return Math.max(1, Number(given.value));
  const defaulted = args.find((a) => typeof a.defaultValue === 'number')?.defaultValue;
  if (!given && typeof defaulted === 'number') return defaulted;
  return given?.kind === Kind.NULL || !given ? DEFAULT_PAGE_LIMIT : MAX_PAGE_LIMIT;
}

/** Refuses operations whose pages ask for more than GRAPHQL_LIMITS.pageItems items (fragments expanded). */
function pageItemsRule(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema();
  const walk = (set: SelectionSetNode, parent: GraphQLNamedType | undefined, factor: number, depth: number): number => {
    if (depth > GRAPHQL_LIMITS.depth + 4) return 0; // fragment cycles are another rule's error
    let items = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const def =
          parent && 'getFields' in parent ? (parent as GraphQLObjectType).getFields()[selection.name.value] : undefined;
        if (!def || !selection.selectionSet) continue;
        const size = pageSize(selection, def);
        if (size) items += factor * size;
        items += walk(selection.selectionSet, getNamedType(def.type), factor * (size ?? 1), depth + 1);
      } else {
        const fragment =
          selection.kind === Kind.FRAGMENT_SPREAD ? context.getFragment(selection.name.value) : selection;
        if (!fragment) continue;
        const type = fragment.typeCondition ? (schema.getType(fragment.typeCondition.name.value) ?? undefined) : parent;
        items += walk(fragment.selectionSet, type, factor, depth + 1);
      }
      if (items > GRAPHQL_LIMITS.pageItems) return items;
    }
    return items;
  };
  return {
    OperationDefinition(node) {
      const root = schema.getRootType(node.operation) ?? undefined;
      const items = walk(node.selectionSet, root, 1, 0);
      if (items > GRAPHQL_LIMITS.pageItems) {
        // Counting stops past the limit: `value` is a lower bound.
        const message = `Page items limit of ${GRAPHQL_LIMITS.pageItems} exceeded: the operation's pages ask for ${items} or more items`;
        const refusal = new QueryTooComplexError(message, 'pageItems', GRAPHQL_LIMITS.pageItems, items);
        context.reportError(new GraphQLError(message, { nodes: node, originalError: refusal }));
      }
    },
  };
}

/** The node without `first` and `last` arguments. */
const withoutListSizes = <T extends ASTNode>(node: T): T =>
  visit(node, { Argument: (arg) => (arg.name.value === 'first' || arg.name.value === 'last' ? null : undefined) });

/**
 * graphql-armor's cost multiplies a field's cost by a literal `first` or `last`; the page-items rule already
 * counts list sizes (with the sizes of the pages around them), and the cost limit was set for pages sized by
 * another argument. Its rules (which all read the operation when entering it) see it without those arguments.
 */
function sizeBlind(rule: ValidationRule): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode | null | undefined>();
    const getFragment = (name: string) => {
      if (!fragments.has(name)) {
        const fragment = context.getFragment(name);
        fragments.set(name, fragment && withoutListSizes(fragment));
      }
      return fragments.get(name) ?? undefined;
    };
    const visitor = rule(Object.create(context, { getFragment: { value: getFragment } })) as {
      OperationDefinition?: { enter?: (node: OperationDefinitionNode) => void };
    };
    const enter = visitor.OperationDefinition?.enter;
    return enter
      ? { OperationDefinition: { enter: (node) => enter.call(visitor, withoutListSizes(node)) } }
      : (visitor as ASTVisitor);
  };
}

/** Validation rules added to graphql-js's own, on every interface that takes documents from clients. */
export const limitRules: ValidationRule[] = [...armor.validationRules.map(sizeBlind), pageItemsRule, inputLiteralsRule];

/**
 * Parses and validates a client's document as Apollo does for HTTP (with the limits above), and checks its
 * variables as the HTTP input guard checks bodies; for interfaces outside Apollo (graphql-ws).
 */
export function checkedDocument(
  schema: GraphQLSchema,
  query: string,
  variables: unknown,
): { document: DocumentNode } | { errors: GraphQLError[] } {
  let document: DocumentNode;
  try {
    document = parse(query, parseOptions);
  } catch (err) {
    if (err instanceof GraphQLError) return { errors: [err] };
    throw err;
  }
  const errors = validate(schema, document, [...specifiedRules, ...limitRules]);
  if (errors.length) return { errors: [...errors] };
  const problem = inputProblem(variables);
  if (problem) return { errors: [new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT' } })] };
  return { document };
}
