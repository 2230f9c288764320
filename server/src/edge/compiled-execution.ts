import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** What Apollo Server takes as its gateway (its own copy of the interface's types). */
export type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
export type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

export interface ExecutionArgs {
  document: DocumentNode;
  operationName: string | null | undefined;
  variableValues: Record<string, unknown> | undefined;
  contextValue: unknown;
}

/** Runs an operation that has already been parsed, validated and checked against the operation limits. */
export type ExecuteChecked = (args: ExecutionArgs) => Promise<ExecutionResult>;

/**
 * graphql-jit's errors are look-alikes with read-only fields; Apollo's pipeline and the operation limits'
 * plugin adjust errors in place, so each becomes a graphql-js GraphQLError with the same message, path,
 * locations, cause and extensions.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, { path: error.path, originalError: error.originalError, extensions: error.extensions });
  if (error.locations) Object.assign(copy, { locations: error.locations });
  return copy;
}

const SEEN_ONCE = Symbol('seen once');

/**
 * Execution of the schema's operations compiled by graphql-jit into plain functions, once per operation:
 * graphql-js works out every field's type, resolver and arguments anew on every request, and for a
 * listing page of about 250 fields that was the largest part of an uncached answer's CPU. Compiled
 * operations are kept per parsed document (Apollo's document cache holds one object per distinct query,
 * so this holds no more than it does) and operation name.
 *
 * An operation is compiled the second time it runs, not the first: compiling costs about as much as
 * validating, and a stream of never-repeated queries (someone varying aliases or spacing) would
 * otherwise pay it on every request. The shop's own operations repeat all the time.
 *
 * Where graphql-jit cannot compile an operation, and where it refuses the variables (graphql-js words
 * those errors the way Apollo recognises as BAD_USER_INPUT; no resolver has run), graphql-js executes it.
 */
export function compiledExecution(schema: GraphQLSchema): ExecuteChecked {
  /** Per document and operation name: seen once (not compiled yet), compiled, or null (cannot be). */
  const byDocument = new WeakMap<DocumentNode, Map<string, typeof SEEN_ONCE | CompiledQuery | null>>();
  const compiled = (document: DocumentNode, operationName: string | null | undefined) => {
    let byName = byDocument.get(document);
    if (!byName) byDocument.set(document, (byName = new Map()));
    const name = operationName ?? '';
    const known = byName.get(name);
    if (known === undefined) {
      byName.set(name, SEEN_ONCE);
      return null;
    }
    if (known !== SEEN_ONCE) return known;
    const result = compileQuery(schema, document, operationName ?? undefined);
    const operation = isCompiledQuery(result) ? result : null;
    byName.set(name, operation);
    return operation;
  };
  return async ({ document, operationName, variableValues, contextValue }) => {
    const operation = compiled(document, operationName);
    if (operation) {
      const result = await operation.query(undefined, contextValue, variableValues ?? {});
      if ('data' in result) return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
    }
    return execute({ schema, document, operationName, variableValues, contextValue });
  };
}

/**
 * The schema as Apollo Server's "gateway": the one way Apollo Server lets another executor run its
 * operations. Everything else in its pipeline stays as it is (parse and validation, plugins, limits,
 * error formatting, cache hints); only the execution is compiledExecution's.
 */
export function compiledSchema(schema: GraphQLSchema): GatewayInterface {
  const run = compiledExecution(schema);
  const listeners = new Set<Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0]>();
  return {
    onSchemaLoadOrUpdate(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    async load() {
      for (const listener of listeners) listener({ apiSchema: schema, coreSupergraphSdl: '' });
      const executor: GatewayExecutor = (rc) =>
        run({ document: rc.document, operationName: rc.operationName, variableValues: rc.request.variables, contextValue: rc.context }) as ReturnType<GatewayExecutor>;
      return { executor };
    },
    async stop() {
      listeners.clear();
    },
  };
}
