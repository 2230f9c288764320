// `npm start` builds only what changed since the last build: a second start is instant.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['server/src', 'migrations', 'client/src', 'client/public', 'client/index.html', 'client/vite.config.mts', 'client/admin', 'package.json', 'schema.graphql'];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(full).map((f) => newest(path.join(p, f))));
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changed = Math.max(...inputs.map(newest));
if (changed > built || !fs.existsSync(path.join(root, 'dist/server/src/main.js')) || !fs.existsSync(path.join(root, 'dist/client/index.html')) || !fs.existsSync(path.join(root, 'dist/client-ssr/entry-server.mjs')) || !fs.existsSync(path.join(root, 'dist/admin/index.html'))) {
  console.log('Building the shop (server, supergraph, client)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stamp, new Date().toISOString());
} else {
  console.log('Build is up to date.');
}
