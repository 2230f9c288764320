import { Client } from 'pg';
import { readConfig } from '../config';
import { composeSupergraph } from '../schema/supergraph';
import { startShop, type RunningShop } from '../shop';
import { createTestDatabase } from './db';

export const TEST_JWT_SECRET = 'test-secret-for-vitest-only';

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestShop extends RunningShop {
  /** Any HTTP call against the gateway's origin. */
  http<T = any>(path: string, init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; raw?: string }): Promise<HttpAnswer<T>>;
  /**
   * A statement as the tables' owner (who migrates), on a connection of its own: for tests that must
   * break or inspect the schema. `shop.app.db` runs as the shop's runtime role, which may not.
   */
  asOwner<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Statements as the owner in one transaction that is always rolled back: to see what the planner
   * does without some index, say, leaving the schema as it was.
   */
  rolledBackAsOwner<T>(work: (owner: Client) => Promise<T>): Promise<T>;
  /** A GraphQL operation through the gateway, as the browser sends it. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<HttpAnswer<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>>;
}

/**
 * The real shop (gateway + backend) on free ports over a fresh database. Tests talk to it over HTTP,
 * exactly as clients do. `seed: true` loads the demo catalogue.
 */
export async function startTestShop(opts: { seed?: boolean; clientDir?: string; env?: Record<string, string> } = {}): Promise<TestShop> {
  const db = await createTestDatabase();
  const config = readConfig({ PORT: '0', BACKEND_PORT: '0', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '.data/test', ...opts.env });
  // Always composed from the code under test: a supergraph left in dist/ by an older build would hide new fields.
  const supergraphSdl = await composeSupergraph();
  const shop = await startShop(config, db.url, { seed: opts.seed ?? false, clientDir: opts.clientDir ?? '/nonexistent', supergraphSdl });
  config.publicUrl = shop.url;

  const http: TestShop['http'] = async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token !== undefined) headers.authorization = `bearer ${init.token}`;
    let body: string | undefined = init.raw;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    } else if (init.raw !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(shop.url + path, { method: init.method ?? 'GET', headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: tests assert on that */
    }
    return { status: res.status, body: parsed as any, headers: res.headers };
  };

  const asOwner: TestShop['asOwner'] = async (sql, params) => {
    const c = new Client({ connectionString: db.url });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows;
    } finally {
      await c.end();
    }
  };

  const rolledBackAsOwner: TestShop['rolledBackAsOwner'] = async (work) => {
    const c = new Client({ connectionString: db.url });
    await c.connect();
    try {
      await c.query('BEGIN');
      return await work(c);
    } finally {
      await c.query('ROLLBACK').catch(() => undefined);
      await c.end();
    }
  };

  return {
    ...shop,
    http,
    asOwner,
    rolledBackAsOwner,
    gql: (query, variables, token) => http('/graphql', { method: 'POST', body: { query, variables }, token }),
    async stop() {
      await shop.stop();
      await db.drop();
    },
  };
}
