import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  GraphQLInputObjectType,
  isLeafType,
  isListType,
  parse,
  validate,
  type DocumentNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimatorArgs } from 'graphql-query-complexity';
import type { ErrorCode } from '../common/errors';

/**
 * What one GraphQL operation may ask for, on the gateway and on the backend alike. The shop's own client
 * stays far below every figure (a test holds each client document to half of each limit at most); an
 * operation above any of them is refused with a 400 before a resolver runs.
 */
export const OPERATION_LIMITS = {
  /** Nested fields; the client's deepest operation has 4. */
  maxDepth: 8,
  /** Aliased fields in one operation; the client uses none. */
  maxAliases: 10,
  /** Directives in one operation; the client uses none. */
  maxDirectives: 10,
  /** Lexical tokens, counted before the document is parsed; the development sandbox's introspection query needs about 300. */
  maxTokens: 2_000,
  /** graphql-armor's cost of the document's shape (fields weighted by depth); it does not read page sizes. */
  maxStructuralCost: 5_000,
  /** Rows an operation may make the server produce: each page or list multiplies what is under it. */
  maxListCost: 10_000,
} as const;

/** Page size assumed when a paged field is asked without one (the largest default page: products, 100). */
export const DEFAULT_PAGE_SIZE = 100;
/** No field serves more than this many items in one page, whatever was asked. */
export const MAX_PAGE_SIZE = 200;
/** Lists without a page argument (a shopper's cart lines, saved products, orders): assumed this long. */
export const UNPAGED_LIST_SIZE = 50;
/**
 * Lists that stay short by nature, assumed this long: an order's lines and its history (placed, paid,
 * shipped, delivered: a handful of events), a shopper's own orders (private, and open ones are capped),
 * and a product's photos.
 */
const OWN_LIST_SIZES: Record<string, number> = {
  'Order.lines': 10,
  'Order.history': 6,
  'Query.myOrders': 20,
  // A product shows at most 20 photos, each with at most 12 stored variants.
  'Product.photos': 20,
  'Media.variants': 12,
  // The same photos as staff see them, and a family's colours (a handful).
  'AdminProduct.photos': 20,
  'AdminProduct.variants': 20,
  // A product's sizes (the spec's six, S to 3XL, or the one 'NA' of an item without sizes): cards and stock lists ask them per row.
  'Product.variants': 8,
  'AdminProduct.sizes': 8,
};

/** The `extensions.code` of each refusal, so a client can tell which limit it met. */
export const OPERATION_LIMIT_CODES = {
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  directives: 'TOO_MANY_DIRECTIVES',
  tokens: 'TOO_MANY_TOKENS',
  structuralCost: 'QUERY_TOO_COMPLEX',
  listCost: 'QUERY_TOO_EXPENSIVE',
} as const satisfies Record<string, ErrorCode>;

type LimitCode = (typeof OPERATION_LIMIT_CODES)[keyof typeof OPERATION_LIMIT_CODES];

/** A refusal: the client's fault, so a 400 with a code naming the limit. */
export class OperationLimitError extends GraphQLError {
  constructor(
    readonly code: LimitCode,
    message: string,
  ) {
    super(message, { extensions: { code, http: { status: 400 } } });
  }
}

const PAGE_SIZE_ARGUMENTS = ['limit', 'first', 'last', 'take'];

/** Where a field takes its page size: one of its own arguments, or a field of an input-object argument. */
function pageSizeOf(field: GraphQLField<unknown, unknown>, args: Record<string, any>): { paged: boolean; size?: unknown } {
  for (const arg of field.args) {
    if (PAGE_SIZE_ARGUMENTS.includes(arg.name)) return { paged: true, size: args[arg.name] };
    const input = getNamedType(arg.type);
    if (input instanceof GraphQLInputObjectType) {
      const name = PAGE_SIZE_ARGUMENTS.find((n) => n in input.getFields());
      if (name) return { paged: true, size: args[arg.name]?.[name] };
    }
  }
  return { paged: false };
}

function clampPageSize(size: unknown): number {
  const n = typeof size === 'number' && Number.isFinite(size) ? Math.floor(size) : DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(n, 1), MAX_PAGE_SIZE);
}

/**
 * Types that hold one page of a paged field (ProductPage, ReviewPage): their own list is that page, already
 * counted by the field that took the page size, so it does not multiply again.
 */
const pageTypesBySchema = new WeakMap<GraphQLSchema, Set<GraphQLNamedType>>();
function pageTypes(schema: GraphQLSchema): Set<GraphQLNamedType> {
  let types = pageTypesBySchema.get(schema);
  if (!types) {
    types = new Set();
    for (const type of Object.values(schema.getTypeMap())) {
      if (!('getFields' in type) || type.name.startsWith('__') || type instanceof GraphQLInputObjectType) continue;
      for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
        if (pageSizeOf(field, {}).paged && !isListType(getNullableType(field.type))) types.add(getNamedType(field.type));
      }
    }
    pageTypesBySchema.set(schema, types);
  }
  return types;
}

