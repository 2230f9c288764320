import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import proxyAddr from 'proxy-addr';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin, type Plugin } from 'http-proxy-middleware';
import { formatGraphQLError, JSON_LIMIT } from './backend';
import { inputHygienePlugin } from './common/input-hygiene';
import { finalErrors, unmatchedRequests } from './edge/error-answers';
import { operationLimits } from './edge/operation-limits';
import { securityHeaders } from './edge/security-headers';
import { PRIVATE_NO_STORE } from './common/cache-hints';
import { backendAgent, backendUnreachable, HOP_BY_HOP, subgraphFetcher } from './edge/backend-connection';
import { redisCacheStore } from './edge/cache-store';
import { answerGeneration } from './edge/answer-generation';
import type { ShopChangeFeed } from './edge/shop-change-feed';
import { compressResponses, freshness, precompressedFiles } from './edge/compression';
import { carriesToken, gatewayCachePlugins, replayCachedAnswers, responseCacheEnabled } from './edge/response-cache';
import { restResponseCache } from './edge/rest-cache';
import { directSingleSubgraph, InProcessDataSource, subgraphCount, type InProcessSubgraph } from './edge/in-process-subgraph';
import { errorMiddleware } from './common/http';
import { apolloReportingPlugins, keepGatewayTelemetryOff } from './edge/apollo-telemetry';
import type { TrustProxy } from './edge/gateway-only-fields';
import { graphqlPosts } from './edge/graphql-posts';
import { staffCookieToBearer } from './common/staff-cookie';
import { anonymousOperations } from './ssr/anonymous-operations';
import { rendererFile, ServerRendering } from './ssr/server-rendering';
import { serveSeoFiles } from './ssr/seo-files';
import { currentRequestId, REQUEST_ID_HEADER } from './common/request-id';
import { graphqlMetricsPlugin } from './edge/graphql-metrics';
import { observedRequests } from './edge/observed-requests';
import { uploadLimits } from './edge/upload-limits';

interface GatewayContext {
  authorization?: string;
  forwardedFor?: string;
}

export interface GatewayOptions {
  /** Where the backend subgraph listens, e.g. http://127.0.0.1:4001 */
  backendUrl: string;
  /** The backend's Apollo Server when it runs in this process: subgraph fetches are handed to it directly. */
  inProcessSubgraph?: InProcessSubgraph;
  /** The supergraph composed at build time (see scripts/compose-supergraph.ts). */
  supergraphSdl: string;
  /** The built client (vite build output); served with an SPA fallback when present. */
  clientDir?: string;
  production: boolean;
  /** Express's 'trust proxy' setting: the proxies in front of the gateway whose X-Forwarded-For is believed (config.gatewayTrustProxy). */
  trustProxy: string | number | boolean;
  /** The shop's public origin (PUBLIC_URL) for canonical links, previews and the sitemap; by default the request's. */
  publicUrl?: () => string | undefined;
  /** Real Razorpay keys are configured: the Content-Security-Policy allows Razorpay's checkout. */
  razorpayCheckout?: boolean;
  /** Where the shared response cache lives (REDIS_URL); in the gateway's memory when unset. */
  redisUrl?: string;
  /** The cache's key prefix in Redis (RESPONSE_CACHE_PREFIX), for gateways that share it. */
  cachePrefix?: string;
  /**
   * The changes the services publish (publishChange), heard from the database: each one drops every
   * cached public answer. Without it (a gateway with no database), only a shared Redis cache hears of
   * changes, from the processes that have one; otherwise answers live out their max ages.
   */
  shopChanges?: ShopChangeFeed;
}

/** Forwards the shopper's token and address to the subgraph, so auth and rate limits work behind the gateway. */
class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({ request, context }: Parameters<RemoteGraphQLDataSource<GatewayContext>['willSendRequest'] & {}>[0]) {
    if (context.authorization) request.http?.headers.set('authorization', context.authorization);
    if (context.forwardedFor) request.http?.headers.set('x-forwarded-for', context.forwardedFor);
    // The backend logs the request under the gateway's id.
    const requestId = currentRequestId();
    if (requestId) request.http?.headers.set(REQUEST_ID_HEADER, requestId);
  }
}

