import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../backend';
import { publishChange } from '../common/shop-changes';
import { systemContext } from '../context';
import { createGateway } from '../gateway';
import { catalogService } from '../modules/catalog/catalog.service';
import type { ProductPhoto } from '../modules/media/photos';
import { composeSupergraph } from '../schema/supergraph';
import { aProduct } from '../test/builders';
import { startTestShop, type TestShop } from '../test/shop';
import { listenForShopChanges, type ShopChangeFeed } from './shop-change-feed';

// The server tests run with the cache off (they read right after writing); here it is the subject.
process.env.RESPONSE_CACHE = 'on';

/** Staff changes reach shoppers within a second; polled a little longer than that before failing. */
const FRESH_WITHIN_MS = 1500;

async function freshWithin<T>(ask: () => Promise<T>, isFresh: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + FRESH_WITHIN_MS;
  for (;;) {
    const answer = await ask();
    if (isFresh(answer)) return answer;
    if (Date.now() > deadline) return answer;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const INDEX = '<!doctype html><html><head><title>Rangrez</title></head><body><div id="root"></div></body></html>';
/** A stand-in for the client's server build: a product page shows the product's name, read with the gateway's GraphQL. */
const RENDERER = `
export const SERVER_STATE_ID = 'server-state';
export const SITEMAP_PAGES = ['/'];
export async function renderPage({ url, execute }) {
  const m = /^\\/product\\/([^/?]+)/.exec(url);
  if (!m) return null;
  const { data } = await execute('query ProductPage($id: ID!) { product(id: $id) { id name } }', { id: m[1] });
  const name = data && data.product ? data.product.name : 'missing';
  return {
    status: 200, screens: [], head: '<title>' + name + '</title>', state: '{}',
    pipe(out) { out.write('<h1>' + name + '</h1>'); out.end(); },
    abort() {},
  };
}
`;

const NAME = `query Name($id: ID!) { product(id: $id) { id name images } }`;

const aPhoto = (id: string): ProductPhoto => ({
  id,
  alt: 'Front',
  width: 1200,
  height: 1600,
  variants: [{ format: 'jpeg', width: 960, height: 1280, key: `photos/${id.slice(0, 8)}-960.jpg`, bytes: 1000 }],
});

let shop: TestShop;
let dir: string;

/** A staff catalogue write, as the catalogue's services make it: the row, then the announcement, in one transaction. */
const renameAsStaff = (id: string, name: string) =>
  shop.app.db.transaction(async (em) => {
    await em.query('UPDATE product SET name = $2 WHERE id = $1', [id, name]);
    await publishChange({ em }, { kind: 'product', ids: [id] });
  });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rz-fresh-'));
  fs.mkdirSync(path.join(dir, 'client'));
  fs.mkdirSync(path.join(dir, 'client-ssr'));
  fs.writeFileSync(path.join(dir, 'client', 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'client-ssr', 'entry-server.mjs'), RENDERER);
  shop = await startTestShop({ clientDir: path.join(dir, 'client') });
});
afterAll(async () => {
  await shop?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a staff change reaches every cached public answer within a second', () => {
  it('GraphQL, REST, the server-rendered page and the sitemap show a renamed product', async () => {
    const tee = await aProduct(shop.app.db, { name: 'Kurta Before' });
    const graphql = () => shop.gql(NAME, { id: tee.id });
    const rest = () => shop.http(`/api/v1/products/${tee.id}`);
    const page = () => shop.http(`/product/${tee.id}`);
    // Cached: a second answer comes from the cache (Age), and a change behind the shop's back is not seen.
    for (let i = 0; i < 2; i++) {
      expect((await graphql()).body.data.product.name).toBe('Kurta Before');
      expect((await rest()).body.productName).toBe('Kurta Before');
      expect((await page()).body).toContain('<h1>Kurta Before</h1>');
    }
    expect((await graphql()).headers.get('age')).not.toBeNull();
    expect((await rest()).headers.get('age')).not.toBeNull();
    await shop.app.db.query('UPDATE product SET name = $2 WHERE id = $1', [tee.id, 'Kurta Unannounced']);
    expect((await graphql()).body.data.product.name).toBe('Kurta Before');
    expect((await page()).body).toContain('<h1>Kurta Before</h1>');

    await renameAsStaff(tee.id, 'Kurta After');
    expect((await freshWithin(graphql, (a) => a.body.data.product.name === 'Kurta After')).body.data.product.name).toBe('Kurta After');
    expect((await freshWithin(rest, (a) => a.body.productName === 'Kurta After')).body.productName).toBe('Kurta After');
    expect((await freshWithin(page, (a) => a.body.includes('<h1>Kurta After</h1>'))).body).toContain('<h1>Kurta After</h1>');
  });

  it('the sitemap lists a new product, and a listing shows it', async () => {
    const LISTING = `query Listing { searchProducts(input: { limit: 100 }) { items { id } } }`;
    const sitemap = () => shop.http('/sitemap.xml');
    const listing = () => shop.gql(LISTING);
    await sitemap();
    await listing();
    const added = await shop.app.db.transaction(async (em) => {
      const product = await aProduct(em.connection, { name: 'Newly Added Dupatta' });
      await publishChange({ em }, { kind: 'catalogue', ids: [product.id] });
      return product;
    });
    expect((await freshWithin(sitemap, (a) => a.body.includes(`/product/${added.id}`))).body).toContain(`/product/${added.id}</loc>`);
    const ids = (await freshWithin(listing, (a) => a.body.data.searchProducts.items.some((p: { id: string }) => p.id === added.id))).body.data.searchProducts.items.map((p: { id: string }) => p.id);
    expect(ids).toContain(added.id);
  });

  it('a product photo set through the catalogue service shows in GraphQL and REST answers', async () => {
    const shirt = await aProduct(shop.app.db, { name: 'Photographed Shirt' });
    const before = (await shop.gql(NAME, { id: shirt.id })).body.data.product.images as string[];
    await shop.http(`/api/v1/products/${shirt.id}`);
    const photo = aPhoto(crypto.randomUUID());
    await shop.app.db.transaction((em) => catalogService.setProductPhotos({ ...systemContext(shop.app), em }, shirt.id, [photo]));

    const graphql = await freshWithin(
      () => shop.gql(NAME, { id: shirt.id }),
      (a) => a.body.data.product.images[0] !== before[0],
    );
    expect(graphql.body.data.product.images).toEqual([`/media/${photo.variants[0].key}`]);
    const rest = await freshWithin(
      () => shop.http(`/api/v1/products/${shirt.id}`),
      (a) => a.body.images[0].endsWith(photo.variants[0].key),
    );
    expect(rest.body.images[0]).toMatch(new RegExp(`/media/${photo.variants[0].key}$`));
  });

  it('a change rolled back announces nothing, and the answers stay as they were', async () => {
    const cap = await aProduct(shop.app.db, { name: 'Steady Cap' });
    await shop.gql(NAME, { id: cap.id });
    await shop.app.db
      .transaction(async (em) => {
        await em.query('UPDATE product SET name = $2 WHERE id = $1', [cap.id, 'Never Saved Cap']);
        await publishChange({ em }, { kind: 'product', ids: [cap.id] });
        throw new Error('the staff member cancelled');
      })
      .catch(() => undefined);
    // The announcement of a later change is delivered after the rolled-back one would have been.
    await shop.app.db.query('UPDATE product SET name = $2 WHERE id = $1', [cap.id, 'Quietly Renamed Cap']);
    const other = await aProduct(shop.app.db, { name: 'Other Product' });
    await shop.gql(NAME, { id: other.id });
    await renameAsStaff(other.id, 'Other Product Renamed');
    await freshWithin(
      () => shop.gql(NAME, { id: other.id }),
      (a) => a.body.data.product.name === 'Other Product Renamed',
    );
    // Everything cached was dropped by that change (one generation for the whole catalogue): the cap reads afresh.
    expect((await shop.gql(NAME, { id: cap.id })).body.data.product.name).toBe('Quietly Renamed Cap');
  });
});

