import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { freshReadsLink } from './fresh-reads-link';

const CART: TypedDocumentNode<{ cart: { id: string; itemCount: number } }> = gql`
  query Badge {
    cart {
      id
      itemCount
    }
  }
`;
const ADD = gql`
  mutation Add {
    addToCart {
      id
      itemCount
    }
  }
`;

/**
 * A server whose cart holds `count` items: a query reads the count when it arrives and answers
 * `queryDelay` ms later; a mutation adds one and answers after 5 ms.
 */
function slowReadServer(queryDelay: number) {
  let count = 1;
  let queries = 0;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const mutation = operation.operationType === OperationTypeNode.MUTATION;
        if (mutation) count += 1;
        else queries += 1;
        const answer = { __typename: 'Cart', id: 'me', itemCount: count };
        const timer = setTimeout(() => {
          observer.next({ data: mutation ? { addToCart: answer } : { cart: answer } });
          observer.complete();
        }, mutation ? 5 : queryDelay);
        return () => clearTimeout(timer);
      }),
  );
  return { link, queries: () => queries };
}

describe('a query answered while a mutation was answered', () => {
  it('is asked again, so the older count it read does not overwrite the mutation’s newer one', async () => {
    const server = slowReadServer(40);
    const client = new ApolloClient({ link: ApolloLink.from([freshReadsLink, server.link]), cache: new InMemoryCache() });
    const read = client.query({ query: CART, fetchPolicy: 'network-only' });
    await client.mutate({ mutation: ADD });
    await read;
    expect(client.readQuery({ query: CART })?.cart.itemCount).toBe(2);
    expect(server.queries()).toBe(2);
  });

  it('is answered once when no mutation overlaps it', async () => {
    const server = slowReadServer(5);
    const client = new ApolloClient({ link: ApolloLink.from([freshReadsLink, server.link]), cache: new InMemoryCache() });
    await client.query({ query: CART, fetchPolicy: 'network-only' });
    expect(client.readQuery({ query: CART })?.cart.itemCount).toBe(1);
    expect(server.queries()).toBe(1);
  });
});