/** The one public origin: /graphql through Apollo Gateway, /api/v1 and /media forwarded untouched, the client for the rest. */
export async function createGateway(opts: GatewayOptions): Promise<{ handler: http.RequestListener; stop: () => Promise<void> }> {
  const agent = backendAgent();
  keepGatewayTelemetryOff();
  const gateway = new ApolloGateway({
    supergraphSdl: opts.supergraphSdl,
    buildService: () =>
      opts.inProcessSubgraph
        ? new InProcessDataSource<GatewayContext>(opts.inProcessSubgraph, `${opts.backendUrl}/graphql`)
        : new ForwardingDataSource({ url: `${opts.backendUrl}/graphql`, fetcher: subgraphFetcher(agent) }),
  });
  const limits = operationLimits({ production: opts.production });
  const redisUrl = opts.redisUrl ?? process.env.REDIS_URL;
  const cachePrefix = opts.cachePrefix ?? process.env.RESPONSE_CACHE_PREFIX;
  const cacheStore = redisCacheStore(redisUrl, cachePrefix);
  // Cached answers are keyed under the generation of the shop's data, which every published change moves on.
  const generation = answerGeneration({ changes: opts.shopChanges, redisUrl: responseCacheEnabled() ? redisUrl : undefined, namespace: cachePrefix || undefined });
  const apollo = new ApolloServer<GatewayContext>({
    gateway: opts.inProcessSubgraph && subgraphCount(opts.supergraphSdl) === 1 ? directSingleSubgraph<GatewayContext>(gateway, opts.inProcessSubgraph) : gateway,
    ...limits,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    introspection: !opts.production,
    // The launcher owns shutdown order (gateway, backend, database); Apollo's own signal handler would race it.
    stopOnTerminationSignals: false,
    plugins: [
      ...apolloReportingPlugins<GatewayContext>(),
      ...limits.plugins,
      // Refused here, not forwarded: the gateway reports any 4xx from the backend as an internal error.
      inputHygienePlugin(),
      ...gatewayCachePlugins<GatewayContext>({ store: cacheStore, enabled: responseCacheEnabled(), generation: generation.current }),
      graphqlMetricsPlugin<GatewayContext>('gateway'),
      opts.production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
    ],
  });
  await apollo.start();

  const x = express();
  x.disable('x-powered-by');
  x.set('trust proxy', opts.trustProxy);
  const security = securityHeaders({ production: opts.production, razorpayCheckout: opts.razorpayCheckout ?? false });
  // Cached anonymous answers first: a hit is sent as prepared bytes, with the same headers as the rest
  // (GraphQL's from the GraphQL entry below, before Express; REST's here).
  const sharedCache = () => cacheStore ?? apollo.cache;
  const graphqlCache = responseCacheEnabled() ? replayCachedAnswers({ store: sharedCache, security, generation: generation.current }) : undefined;
  const restCache = responseCacheEnabled() ? restResponseCache({ backendUrl: opts.backendUrl, agent, store: sharedCache, security, generation: generation.current }) : undefined;
  if (restCache) x.use(restCache.replay);
  x.use(security);
  x.use(compressResponses());

  // Liveness: this process answers. Readiness: the backend behind it is ready (database up, migrations run).
  x.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  x.get('/readyz', async (req, res) => {
    const backend = await fetch(`${opts.backendUrl}/readyz`, { headers: { [REQUEST_ID_HEADER]: String(req.headers[REQUEST_ID_HEADER]) }, signal: AbortSignal.timeout(2000) })
      .then((r) => r.json() as Promise<{ status?: string; database?: string; migrations?: string }>)
      .catch(() => null);
    const ok = backend?.status === 'ok';
    res.status(ok ? 200 : 503).json({
      status: ok ? 'ok' : 'unavailable',
      service: 'gateway',
      backend: backend ? 'up' : 'down',
      database: backend?.database ?? 'unknown',
      migrations: backend?.migrations ?? 'unknown',
    });
  });

  // Anonymous catalogue GETs the cache missed are fetched and stored; everything else below passes to the backend.
  if (restCache) x.use(restCache.fill);

  // An upload declared larger than its limit is answered 413 here, never forwarded.
  x.use(uploadLimits());

  // Headers, status and body pass through as the backend wrote them; only X-Forwarded-* is added.
  // X-Forwarded-For is REPLACED by the address this gateway decided on (GATEWAY_TRUST_PROXY), as for
  // /graphql: appending would hand the backend whatever a shopper wrote in front of it, and a backend
  // that trusts the Docker network would believe it whenever the hop before the gateway is private too.
  x.use(
    createProxyMiddleware<express.Request>({
      target: opts.backendUrl,
      pathFilter: (path, req) => path.startsWith('/api/v1') || path.startsWith('/media') || isAdminApi(path, req.method),
      xfwd: true,
      agent,
      // The library's own error answer is plain text naming the backend's address: ours is JSON, and logged.
      ejectPlugins: true,
      // (Typed for plain Node requests; Express's are those plus more.)
      plugins: [debugProxyErrorsPlugin, proxyEventsPlugin] as unknown as Plugin<express.Request>[],
      on: {
        error: backendUnreachable,
        proxyReq: (proxyReq, req) => void proxyReq.setHeader('x-forwarded-for', req.ip ?? ''),
        // The shopper's connection is the gateway's to keep: the backend's hop-by-hop headers stay behind.
        proxyRes: (proxyRes, req) => {
          for (const h of HOP_BY_HOP) if (h !== 'transfer-encoding') delete proxyRes.headers[h];
          if (carriesToken(req.headers.authorization)) proxyRes.headers['cache-control'] = PRIVATE_NO_STORE;
        },
      },
    }),
  );

  x.use(
    '/graphql',
    express.json({ limit: JSON_LIMIT }),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        authorization: req.headers.authorization,
        forwardedFor: req.ip,
      }),
    }),
    // A body over JSON_LIMIT or broken JSON fails in the parser, before Apollo: answer JSON, never Express's HTML stack trace.
    errorMiddleware,
  );

  // The back office (dist/admin, beside the storefront's build): client-rendered only, never cached.
  const adminDir = opts.clientDir && path.join(path.dirname(opts.clientDir), 'admin');
  if (adminDir && fs.existsSync(path.join(adminDir, 'index.html'))) serveAdmin(x, adminDir);

  let page: (() => string) | undefined;
  if (opts.clientDir && fs.existsSync(path.join(opts.clientDir, 'index.html'))) {
    const execute = anonymousOperations(apollo, {});
    const rendering = await ServerRendering.load({ clientDir: opts.clientDir, rendererFile: rendererFile(path.dirname(opts.clientDir)), execute, publicUrl: opts.publicUrl });
    serveSeoFiles(x, rendering, execute);
    page = serveClient(x, opts.clientDir, rendering);
  }
  x.use(unmatchedRequests(page));
  x.use(finalErrors(page));

  // GraphQL POSTs skip Express (see graphqlPosts), the response cache's hits included; the answers carry
  // the same headers and compression as Express's.
  const trusted = x.get('trust proxy fn') as TrustProxy;
  const handler = graphqlPosts<GatewayContext>({
    path: '/graphql',
    apollo,
    limitBytes: JSON_LIMIT,
    context: async (req) => ({ authorization: req.headers.authorization, forwardedFor: proxyAddr(req, trusted) }),
    // Fresh REST answers this process keeps are sent before Express, like the GraphQL replays.
    rest: restCache ? (req, res) => void (restCache.replayKept(req, res) || x(req, res)) : x,
    replay: graphqlCache,
    decorate: (req, res) => void security.setOn(req, res),
    compress: true,
  });
  // A back-office request signed in by its cookie gets the cookie's token as its bearer, before anything reads it (common/staff-cookie.ts).
  const withStaffCookie: http.RequestListener = (req, res) => {
    staffCookieToBearer(req, opts.publicUrl?.());
    return handler(req, res);
  };
  return {
    handler: observedRequests('gateway', withStaffCookie),
    stop: async () => {
      await generation.stop();
      await apollo.stop();
    },
  };
}

