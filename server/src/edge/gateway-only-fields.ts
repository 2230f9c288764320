import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionNode } from 'graphql';
import type { ErrorCode } from '../common/errors';

/**
 * Federation's `_service { sdl }` and `_entities` exist for the gateway and for composition, not for
 * shoppers. The gateway runs a supergraph composed at build time, so it never needs `_service` at run
 * time, and it reaches the backend from an address the backend trusts as its proxy (BACKEND_TRUST_PROXY).
 * In production anyone else asking for them is told they do not exist, as for any unknown field.
 */
const GATEWAY_ONLY_FIELDS = new Set(['_service', '_entities']);

// A symbol-keyed property rather than a WeakSet: Apollo hands plugins a shallow copy of the context.
const FROM_GATEWAY = Symbol('from the gateway');

/** Express's compiled 'trust proxy' setting: whether the address `hop` hops away is a trusted proxy. */
export type TrustProxy = (addr: string, hop: number) => boolean;

/** Marks a request context as the gateway's when the request came straight from a trusted proxy address. */
export function markGatewayRequest<T extends object>(context: T, remoteAddress: string | undefined, trusted: TrustProxy): T {
  return Object.assign(context, { [FROM_GATEWAY]: Boolean(remoteAddress && trusted(remoteAddress, 0)) });
}

/** Marks a request context as the gateway's own: a request handed over in the same process, never over the network. */
export function markInProcessGatewayRequest<T extends object>(context: T): T {
  return Object.assign(context, { [FROM_GATEWAY]: true });
}

/** The operation's top-level field names, through fragments too (`{ ...F } fragment F on Query { _service { sdl } }`). */
function rootFields(selections: readonly SelectionNode[], document: DocumentNode, seen = new Set<string>()): string[] {
  return selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return [s.name.value];
    if (s.kind === Kind.INLINE_FRAGMENT) return rootFields(s.selectionSet.selections, document, seen);
    if (seen.has(s.name.value)) return [];
    seen.add(s.name.value);
    const fragment = document.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === s.name.value);
    return fragment ? rootFields(fragment.selectionSet.selections, document, seen) : [];
  });
}

export function gatewayOnlyFieldsPlugin(opts: { production: boolean }): ApolloServerPlugin<object> {
  // The answer depends only on the operation (a node of a document Apollo keeps): worked out once each.
  const gatewayOnlyFieldOf = new WeakMap<OperationDefinitionNode, string | null>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (!operation || !opts.production || (contextValue as Record<symbol, unknown>)[FROM_GATEWAY] === true) return;
          let field = gatewayOnlyFieldOf.get(operation);
          if (field === undefined) {
            field = rootFields(operation.selectionSet.selections, document).find((f) => GATEWAY_ONLY_FIELDS.has(f)) ?? null;
            gatewayOnlyFieldOf.set(operation, field);
          }
          if (field) {
            throw new GraphQLError(`Cannot query field "${field}" on type "Query".`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' satisfies ErrorCode, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
