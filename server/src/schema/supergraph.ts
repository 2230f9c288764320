import { composeServices } from '@apollo/composition';
import gql from 'graphql-tag';
import { subgraphTypeDefs } from './build-schema';

/**
 * Composes the supergraph from the subgraph's SDL. Run at build time, so the gateway starts from a file
 * and never races the backend; the URL here is a placeholder the gateway's data source overrides.
 */
export async function composeSupergraph(): Promise<string> {
  const result = composeServices([
    { name: 'backend', typeDefs: gql(await subgraphTypeDefs()), url: 'http://backend.invalid/graphql' },
  ]);
  if (result.errors?.length || !result.supergraphSdl) {
    throw new Error(`Supergraph composition failed:\n${result.errors?.map((e) => e.message).join('\n')}`);
  }
  return result.supergraphSdl;
}