/**
 * Which /admin addresses are the backend's: every request that is not a GET or HEAD (photo uploads at
 * POST /admin/media, imports) and every request under /admin/api/ (downloads such as exports). Every
 * other GET under /admin is a page of the back office, answered with its index.html.
 */
export function isAdminApi(path: string, method: string | undefined): boolean {
  if (path !== '/admin' && !path.startsWith('/admin/')) return false;
  if (path.startsWith('/admin/assets/')) return false;
  return (method !== 'GET' && method !== 'HEAD') || path.startsWith('/admin/api/');
}

/**
 * Serves the back office's build under /admin: its hashed assets for a year, and its one page for every
 * other GET (the client routes), never stored by any cache (it is the door to staff sessions) and kept
 * out of search engines.
 */
function serveAdmin(x: Express, dir: string) {
  x.use(
    '/admin/assets',
    precompressedFiles(path.join(dir, 'assets'), { maxAge: '365d', immutable: true }),
    express.static(path.join(dir, 'assets'), { maxAge: '365d', ...freshness(true) }),
    (_req: express.Request, res: express.Response) => {
      res.status(404).json({ message: 'No such asset.' });
    },
  );
  const index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  x.get(['/admin', '/admin/{*any}'], (_req, res) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }).type('html').send(index);
  });
}

/** Serves the built client; returns its client-rendered page, for answers that show the app (malformed URLs, errors). */
function serveClient(x: Express, dir: string, rendering: ServerRendering): () => string {
  // Vite puts content-hashed files under /assets: they never change, so browsers may keep them for a year.
  x.use(
    '/assets',
    precompressedFiles(path.join(dir, 'assets'), { maxAge: '365d', immutable: true }),
    express.static(path.join(dir, 'assets'), { maxAge: '365d', ...freshness(true) }),
    (_req: express.Request, res: express.Response) => {
      res.status(404).json({ message: 'No such asset.' });
    },
  );
  x.use(precompressedFiles(dir, { maxAge: '1h' }), express.static(dir, { index: false, maxAge: '1h' }));
  // Every other GET is a page: public ones rendered on the server, the rest (and any failure) by the client.
  x.get('/{*any}', rendering.handler);
  const index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  return () => index;
}