/**
 * How many times a field's selection is resolved: its page size (an argument such as `limit`, or
 * `input.limit`; the default page when absent; never more than MAX_PAGE_SIZE), the number of
 * representations for federation's `_entities`, an assumed length for other lists of objects, else 1.
 */
export function listSizeEstimator(schema: GraphQLSchema) {
  return ({ type, field, args, childComplexity }: ComplexityEstimatorArgs): number => {
    // Introspection is bounded by the schema's size (and off in production).
    if (type.name.startsWith('__') || field.name.startsWith('__')) return 0;
    let times = 1;
    const page = pageSizeOf(field, args);
    if (field.name === '_entities' && Array.isArray(args.representations)) times = Math.max(args.representations.length, 1);
    else if (page.paged) times = clampPageSize(page.size);
    else if (OWN_LIST_SIZES[`${type.name}.${field.name}`]) times = OWN_LIST_SIZES[`${type.name}.${field.name}`];
    else if (isListType(getNullableType(field.type)) && !isLeafType(getNamedType(field.type)) && !pageTypes(schema).has(type)) {
      times = UNPAGED_LIST_SIZE;
    }
    return 1 + times * childComplexity;
  };
}

/** The list-size-aware cost of one operation; variables are known here, so `limit: $n` counts too. */
export function listCost(schema: GraphQLSchema, document: DocumentNode, variables?: Record<string, unknown>, operationName?: string): number {
  return getComplexity({ schema, query: document, variables, operationName: operationName ?? undefined, estimators: [listSizeEstimator(schema)] });
}

function reject(code: LimitCode) {
  return (ctx: ValidationContext | null, error: GraphQLError) => {
    // armor's messages start with "Syntax Error:" although these are not syntax errors.
    ctx?.reportError(new OperationLimitError(code, error.message.replace(/^Syntax Error: /, '')));
  };
}

const ALL_OFF = {
  maxDepth: { enabled: false },
  maxAliases: { enabled: false },
  maxDirectives: { enabled: false },
  costLimit: { enabled: false },
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: false },
};

/** One graphql-armor protection alone, so the rules report in the order given below. */
const armorOnly = (config: GraphQLArmorConfig) => new ApolloArmor({ ...ALL_OFF, ...config }).protect();

/**
 * graphql-armor's depth, alias, directive and shape-cost rules, each refusing with its own code, in this
 * order (an operation over several limits is told the first: depth before cost). Tokens are counted by
 * tokenLimitPlugin below: armor's own Apollo plugin for them turns every unexpected error into a public one.
 */
function armor(production: boolean) {
  const common = { propagateOnRejection: false, exposeLimits: true };
  const parts = [
    armorOnly({ maxDepth: { n: OPERATION_LIMITS.maxDepth, flattenFragments: true, ...common, onReject: [reject(OPERATION_LIMIT_CODES.depth)] } }),
    armorOnly({ maxAliases: { n: OPERATION_LIMITS.maxAliases, ...common, onReject: [reject(OPERATION_LIMIT_CODES.aliases)] } }),
    armorOnly({ maxDirectives: { n: OPERATION_LIMITS.maxDirectives, ...common, onReject: [reject(OPERATION_LIMIT_CODES.directives)] } }),
    armorOnly({ costLimit: { maxCost: OPERATION_LIMITS.maxStructuralCost, flattenFragments: true, ...common, onReject: [reject(OPERATION_LIMIT_CODES.structuralCost)] } }),
    // "Did you mean …?" would name fields a production shop does not show through introspection.
    armorOnly({ blockFieldSuggestion: { enabled: production, mask: '' } }),
  ];
  return { plugins: parts.flatMap((p) => p.plugins), validationRules: parts.flatMap((p) => p.validationRules) };
}

/**
 * Remembers up to `size` keys (documents already measured), then starts over: a fixed bound on memory
 * whatever clients send, and the documents the shop's own client sends are measured again at most once
 * per round.
 */
class BoundedMemo<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly size: number) {}
  get(key: K): V | undefined {
    return this.entries.get(key);
  }
  has(key: K): boolean {
    return this.entries.has(key);
  }
  set(key: K, value: V): void {
    if (this.entries.size >= this.size) this.entries.clear();
    this.entries.set(key, value);
  }
}

/**
 * Counts tokens before Apollo parses the document, so a huge document costs at most maxTokens of lexing.
 * A document already counted within the limit (by its hash, which Apollo computes anyway) is not lexed again.
 */
