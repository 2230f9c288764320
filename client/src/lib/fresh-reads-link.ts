import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { mergeMap, of, tap } from 'rxjs';

let mutationsAnswered = 0;

/**
 * A query answered while a mutation was answered may carry what the server read before that mutation
 * wrote: the header's badge query sent as the page starts, racing the shopper's first "Add To Cart",
 * would write the old count over the mutation's new one. Such a query is asked once more instead, and
 * only the second, fresh answer reaches the cache. Queries that overlap no mutation cost nothing extra.
 */
export const freshReadsLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.MUTATION) {
    return forward(operation).pipe(tap(() => void (mutationsAnswered += 1)));
  }
  if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
  const answeredBefore = mutationsAnswered;
  return forward(operation).pipe(mergeMap((result) => (mutationsAnswered === answeredBefore ? of(result) : forward(operation))));
});
