import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  getNamedType,
  isAbstractType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  Kind,
  type ConstDirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * The backend's Cache-Control header from the schema's `@cacheControl` hints (see common/cache-hints.ts),
 * computed once per operation document instead of per resolved field.
 *
 * Apollo Server's own cache-control plugin listens to every field as it resolves (`willResolveField`),
 * and any such listener makes Apollo wrap every resolver of the schema: a listing page paid for that
 * on each of its 250 fields. Without dynamic hints (no resolver sets one), a field's hint depends only
 * on the schema, so the policy of an operation is a fold over its document, done once and kept with
 * the parsed document (which Apollo keeps too). The rules are Apollo's: a field takes its return type's
 * hint, then its own; a root field or a field of object type without a hint has max age 0; scalars
 * without one inherit; the answer's max age is the lowest of its fields'. The one difference is that
 * every field of the document counts, also one that resolves to null or to an empty list at run time
 * (Apollo skips what it never resolves), so the header is never longer-lived than Apollo's, at most
 * shorter. Answers with errors are `no-store`, as with Apollo's plugin.
 */

interface Hint {
  maxAge?: number;
  scope?: 'PUBLIC' | 'PRIVATE';
  inheritMaxAge?: boolean;
}

export interface StaticCachePolicy {
  /** 0: not cacheable. */
  maxAge: number;
  scope: 'PUBLIC' | 'PRIVATE';
}

function hintFromDirectives(directives: readonly ConstDirectiveNode[] | undefined): Hint | undefined {
  const directive = directives?.find((d) => d.name.value === 'cacheControl');
  if (!directive?.arguments) return undefined;
  const arg = (name: string) => directive.arguments!.find((a) => a.name.value === name)?.value;
  const scopeValue = arg('scope');
  const scopeName = scopeValue?.kind === Kind.ENUM ? scopeValue.value : undefined;
  const scope = scopeName === 'PUBLIC' || scopeName === 'PRIVATE' ? scopeName : undefined;
  const inherit = arg('inheritMaxAge');
  if (inherit?.kind === Kind.BOOLEAN && inherit.value) return { inheritMaxAge: true, scope };
  const maxAge = arg('maxAge');
  return { maxAge: maxAge?.kind === Kind.INT ? parseInt(maxAge.value, 10) : undefined, scope };
}

function typeHint(type: GraphQLNamedType): Hint {
  const fromType = hintFromDirectives(type.astNode?.directives);
  if (fromType) return fromType;
  for (const extension of type.extensionASTNodes ?? []) {
    const hint = hintFromDirectives(extension.directives);
    if (hint) return hint;
  }
  return {};
}

const fieldHint = (field: GraphQLField<unknown, unknown>): Hint => hintFromDirectives(field.astNode?.directives) ?? {};