function tokenLimitPlugin(): ApolloServerPlugin<BaseContext> {
  const withinTokenLimit = new BoundedMemo<string, true>(1000);
  return {
    // Apollo answers an error thrown before parsing with a 500; this one is the client's, so it goes out as is (400).
    async unexpectedErrorProcessingRequest({ error }) {
      if (error instanceof OperationLimitError) throw error;
    },
    async requestDidStart() {
      return {
        async didResolveSource({ source, queryHash }) {
          if (withinTokenLimit.has(queryHash)) return;
          const counter = new MaxTokensParserWLexer(source, {
            n: OPERATION_LIMITS.maxTokens,
            propagateOnRejection: false,
            onReject: [() => {
              throw new OperationLimitError(OPERATION_LIMIT_CODES.tokens, `Token limit of ${OPERATION_LIMITS.maxTokens} exceeded.`);
            }],
          });
          try {
            counter.parseDocument();
          } catch (e) {
            // A syntax error is Apollo's to report when it parses.
            if (e instanceof OperationLimitError) throw e;
            return;
          }
          withinTokenLimit.set(queryHash, true);
        },
      };
    },
  };
}

/** Operations whose cost was computed, per document: a cost depends only on the operation and its variables. */
const costsByDocument = new WeakMap<DocumentNode, BoundedMemo<string, number>>();
/** Distinct operation-and-variables pairs remembered per document (product pages differ by id). */
const COSTS_PER_DOCUMENT = 256;
/** Longer variables are costed every time rather than kept. */
const MAX_REMEMBERED_KEY = 1000;

/**
 * The list-size-aware cost, checked once the operation and its variables are known, before execution.
 * The same operation with the same variables is costed once (the walk over the document is most of a
 * small query's overhead); a refusal is not remembered, it is costed again.
 */
function listCostPlugin(): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request, operationName }) {
          let costs = costsByDocument.get(document);
          if (!costs) costsByDocument.set(document, (costs = new BoundedMemo(COSTS_PER_DOCUMENT)));
          const key = `${operationName ?? ''}\n${JSON.stringify(request.variables ?? {})}`;
          let cost = costs.get(key);
          if (cost !== undefined && cost <= OPERATION_LIMITS.maxListCost) return;
          try {
            cost = listCost(schema, document, request.variables, operationName ?? undefined);
          } catch (e) {
            // Fragments spread into more fields than graphql-query-complexity will count.
            if (e instanceof GraphQLError && /maximum allowed number of nodes/.test(e.message)) {
              throw new OperationLimitError(OPERATION_LIMIT_CODES.listCost, 'Query cost limit exceeded.');
            }
            // Variables or arguments that do not fit the operation. Refused here, not left to execution: a field
            // whose arguments fail is only nulled there, and its expensive siblings would run uncounted.
            throw new GraphQLError(e instanceof GraphQLError ? e.message : 'The operation could not be costed.', {
              extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode, http: { status: 400 } },
            });
          }
          if (cost > OPERATION_LIMITS.maxListCost) {
            throw new OperationLimitError(OPERATION_LIMIT_CODES.listCost, `Query cost limit of ${OPERATION_LIMITS.maxListCost} exceeded, found ${cost}.`);
          }
          if (key.length <= MAX_REMEMBERED_KEY) costs.set(key, cost);
        },
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            // Apollo files validation failures under GRAPHQL_VALIDATION_FAILED; the code should name the limit met.
            if (error.originalError instanceof OperationLimitError) (error.extensions as Record<string, unknown>).code = error.originalError.code;
            // What armor's suggestion mask leaves of 'Did you mean "products"?' (this plugin runs after armor's).
            error.message = error.message.replace(/ \?$/, '');
          }
        },
      };
    },
  };
}

/**
 * Everything an ApolloServer needs to refuse oversized operations; spread it into its options. Batched
 * HTTP requests stay off: one request, one operation, so the limits hold per request.
 */
export function operationLimits(opts: { production: boolean }): {
  plugins: ApolloServerPlugin<any>[];
  validationRules: ValidationRule[];
  allowBatchedHttpRequests: false;
} {
  const guarded = armor(opts.production);
  return {
    plugins: [tokenLimitPlugin(), ...guarded.plugins, listCostPlugin()],
    validationRules: guarded.validationRules,
    allowBatchedHttpRequests: false,
  };
}

/** What an operation measures against each limit (tests hold the client's documents to these). */
export function measureOperation(schema: GraphQLSchema, source: string, variables?: Record<string, unknown>) {
  const document = parse(source);
  const seen: Record<string, number> = {};
  const record = (name: string) => [(_ctx: unknown, details: { n: number }) => void (seen[name] = details.n)];
  const measuring = armorOnly({
    maxDepth: { n: Infinity, flattenFragments: true, onAccept: record('depth') },
    maxAliases: { n: Infinity, onAccept: record('aliases') },
    maxDirectives: { n: Infinity, onAccept: record('directives') },
    costLimit: { maxCost: Infinity, flattenFragments: true, onAccept: record('structuralCost') },
  });
  const errors = validate(schema, document, measuring.validationRules);
  if (errors.length) throw errors[0];
  const tokens = new MaxTokensParserWLexer(source, { n: Infinity });
  tokens.parseDocument();
  return {
    depth: seen.depth ?? 0,
    aliases: seen.aliases ?? 0,
    directives: seen.directives ?? 0,
    tokens: tokens.tokenCount,
    structuralCost: seen.structuralCost ?? 0,
    listCost: listCost(schema, document, variables),
  };
}
