import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function newest(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  const st = fs.statSync(dir);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(dir).map((f) => newest(path.join(dir, f))));
}

/** Finds Chromium (loudly says so when there is none) and makes sure the client build is current. */
export default function setup(project: TestProject) {
  const chromium = CANDIDATES.find((p) => p && fs.existsSync(p)) ?? '';
  if (!chromium) {
    const msg = [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '!!  NO CHROMIUM FOUND: the browser tests are SKIPPED.              !!',
      '!!  Install it with `apt-get install -y chromium` (or set          !!',
      '!!  CHROMIUM_PATH) to run them. `.ci/run` does this for you.       !!',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '',
    ].join('\n');
    if (process.env.REQUIRE_BROWSER) throw new Error(`REQUIRE_BROWSER is set but no Chromium was found.${msg}`);
    console.warn(msg);
  }
  project.provide('chromiumPath', chromium);
  if (!chromium) return;

  const root = path.resolve('.');
  const built = path.join(root, 'dist/client/index.html');
  const stale =
    !fs.existsSync(built) ||
    !fs.existsSync(path.join(root, 'dist/client-ssr/entry-server.mjs')) ||
    !fs.existsSync(path.join(root, 'dist/admin/index.html')) ||
    newest(path.join(root, 'client')) > fs.statSync(built).mtimeMs;
  // Vitest sets NODE_ENV=test; the browser must get a production build like users do.
  if (stale) execSync('npm run build:client', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
