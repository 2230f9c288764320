/**
 * Prints the (name, colour) key of each of the first N generated products, one per line, so their
 * distinctness can be checked at any size with bounded memory:
 *   node -r ./scripts/ts-register.cjs bench/catalogue-keys.ts 5000000 | LC_ALL=C sort -u | wc -l
 */
import { catalogueStream } from '../server/src/seed/generate-catalogue';

const count = Number(process.argv[2] ?? 1_000_000);
let lines: string[] = [];
let n = 0;
const out = process.stdout;
async function main() {
  for (const p of catalogueStream()) {
    if (n++ >= count) break;
    lines.push(`${p.name.toLowerCase()}\t${p.color}`);
    if (lines.length === 10_000) {
      if (!out.write(lines.join('\n') + '\n')) await new Promise((r) => out.once('drain', r));
      lines = [];
    }
  }
  if (lines.length) out.write(lines.join('\n') + '\n');
}
main();