/** Whether something answers on 127.0.0.1:6379 (Redis runs on the project's machines; not everywhere). */
const redisReachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 6379, timeout: 500 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
  socket.once('error', () => resolve(false));
});

describe.skipIf(!redisReachable)('through a response cache shared in Redis', () => {
  const prefix = `rz-fresh-${crypto.randomBytes(4).toString('hex')}`;
  const gateways: { server: http.Server; stop: () => Promise<void> }[] = [];
  let feed: ShopChangeFeed;

  const gatewayOn = async (shopChanges?: ShopChangeFeed) => {
    const gw = await createGateway({ backendUrl: shop.backendUrl, supergraphSdl: await composeSupergraph(), production: false, trustProxy: 'loopback', redisUrl: 'redis://127.0.0.1:6379', cachePrefix: prefix, shopChanges });
    const server = await listen(gw.handler, 0, '127.0.0.1');
    gateways.push({ server, stop: gw.stop });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const ask = async (url: string, id: string) => {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: NAME, variables: { id } }) });
    return { age: res.headers.get('age'), name: ((await res.json()) as { data: { product: { name: string } } }).data.product.name };
  };
  const restName = async (url: string, id: string) => ((await (await fetch(`${url}/api/v1/products/${id}`)).json()) as { productName: string }).productName;

  beforeAll(async () => {
    feed = listenForShopChanges(databaseUrlOf(shop));
    await feed.ready;
  });
  afterAll(async () => {
    for (const g of gateways) {
      g.server.closeAllConnections();
      g.server.close();
      await g.stop();
    }
    await feed?.stop();
  });

  it('one gateway hears the change from the database, another only through Redis; both answer afresh', async () => {
    const listening = await gatewayOn(feed);
    const following = await gatewayOn();
    const id = (await aProduct(shop.app.db, { name: 'Shared Saree' })).id;
    // Both have connected to Redis by the time a shopper asks.
    await new Promise((r) => setTimeout(r, 500));
    expect((await ask(listening, id)).name).toBe('Shared Saree');
    expect(await restName(listening, id)).toBe('Shared Saree');
    // The entry is written in the background after the first answer: the other gateway finds it.
    const shared = await freshWithin(
      () => ask(following, id),
      (a) => a.age !== null,
    );
    expect(shared).toMatchObject({ name: 'Shared Saree' });

    await renameAsStaff(id, 'Shared Saree, Renamed');
    for (const url of [following, listening]) {
      expect((await freshWithin(() => ask(url, id), (a) => a.name === 'Shared Saree, Renamed')).name).toBe('Shared Saree, Renamed');
      expect(await freshWithin(() => restName(url, id), (n) => n === 'Shared Saree, Renamed')).toBe('Shared Saree, Renamed');
    }
  });
});

/** The test database's URL, as the shop's data source was given it. */
function databaseUrlOf(s: TestShop): string {
  const o = s.app.db.options as { url?: string };
  if (!o.url) throw new Error('the test shop has no database URL');
  return o.url;
}
