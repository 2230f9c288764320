/**
 * Two shop nodes, as two machines would run them: separate `npm start` launchers (SERVICE=all, one
 * worker each, their own ports and data folders, nothing shared on disk), over ONE PostgreSQL database,
 * ONE Redis (the gateways' response cache) and ONE S3-protocol server (s3rver, the media), with a real
 * SMTP server taking the mail. Each node runs from the TypeScript sources (as the launcher test does),
 * so no build is needed.
 *
 * Redis must be reachable (127.0.0.1:6379, or TWO_MACHINES_REDIS_URL): this test fails, loudly, rather
 * than skip without it. Everything it starts is stopped, and everything it made removed, in afterAll,
 * whatever failed.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@keyv/redis';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../server/src/config';
import { createAppServices, type AppServices } from '../server/src/context';
import { connectAndMigrate } from '../server/src/db/database';
import { freePort } from '../server/src/db/embedded';
import type { RunningShop } from '../server/src/shop';
import { A_DELIVERY_ADDRESS, aProduct } from '../server/src/test/builders';
import { createTestDatabase, type TestDatabase } from '../server/src/test/db';
import { startTestS3Server, type TestS3Server } from '../server/src/test/s3';
import { startTestSmtpServer, type TestSmtpServer } from '../server/src/test/smtp';
import { aStaffMember } from '../server/src/test/staff-builders';

const REDIS_URL = process.env.TWO_MACHINES_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Generous for this 2-core machine shared with the rest of the suite; a node usually starts in 10–20 s. */
const START_TIMEOUT_MS = 100_000;

const JWT_SECRET = crypto.randomBytes(32).toString('hex');
const TOTP_ENCRYPTION_KEY = crypto.randomBytes(32).toString('base64');
/** This run's keys in the shared Redis, removed at the end. */
const CACHE_PREFIX = `rangrez-test-two-machines-${crypto.randomBytes(6).toString('hex')}`;

interface ShopNode {
  name: string;
  url: string;
  /** The launcher's pid, which is also its process group (its worker is in it). */
  pid: number;
  dataDir: string;
  output(): string;
  exited: Promise<string>;
  gone(): boolean;
}

const nodes: ShopNode[] = [];
const tempDirs: string[] = [];
let db: TestDatabase | undefined;
let ds: DataSource | undefined;
let app: AppServices;
let s3: TestS3Server | undefined;
let smtp: TestSmtpServer | undefined;
let a: ShopNode;
let b: ShopNode;
let manager: string;

/** Redis is part of what is tested: without it the test fails here, with the reason. */
async function requireRedis(): Promise<void> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    expect(await client.ping()).toBe('PONG');
  } catch (e) {
    throw new Error(
      `two-machines.test.ts needs Redis at ${REDIS_URL} (the shared response cache under test) and could not reach it: ${e instanceof Error ? e.message : String(e)}. ` +
        'Start one (e.g. `redis-server --save "" --daemonize yes`) or point TWO_MACHINES_REDIS_URL at one. This test does not skip.',
    );
  } finally {
    await client.close().catch(() => undefined);
  }
}

