import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestShop, type TestShop } from './shop';

/**
 * The test shop serving a stand-in for the client's build output (index.html and one hashed asset,
 * /assets/index-abc123.js): what the gateway does with any build's files. Stopping it removes the files.
 */
export async function startTestShopWithAClientBuild(): Promise<TestShop> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rz-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Rangrez</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  const shop = await startTestShop({ clientDir: dir });
  return {
    ...shop,
    async stop() {
      await shop.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