/** What one operation of a document may be cached for, by the rules above. */
export function staticCachePolicy(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): StaticCachePolicy {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  let maxAge: number | undefined;
  let scope: 'PUBLIC' | 'PRIVATE' = 'PUBLIC';
  const restrict = (hint: Hint) => {
    if (hint.maxAge !== undefined && (maxAge === undefined || hint.maxAge < maxAge)) maxAge = hint.maxAge;
    if (hint.scope === 'PRIVATE') scope = 'PRIVATE';
  };

  // Federation's `_entities` takes the hint of each entity type it returns (@apollo/subgraph sets it at run
  // time); not knowing which, the lowest of them all.
  const entityHint = (): Hint => {
    const union = schema.getType('_Entity');
    if (!union || !isAbstractType(union)) return { maxAge: 0 };
    const hint: Hint = {};
    for (const t of schema.getPossibleTypes(union)) {
      const h = typeHint(t);
      if (h.maxAge === undefined) return { maxAge: 0 };
      if (hint.maxAge === undefined || h.maxAge < hint.maxAge) hint.maxAge = h.maxAge;
      if (h.scope === 'PRIVATE') hint.scope = 'PRIVATE';
    }
    return hint;
  };

  const walk = (parent: GraphQLCompositeType, set: SelectionSetNode, root: boolean, seen: Set<string>) => {
    for (const s of set.selections) {
      if (s.kind === Kind.INLINE_FRAGMENT || s.kind === Kind.FRAGMENT_SPREAD) {
        let fragment: { typeCondition?: { name: { value: string } }; selectionSet: SelectionSetNode } | undefined = s.kind === Kind.INLINE_FRAGMENT ? s : undefined;
        if (s.kind === Kind.FRAGMENT_SPREAD) {
          // One visit per fragment and parent is enough for a minimum.
          const key = `${parent.name}:${s.name.value}`;
          if (seen.has(key)) continue;
          seen.add(key);
          fragment = fragments.get(s.name.value);
        }
        if (!fragment) continue;
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
        walk(condition && isCompositeType(condition) ? condition : parent, fragment.selectionSet, root, seen);
        continue;
      }
      const name = s.name.value;
      if (name === '__typename') continue;
      // Introspection: never cached (Apollo's rules reach the same answer for any useful introspection query).
      if (name === '__schema' || name === '__type') {
        restrict({ maxAge: 0 });
        continue;
      }
      const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
      if (!field) continue;
      const target = getNamedType(field.type);
      const composite = isCompositeType(target);
      let fieldMaxAge: number | undefined;
      let fieldScope: Hint['scope'];
      let inherit = false;
      if (composite) {
        const t = typeHint(target);
        fieldMaxAge = t.maxAge;
        fieldScope = t.scope;
        inherit = Boolean(t.inheritMaxAge);
      }
      const f = fieldHint(field);
      if (f.inheritMaxAge && fieldMaxAge === undefined) {
        inherit = true;
        if (f.scope) fieldScope = f.scope;
      } else {
        if (f.maxAge !== undefined) fieldMaxAge = f.maxAge;
        if (f.scope !== undefined) fieldScope = f.scope;
      }
      if (root && name === '_entities') {
        const e = entityHint();
        if (e.maxAge !== undefined && (fieldMaxAge === undefined || e.maxAge < fieldMaxAge)) fieldMaxAge = e.maxAge;
        if (e.scope) fieldScope = e.scope === 'PRIVATE' ? 'PRIVATE' : fieldScope;
      }
      if (fieldMaxAge === undefined && ((composite && !inherit) || root)) fieldMaxAge = 0;
      restrict({ maxAge: fieldMaxAge, scope: fieldScope });
      if (composite && s.selectionSet) walk(target, s.selectionSet, false, seen);
    }
  };

  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return { maxAge: 0, scope };
  walk(rootType, operation.selectionSet, true, new Set());
  return { maxAge: maxAge ?? 0, scope };
}

/**
 * staticCachePolicy, worked out once per parsed operation: Apollo's document cache hands the same
 * operation object to every request with the same query text.
 */
export function rememberedCachePolicies(): typeof staticCachePolicy {
  const policies = new WeakMap<OperationDefinitionNode, StaticCachePolicy>();
  return (schema, document, operation) => {
    let policy = policies.get(operation);
    if (!policy) {
      policy = staticCachePolicy(schema, document, operation);
      policies.set(operation, policy);
    }
    return policy;
  };
}

const CACHEABLE_HEADER = /^max-age=(\d+), (public|private)$/;
const UNCACHEABLE = 'no-store';

/**
 * Sets the backend's Cache-Control like Apollo's cache-control plugin (`max-age=N, public`, or
 * `no-store`), from staticCachePolicy. Install it with ApolloServerPluginCacheControlDisabled().
 */
export function staticCacheControlPlugin(): ApolloServerPlugin<BaseContext> {
  const policyOf = rememberedCachePolicies();
  return {
    async requestDidStart() {
      let policy: StaticCachePolicy | undefined;
      return {
        async didResolveOperation({ schema, document, operation, overallCachePolicy }) {
          if (!operation) return;
          policy = policyOf(schema, document, operation);
          overallCachePolicy.restrict(policy);
        },
        async willSendResponse({ response, contextValue }) {
          // The admin guard let staff in (see the staff module): what staff see is never kept by any cache,
          // whatever the hints of the types it returns (a product a manager just edited, say).
          if ((contextValue as { staff?: unknown }).staff) {
            response.http.headers.set('cache-control', UNCACHEABLE);
            return;
          }
          const existing = response.http.headers.get('cache-control');
          let maxAge = policy?.maxAge ?? 0;
          let scope = policy?.scope ?? 'PUBLIC';
          if (existing) {
            if (existing === UNCACHEABLE) maxAge = 0;
            else {
              const m = CACHEABLE_HEADER.exec(existing);
              // A header someone else set and Apollo could not read is left alone, as Apollo does.
              if (!m) return;
              maxAge = Math.min(maxAge, Number(m[1]));
              if (m[2] === 'private') scope = 'PRIVATE';
            }
          }
          const cacheable = maxAge > 0 && response.body.kind === 'single' && !response.body.singleResult.errors;
          response.http.headers.set('cache-control', cacheable ? `max-age=${maxAge}, ${scope.toLowerCase()}` : UNCACHEABLE);
        },
      };
    },
  };
}
