import http from 'node:http';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { ApolloServer, BaseContext } from '@apollo/server';
import { GraphQLError, Kind, parse, type EnumTypeDefinitionNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { rememberedCachePolicies } from '../schema/cache-policy';
import { compiledExecution, type GatewayExecutor, type GatewayInterface } from './compiled-execution';

/** The backend's Apollo Server, as the gateway in the same process reaches it. */
// `any`: the gateway never looks into the backend's context, it only passes it on.
export interface InProcessSubgraph<C extends BaseContext = any> {
  server: ApolloServer<C>;
  /** The schema that server executes (its resolvers), for operations the gateway has already checked. */
  schema: GraphQLSchema;
  /** The request context the backend would build for a request from the gateway with these headers. */
  context(authorization: string | undefined, ip: string): C;
}

interface ForwardedContext {
  authorization?: string;
  forwardedFor?: string;
}

/** Cache-Control's directives that matter to the gateway's policy, as Apollo Gateway reads a subgraph's header. */
function hintFrom(cacheControl: string | undefined): { maxAge: number; scope?: 'PUBLIC' | 'PRIVATE' } {
  const directives = new Map((cacheControl ?? '').split(',').map((d) => d.trim().toLowerCase().split('=') as [string, string | undefined]));
  const maxAge = directives.get('max-age');
  const hint: { maxAge: number; scope?: 'PUBLIC' | 'PRIVATE' } = { maxAge: maxAge && /^[0-9]+$/.test(maxAge) ? Number(maxAge) : 0 };
  if (directives.has('private')) hint.scope = 'PRIVATE';
  if (directives.has('public')) hint.scope = 'PUBLIC';
  return hint;
}

/**
 * Subgraph fetches handed to the backend's Apollo Server in the same process (`npm start` runs both in
 * each worker), instead of over loopback HTTP: no JSON written and parsed on both sides, no socket write
 * that wakes the other end. The backend runs its whole request pipeline as for an HTTP request from the
 * gateway: its operation limits and input hygiene, its error formatting, the shopper's token and address
 * (what it would read from Authorization and X-Forwarded-For behind a trusted gateway), and its cache
 * hints' Cache-Control, which restricts the gateway's cache policy as Apollo Gateway does with a
 * subgraph's header. A refusal the backend would have answered with a 4xx fails the fetch as
 * RemoteGraphQLDataSource fails it. Separate services (docker-compose) still talk HTTP.
 */
export class InProcessDataSource<C extends ForwardedContext> implements GraphQLDataSource<C> {
  constructor(
    private readonly subgraph: InProcessSubgraph,
    /** Where the backend would be reached over HTTP: named in errors, as over HTTP. */
    private readonly url: string,
  ) {}

  async process(options: GraphQLDataSourceProcessOptions<C>) {
    const { request, context } = options;
    if (!request.query) throw new Error('Missing query');
    const { result, status, hint } = await executeOnBackend(this.subgraph, { ...request, query: request.query }, context);
    if (status < 200 || status > 299) {
      const extensions: Record<string, unknown> = { response: { url: this.url, status, statusText: http.STATUS_CODES[status], body: result } };
      if (status === 401) extensions.code = 'UNAUTHENTICATED';
      else if (status === 403) extensions.code = 'FORBIDDEN';
      throw new GraphQLError(`${status}: ${http.STATUS_CODES[status]}`, { extensions });
    }
    // An operation a shopper sent (not the gateway's own health check).
    if ('incomingRequestContext' in options) {
      const policy = options.incomingRequestContext.overallCachePolicy;
      if (policy && 'restrict' in policy) policy.restrict(hint);
    }
    return result as Awaited<ReturnType<GraphQLDataSource<C>['process']>>;
  }
}

/**
 * One request handed to the backend's Apollo Server with the context it would build for this shopper
 * behind the gateway; its answer, HTTP status and the cache hint of its Cache-Control.
 */
async function executeOnBackend(
  subgraph: InProcessSubgraph,
  request: { query: string; operationName?: string; variables?: Record<string, unknown>; extensions?: Record<string, unknown> },
  context: ForwardedContext,
) {
  const { query, operationName, variables, extensions } = request;
  const response = await subgraph.server.executeOperation(
    { query, operationName, variables, extensions },
    { contextValue: subgraph.context(context.authorization, context.forwardedFor ?? '') },
  );
  if (response.body.kind !== 'single') throw new Error('Expected a single result from the subgraph');
  return { result: response.body.singleResult, status: response.http.status ?? 200, hint: hintFrom(response.http.headers.get('cache-control')) };
}

/** The subgraphs a composed supergraph names (its join__Graph enum). */
export function subgraphCount(supergraphSdl: string): number {
  const graphs = parse(supergraphSdl).definitions.find((d): d is EnumTypeDefinitionNode => d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === 'join__Graph');
  return graphs?.values?.length ?? 0;
}

/** Introspection is the gateway's to answer (over its API schema); the backend's is off in production. */
const asksIntrospection = (op: OperationDefinitionNode) =>
  op.selectionSet.selections.some((s) => s.kind === Kind.FIELD && (s.name.value === '__schema' || s.name.value === '__type'));

/**
 * With ONE subgraph in the supergraph and that subgraph in this process, every query plan is a single
 * fetch of the whole operation, and the gateway's planned execution only rebuilds, field by field, the
 * answer the backend already shaped. So queries and mutations are executed on the backend's schema as
 * the shopper sent them (compiled once, see compiledExecution), with the backend's request context for
 * this shopper. The gateway's own pipeline has already done, on this very document, everything the
 * backend's Apollo Server would do before executing (parse, validation against the same types, the same
 * operation limits and input hygiene); running that pipeline a second time only cost CPU on every
 * request. The errors go back unformatted: the gateway formats them with the backend's own formatError.
 * The backend's cache hints restrict the gateway's cache policy, as its Cache-Control header does over
 * HTTP (an answer with errors is not cacheable). Anything else (introspection, subscriptions, or
 * variables refused before anything ran, which the planned path reports in its own way) takes Apollo
 * Gateway's planned execution; so does everything once a second subgraph exists.
 */
export function directSingleSubgraph<C extends ForwardedContext>(gateway: GatewayInterface, subgraph: InProcessSubgraph): GatewayInterface {
  const policyOf = rememberedCachePolicies();
  const run = compiledExecution(subgraph.schema);
  return {
    onSchemaLoadOrUpdate: (callback) => gateway.onSchemaLoadOrUpdate(callback),
    stop: () => gateway.stop(),
    async load(options) {
      const loaded = await gateway.load(options);
      const planned = loaded.executor;
      if (!planned) return loaded;
      const executor: GatewayExecutor = async (rc) => {
        if (rc.operation.operation === 'subscription' || asksIntrospection(rc.operation)) return planned(rc);
        const forwarded = rc.context as C;
        const contextValue = subgraph.context(forwarded.authorization, forwarded.forwardedFor ?? '');
        const result = await run({ document: rc.document, operationName: rc.operationName, variableValues: rc.request.variables, contextValue });
        // No data at all: the variables were refused before anything ran.
        if (!('data' in result)) return planned(rc);
        rc.overallCachePolicy?.restrict?.(result.errors?.length ? { maxAge: 0 } : policyOf(subgraph.schema, rc.document, rc.operation));
        return { data: result.data as Record<string, unknown> | null | undefined, errors: result.errors };
      };
      return { ...loaded, executor };
    },
  };
}
