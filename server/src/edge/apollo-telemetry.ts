import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloServerPluginSchemaReportingDisabled, ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';

// The shop sends nothing to Apollo (or anyone) unless its owner chooses to: APOLLO_TELEMETRY=on gives
// Apollo's libraries back their own defaults; anything else keeps them quiet.

/** The owner has chosen Apollo's default reporting (APOLLO_TELEMETRY=on). */
export function apolloTelemetryChosen(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.APOLLO_TELEMETRY?.trim().toLowerCase() === 'on';
}

/**
 * Call before `new ApolloGateway`: its constructor, unless APOLLO_TELEMETRY_DISABLED is set at that
 * moment, starts sending usage metrics to Apollo every few seconds and probes the cloud metadata
 * addresses of AWS, GCP, Azure and Alibaba (169.254.169.254, 100.100.100.200, metadata.google.internal).
 */
export function keepGatewayTelemetryOff(env: NodeJS.ProcessEnv = process.env): void {
  if (!apolloTelemetryChosen(env)) env.APOLLO_TELEMETRY_DISABLED = 'true';
}

/**
 * Apollo Server turns usage reporting on by itself when APOLLO_KEY and APOLLO_GRAPH_REF are in the
 * environment, and schema reporting with APOLLO_SCHEMA_REPORTING: a key left in a shell is no choice.
 */
export function apolloReportingPlugins<T extends BaseContext>(): ApolloServerPlugin<T>[] {
  if (apolloTelemetryChosen()) return [];
  return [ApolloServerPluginUsageReportingDisabled(), ApolloServerPluginSchemaReportingDisabled()] as ApolloServerPlugin<T>[];
}
