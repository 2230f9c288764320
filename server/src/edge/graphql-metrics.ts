import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { observeGraphQLOperation } from '../common/metrics';

/** Distinct operation names each process labels on its own; later new names count as `other`. */
const MAX_OPERATION_NAMES = 200;
const known = new Set<string>();

/**
 * The metrics label of an operation name: the name itself while fewer than MAX_OPERATION_NAMES have
 * been seen (the shop's own client sends a few dozen), `anonymous` for operations without one, and
 * `other` past the limit, so a client inventing names cannot grow the metrics without end.
 */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (known.has(name)) return name;
  if (known.size >= MAX_OPERATION_NAMES || !/^[_A-Za-z][_0-9A-Za-z]{0,63}$/.test(name)) return 'other';
  known.add(name);
  return name;
}

/**
 * Counts and times each GraphQL operation Apollo Server answers, by operation name. The name is the
 * one the operation resolved to (it parsed and validated against the schema); a request that never got
 * that far (broken syntax, unknown fields) counts as `invalid`. An answer with errors counts as `error`.
 */
export function graphqlMetricsPlugin<C extends BaseContext>(service: 'gateway' | 'backend'): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      let operation = 'invalid';
      return {
        async didResolveOperation(rc) {
          operation = operationLabel(rc.operationName ?? rc.operation?.name?.value);
        },
        async willSendResponse(rc) {
          const body = rc.response.body;
          const ok = !rc.errors?.length && !(body.kind === 'single' && body.singleResult.errors?.length);
          observeGraphQLOperation(service, operation, ok, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}