async function dropCacheKeys(): Promise<void> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${CACHE_PREFIX}*`, COUNT: 500 })) keys.push(...(batch as unknown as string[]));
    if (keys.length) await client.del(keys);
  } catch {
    /* Redis gone meanwhile: nothing more to do */
  } finally {
    await client.close().catch(() => undefined);
  }
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** One machine: `npm start` (primary + one worker), from the sources, in a process group of its own. */
async function startNode(name: string): Promise<ShopNode> {
  const [port, backendPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rz-node-${name}-`));
  tempDirs.push(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    SERVICE: 'all',
    WEB_CONCURRENCY: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    BACKEND_PORT: String(backendPort),
    PUBLIC_URL: url,
    METRICS_PORT: 'off',
    DATA_DIR: dataDir,
    DATABASE_URL: db!.url,
    JWT_SECRET,
    TOTP_ENCRYPTION_KEY,
    REDIS_URL,
    RESPONSE_CACHE_PREFIX: CACHE_PREFIX,
    SMTP_URL: smtp!.url,
    JOB_POLL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
    APOLLO_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'warn',
    ...s3!.env,
  };
  // The test runner turns the response cache off for in-process shops; these nodes run with it on.
  delete env.RESPONSE_CACHE;
  const child = spawn(process.execPath, ['-r', './scripts/ts-register.cjs', 'server/src/main.ts'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (d: Buffer) => (out = (out + d.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let gone = false;
  const exited = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => {
      gone = true;
      resolve(String(signal ?? code));
    }),
  );
  const node: ShopNode = { name, url, pid: child.pid!, dataDir, output: () => out, exited, gone: () => gone };
  nodes.push(node);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!out.includes('Rangrez is open') && !gone) {
    if (Date.now() > deadline) throw new Error(`node ${name} did not start within ${START_TIMEOUT_MS / 1000} s:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (gone) throw new Error(`node ${name} exited while starting:\n${out}`);
  return node;
}

beforeAll(async () => {
  await requireRedis();
  [db, s3, smtp] = await Promise.all([createTestDatabase(), startTestS3Server(), startTestSmtpServer()]);
  // The test's own view of the shop's database (as an operator's script has): migrated once here, so
  // the two nodes start together without racing on the schema, and find a catalogue (no demo seed).
  const testDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rz-two-machines-'));
  tempDirs.push(testDir);
  const config = readConfig({ JWT_SECRET, TOTP_ENCRYPTION_KEY, DATA_DIR: testDir, DATABASE_URL: db.url });
  ds = await connectAndMigrate(db.url, 4);
  app = createAppServices(config, ds);
  await aProduct(ds, { name: 'Catalogue Tee' });
  manager = (await aStaffMember({ app } as RunningShop, 'manager')).token;
  [a, b] = await Promise.all([startNode('a'), startNode('b')]);
}, 2 * START_TIMEOUT_MS);

afterAll(async () => {
  for (const node of nodes) killGroup(node.pid, 'SIGKILL');
  await Promise.all(nodes.map((n) => Promise.race([n.exited, new Promise((r) => setTimeout(r, 5000))])));
  await ds?.destroy().catch(() => undefined);
  await db?.drop();
  await s3?.close();
  await smtp?.stop();
  await dropCacheKeys();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- talking to a node as a client does

interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T = any>(node: ShopNode, urlPath: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(node.url + urlPath, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

const gql = (node: ShopNode, query: string, variables: Record<string, unknown> = {}, token?: string) => call(node, '/graphql', { method: 'POST', body: { query, variables }, token });

/** A shopper account inserted directly, with a token signed with the nodes' shared JWT secret. */
async function aShopperAccount(tag: string): Promise<{ id: string; email: string; token: string }> {
  const email = `${tag}-${crypto.randomBytes(4).toString('hex')}@example.in`;
  const [row] = (await ds!.query(
    `INSERT INTO app_user (username, email, mobile, city, pincode, password_hash) VALUES ($1, $2, '9876543210', 'Noida', '201301', 'not-a-real-hash') RETURNING id, username, email`,
    [tag, email],
  )) as { id: string; username: string; email: string }[];
  return { id: row.id, email, token: app.tokens.sign(row) };
}

/** COD Buy Now in the legacy contract (POST /api/v1/orders/order/:productId). */
const buyNow = (node: ShopNode, productId: string, token: string) =>
  call(node, `/api/v1/orders/order/${productId}`, { method: 'POST', body: { quantity: 1, paymentMode: 'COD', size: 'NA', ...A_DELIVERY_ADDRESS }, token });

// ---------------------------------------------------------------- what two machines must share

describe('two shop nodes on one PostgreSQL, one Redis and one S3 server', () => {
  it('a photo uploaded through node A is served by node B, from the bucket (neither keeps it on its disk)', async () => {
    const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 180, g: 40, b: 60 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'kurta.jpg');
    form.append('alt', 'A red kurta');
    const res = await fetch(`${a.url}/admin/media`, { method: 'POST', body: form, headers: { authorization: `bearer ${manager}` } });
    const uploaded = (await res.json()) as { variants: { format: string; url: string; bytes: number }[] };
    expect(res.status, JSON.stringify(uploaded)).toBe(201);
    expect(uploaded.variants.length).toBeGreaterThan(0);

    const client = s3!.client();
    for (const v of uploaded.variants) {
      const served = await fetch(b.url + v.url);
      expect(served.status, v.url).toBe(200);
      expect(served.headers.get('content-type'), v.url).toBe({ avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[v.format]);
      expect(served.headers.get('cache-control'), v.url).toBe('public, max-age=31536000, immutable');
      const body = Buffer.from(await served.arrayBuffer());
      expect(body.length, v.url).toBe(v.bytes);
      const stored = await client.getObject({ Bucket: s3!.bucket, Key: v.url.replace(/^\/media\//, '') });
      expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(body), v.url).toBe(true);
    }
    for (const node of [a, b]) expect(fs.existsSync(path.join(node.dataDir, 'media', 'photos')), node.name).toBe(false);
  });

  it("a staff price change through node A shows in node B's cached answers at once, not after the cache's 60 s", async () => {
    const product = await aProduct(ds!, { name: 'Cached Price Tee', pricePaise: 39999 });
    const PRICE = `query TwoMachinesPrice($id: ID!) { product(id: $id) { id pricePaise } }`;
    const priceOn = async (node: ShopNode) => {
      const res = await gql(node, PRICE, { id: product.id });
      expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
      return res.body.data.product.pricePaise as number;
    };
    // A computes the anonymous answer and keeps it in Redis; B, asked next, answers A's copy: a price
    // changed behind the shop's back (no announcement) is not seen through the shared cache.
    expect(await priceOn(a)).toBe(39999);
    await ds!.query('UPDATE product SET price_paise = 11111 WHERE id = $1', [product.id]);
    const cached = await gql(b, PRICE, { id: product.id });
    expect(cached.body.data.product.pricePaise).toBe(39999);
    expect(cached.headers.get('cache-control')).toMatch(/max-age=60\b/);
    expect(await priceOn(b)).toBe(39999);

    const changedAt = Date.now();
    const update = await gql(a, `mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id pricePaise } }`, { id: product.id, input: { pricePaise: 45900 } }, manager);
    expect(update.body.errors, JSON.stringify(update.body)).toBeUndefined();
    expect(update.body.data.updateProduct.pricePaise).toBe(45900);
    let seen = await priceOn(b);
    while (seen !== 45900 && Date.now() - changedAt < 5000) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await priceOn(b);
    }
    expect(seen, 'node B still answers the old price 5 s after the change').toBe(45900);
    expect(await priceOn(a)).toBe(45900);
  });

  it('20 mails queued through both nodes reach the SMTP server exactly once each', async () => {
    const product = await aProduct(ds!, { name: 'Mailed Mug', kind: 'mug', availableSizes: [], stock: 100 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, i) => aShopperAccount(`mailed${i}`)));
    const answers = await Promise.all(shoppers.map((s, i) => buyNow(i % 2 ? b : a, product.id, s.token)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));

    const addresses = new Set(shoppers.map((s) => s.email));
    const ours = () => smtp!.received.filter((m) => m.to.some((t) => addresses.has(t)));
    const deadline = Date.now() + 45_000;
    while (ours().length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // A few more polls of both nodes' workers: a second copy would arrive now.
    await new Promise((r) => setTimeout(r, 1500));

    const mails = ours();
    const perRecipient = new Map<string, number>();
    for (const m of mails) for (const t of m.to) perRecipient.set(t, (perRecipient.get(t) ?? 0) + 1);
    expect([...addresses].map((e) => perRecipient.get(e) ?? 0)).toEqual(Array(20).fill(1));
    const messageIds = mails.map((m) => m.header('message-id'));
    expect(new Set(messageIds).size).toBe(20);
    const stored = (await ds!.query(`SELECT message_id, sent_at IS NOT NULL AS sent FROM mail_message WHERE to_address = ANY($1)`, [[...addresses]])) as { message_id: string; sent: boolean }[];
    expect(stored.map((r) => r.sent)).toEqual(Array(20).fill(true));
    expect(new Set(stored.map((r) => r.message_id))).toEqual(new Set(messageIds));
  });

  it('node A killed (SIGKILL) during 20 checkouts leaves no half order and stock equal to its ledger, while node B keeps serving', async () => {
    const INITIAL = 40;
    const product = await aProduct(ds!, { name: 'Contested Cap', kind: 'cap', availableSizes: [], stock: INITIAL });
    const shoppers = await Promise.all(Array.from({ length: 21 }, (_, i) => aShopperAccount(`buyer${i}`)));

    // Node B is asked all along, every 100 ms: a catalogue read and a shopper's own (uncached) orders.
    const bAnswers: number[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const [page, mine] = await Promise.all([
          call(b, `/api/v1/products/${product.id}`).then((r) => r.status, () => 0),
          gql(b, '{ myOrders { id } }', {}, shoppers[20].token).then((r) => (r.body?.errors ? -1 : r.status), () => 0),
        ]);
        bAnswers.push(page, mine);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    // The machine dies once a few orders are through, with the others in flight (some of them inside
    // their transaction): the answers of the first KILL_AFTER are the orders A confirmed before it died.
    const KILL_AFTER = 5;
    let answered = 0;
    let enoughAnswered!: () => void;
    const killTime = new Promise<void>((resolve) => (enoughAnswered = resolve));
    const checkouts = shoppers.slice(0, 20).map((s) =>
      buyNow(a, product.id, s.token).then(
        (r) => {
          if (++answered >= KILL_AFTER) enoughAnswered();
          return r.status;
        },
        () => 0,
      ),
    );
    await Promise.race([killTime, new Promise((r) => setTimeout(r, 20_000))]);
    killGroup(a.pid, 'SIGKILL');
    const statuses = await Promise.all(checkouts);
    expect(await a.exited).toBe('SIGKILL');
    const okAtA = statuses.filter((s) => s === 200).length;
    expect(okAtA, 'orders node A confirmed').toBeGreaterThan(0);
    expect(answered, `the kill came while checkouts were in flight (answers: ${statuses.join(',')})`).toBeLessThan(20);
    const bStatusesAround = [...bAnswers];

    // After: B takes an order for the same product, and every answer B gave was a success.
    const after = await buyNow(b, product.id, shoppers[20].token);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    watching = false;
    await watcher;
    expect(bStatusesAround.length).toBeGreaterThan(0);
    expect(bStatusesAround.filter((s) => s !== 200)).toEqual([]);

    // No half order anywhere: each order has its lines and its history, and every order holds its stock.
    const halfOrders = await ds!.query(
      `SELECT o.id FROM customer_order o
       WHERE NOT EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id)
          OR NOT EXISTS (SELECT 1 FROM order_history h WHERE h.order_id = o.id)`,
    );
    expect(halfOrders).toEqual([]);
    const orders = (await ds!.query(
      `SELECT o.id, l.quantity,
              (SELECT coalesce(sum(-s.delta), 0)::int FROM stock_ledger s WHERE s.order_id = o.id AND s.product_id = $1 AND s.reason = 'order_placed') AS taken
       FROM customer_order o JOIN order_line l ON l.order_id = o.id WHERE l.product_id = $1`,
      [product.id],
    )) as { id: string; quantity: number; taken: number }[];
    // Every order A confirmed is there (it may hold more: an order committed as its answer was cut off), and B's.
    expect(orders.length).toBeGreaterThanOrEqual(okAtA + 1);
    expect(orders.length).toBeLessThanOrEqual(21);
    for (const o of orders) expect(o.taken, `stock taken for order ${o.id}`).toBe(o.quantity);
    const [{ stock }] = (await ds!.query('SELECT stock FROM product WHERE id = $1', [product.id])) as { stock: number }[];
    expect(stock).toBe(INITIAL - orders.reduce((sum, o) => sum + o.quantity, 0));
    const mismatches = await ds!.query(
      `SELECT p.id, p.stock, coalesce(sum(l.delta), 0)::int AS ledger
       FROM product p LEFT JOIN stock_ledger l ON l.product_id = p.id
       GROUP BY p.id HAVING p.stock <> coalesce(sum(l.delta), 0)`,
    );
    expect(mismatches).toEqual([]);
    expect((await call(b, '/healthz')).status).toBe(200);
  });
});
