// After `vite build`: writes a brotli (.br) and a gzip (.gz) twin of every compressible client file over
// 1 KB, once, at the strongest settings, so the gateway serves them without compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// The built client by default; another folder as the first argument (the tests' stand-in build).
const dir = path.resolve(process.argv[2] ?? path.join(root, 'dist/client'));
// Keep in step with PRECOMPRESSED_EXTENSIONS in server/src/edge/compression.ts.
const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const full = path.join(d, e.name);
    if (e.isDirectory()) walk(full);
    else if (EXTENSIONS.has(path.extname(e.name))) {
      const data = fs.readFileSync(full);
      if (data.length < MIN_BYTES) continue;
      const br = zlib.brotliCompressSync(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      });
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      files += 1;
      before += data.length;
      after += br.length;
    }
  }
}
if (fs.existsSync(dir)) walk(dir);
console.log(`compressed ${files} client files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with brotli`);
