import { staffSessionRouter } from './modules/staff/staff-session.rest';
import http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import cors from 'cors';
import proxyAddr from 'proxy-addr';
import express, { type Express } from 'express';
import { formatGraphQLError } from './common/errors';
import { inputHygienePlugin, refuseMalformedRestInput } from './common/input-hygiene';
import { buildContext, type AppServices, type RequestContext } from './context';
import { mediaRouter } from './modules/catalog/media.rest';
import { adminMediaRouter, storedMediaRouter } from './modules/media/media.rest';
import { adminReturnsRouter } from './modules/returns/returns-admin.rest';
import { adminProductsRouter } from './modules/catalog/product-admin.rest';
import { adminInvoicesRouter } from './modules/invoices/invoices.rest';
import { adminReportsRouter } from './modules/invoices/reports.rest';
import { startBackgroundJobs } from './background-jobs';
import { startMailWorkers } from './modules/mail/mail.service';
import { startImportWorkers } from './modules/catalog/product-imports';
import { startPasswordResetWorkers } from './modules/accounts/password-reset';
import { wireSubscribers } from './flows/subscribers';
import { errorMiddleware } from './common/http';
import { apiRouter } from './rest/router';
import { buildSubgraph } from './schema/build-schema';
import { staticCacheControlPlugin } from './schema/cache-policy';
import { finalErrors, unmatchedRequests } from './edge/error-answers';
import { gatewayOnlyFieldsPlugin, markGatewayRequest, markInProcessGatewayRequest, type TrustProxy } from './edge/gateway-only-fields';
import { compiledSchema } from './edge/compiled-execution';
import type { InProcessSubgraph } from './edge/in-process-subgraph';
import { operationLimits } from './edge/operation-limits';
import { graphqlPosts } from './edge/graphql-posts';
import { graphqlMetricsPlugin } from './edge/graphql-metrics';
import { observedRequests } from './edge/observed-requests';
import { readinessProbe } from './db/readiness';
import { apolloReportingPlugins } from './edge/apollo-telemetry';

// The gateway formats its errors the same way.
export { formatGraphQLError };

/** JSON bodies up to this many bytes are parsed; bigger ones get 413. Large enough for a 100 kB bad password to reach validation. */
export const JSON_LIMIT = 512 * 1024;

/** The backend: the type-graphql subgraph on /graphql and the legacy REST routes on /api/v1, over one service layer. */
export async function createBackend(app: AppServices): Promise<{ handler: http.RequestListener; subgraph: InProcessSubgraph<RequestContext>; stop: () => Promise<void> }> {
  const production = app.config.production;
  const limits = operationLimits({ production });
  const schema = await buildSubgraph();
  const apollo = new ApolloServer<RequestContext>({
    // Executes the schema's operations compiled once each (graphql-jit); the rest of the pipeline is Apollo's.
    gateway: compiledSchema(schema),
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    introspection: !production,
    // The launcher owns shutdown order (gateway, backend, database); Apollo's own signal handler would race it.
    stopOnTerminationSignals: false,
    ...limits,
    plugins: [
      ...apolloReportingPlugins<RequestContext>(),
      ApolloServerPluginInlineTraceDisabled(),
      // Cache-Control from the schema's hints, once per document (Apollo's own plugin wraps every resolver).
      ApolloServerPluginCacheControlDisabled(),
      staticCacheControlPlugin(),
      production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
      gatewayOnlyFieldsPlugin({ production }),
      ...limits.plugins,
      inputHygienePlugin(),
      graphqlMetricsPlugin<RequestContext>('backend'),
    ],
  });
  await apollo.start();

  const x = express();
  x.disable('x-powered-by');
  // The gateway forwards the shopper's address in X-Forwarded-For; rate limits key on it. Only the gateway
  // is believed: BACKEND_TRUST_PROXY (loopback by default; the Docker network under docker-compose).
  x.set('trust proxy', app.config.backendTrustProxy);
  const trusted = x.get('trust proxy fn') as TrustProxy;
  // The shopper's address as Express's req.ip reads it (the same trust setting), for both ways in.
  const graphqlContext = (req: http.IncomingMessage) =>
    markGatewayRequest(buildContext(app, req.headers.authorization, proxyAddr(req, trusted)), req.socket.remoteAddress, trusted);

  // First in the stack: every request passes the routes above its own, and /graphql is the busiest.
  x.use(
    '/graphql',
    express.json({ limit: JSON_LIMIT }),
    expressMiddleware(apollo, { context: async ({ req }) => graphqlContext(req) }),
  );

  // Liveness asks nothing of the database (an outage must not get live processes restarted); readiness does.
  x.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'backend' });
  });
  const ready = readinessProbe(app.db);
  x.get('/readyz', async (_req, res) => {
    const { ready: ok, database, migrations } = await ready();
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', service: 'backend', database, migrations });
  });

  const corsOptions = cors({ origin: app.config.corsOrigins ?? true, maxAge: 600 });
  // `verify` keeps the exact bytes of each JSON body: webhook signatures are computed over the raw body.
  const json = express.json({ limit: JSON_LIMIT, verify: (req, _res, buf) => ((req as express.Request).rawBody = buf) });
  x.use('/api/v1', corsOptions, json, refuseMalformedRestInput, (req, _res, next) => {
    req.ctx = buildContext(app, req.headers.authorization, req.ip ?? '');
    next();
  });
  x.use('/api/v1', apiRouter());
  x.use('/api/v1', (_req, res) => {
    res.status(404).json({ message: 'No such API route.' });
  });
  x.use('/api/v1', errorMiddleware);

  x.use('/media', mediaRouter(), storedMediaRouter(app));
  x.use('/admin/media', adminMediaRouter(app));
  x.use('/admin/api/products', adminProductsRouter(app));
  x.use('/admin/api/orders', adminInvoicesRouter(app));
  x.use('/admin/api/reports', adminReportsRouter(app));
  x.use('/admin/api/returns', adminReturnsRouter(app));
  x.use('/admin/api/session', staffSessionRouter(app));

  x.use(unmatchedRequests());
  x.use(finalErrors());

  const stopJobs = startBackgroundJobs(app);
  // What follows an order event (documents, returns, mail), wired as in every process that changes orders.
  wireSubscribers();
  // Every backend runs workers of the shared job queue: a job sent anywhere is run by whichever is free.
  await app.jobs.start();
  await startMailWorkers(app);
  await startImportWorkers(app);
  await startPasswordResetWorkers(app);
  // The common GraphQL POST skips Express; everything else, /graphql's odd requests included, is Express's.
  const handler = graphqlPosts({ path: '/graphql', apollo, limitBytes: JSON_LIMIT, context: async (req) => graphqlContext(req), rest: x });
  return {
    handler: observedRequests('backend', handler),
    // For a gateway in the same process: the request context /graphql builds for a request from the gateway.
    subgraph: { server: apollo, schema, context: (authorization, ip) => markInProcessGatewayRequest(buildContext(app, authorization, ip)) },
    stop: () => {
      stopJobs();
      return Promise.all([apollo.stop(), app.jobs.stop()]).then(() => undefined);
    },
  };
}

/** `keepAliveTimeout`: how long an idle connection stays open (the backend's: see BACKEND_KEEP_ALIVE_MS). */
export function listen(app: http.RequestListener, port: number, host = '0.0.0.0', keepAliveTimeout?: number): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    if (keepAliveTimeout) server.keepAliveTimeout = keepAliveTimeout;
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
