import type { ApolloServer } from '@apollo/server';
import type { ExecuteOperation } from './renderer-contract';

/**
 * GraphQL operations run inside the gateway's own Apollo Server, without a token or a shopper's
 * address: what the server renders is the same for every visitor, so it can be cached and never shows
 * anyone's data. No HTTP round trip to ourselves.
 */
export function anonymousOperations<Context extends object>(apollo: ApolloServer<Context>, context: Context): ExecuteOperation {
  const once = async (query: string, variables: Record<string, unknown> | undefined) => {
    const answer = await apollo.executeOperation({ query, variables }, { contextValue: context });
    if (answer.body.kind !== 'single') throw new Error('Incremental GraphQL answers are not used for rendering');
    const { data, errors } = answer.body.singleResult;
    return { data, errors };
  };
  return async (query, variables) => {
    const first = await once(query, variables);
    // A failure on the way to the backend (a connection reset) is worth one more try; the shopper's
    // own mistakes (bad input) are not.
    return first.errors?.some(isTransient) ? once(query, variables) : first;
  };
}

const isTransient = (e: { extensions?: Record<string, unknown> }) => {
  const code = e.extensions?.code;
  return code === undefined || code === 'INTERNAL_SERVER_ERROR';
};
