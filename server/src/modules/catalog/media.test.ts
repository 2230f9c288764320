import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

describe('GET /media/products/…: generated pictures', () => {
  it('draws known kinds, colours, prints and views', async () => {
    for (const path of ['/media/products/mug/white/front.svg', '/media/products/tshirt/black/heart/detail.svg', '/media/products/cap/rainbow/back.svg']) {
      const res = await shop.http(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^image\/svg\+xml/);
      expect(String(res.body), path).toMatch(/^<svg /);
    }
  });

  it('answers 404 JSON for anything else, names on every object prototype included', async () => {
    const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'nosuchthing'];
    const paths = names.flatMap((name) => [
      `/media/products/${name}/red/front.svg`,
      `/media/products/tshirt/${name}/front.svg`,
      `/media/products/tshirt/red/${name}/front.svg`,
      `/media/products/tshirt/red/${name}.svg`,
      `/media/products/tshirt/red/heart/${name}`,
    ]);
    for (const path of paths) {
      const res = await shop.http(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ message: 'No such image.' });
    }
  });
});
