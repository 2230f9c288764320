/**
 * `npm run bench:media`: the time from an uploaded photo to all of its stored variants.
 *
 * Generates a 12-megapixel JPEG (4000 × 3000, photo-like: blurred noise over a gradient, with EXIF
 * orientation and GPS as a phone writes them), then runs the upload's own work on it several times:
 * content check (inspectPhoto), every width in AVIF, WebP and JPEG (encodeVariants), each written to a
 * media store in a temporary folder. The database row is left out: it is one INSERT. Prints the median
 * and slowest run, and the time and bytes of each format.
 *
 * Options: --runs N (default 5).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FsMediaStore } from '../server/src/modules/media/fs-media-store';
import { encodeVariants, inspectPhoto } from '../server/src/modules/media/photo-variants';
import { PHOTO_MIME } from '../server/src/modules/media/photos';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;

async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(2.5)
    .raw()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c2410c"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .composite([{ input: gradient, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 0/1' } })
    .toBuffer();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const file = await twelveMegapixelJpeg();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-'));
  const store = new FsMediaStore(dir);
  console.log(`input: 4000 × 3000 JPEG (12 MP), ${(file.length / 1024 / 1024).toFixed(1)} MB; ${runs} runs; ${os.availableParallelism()} cores; sharp concurrency ${sharp.concurrency()}`);
  const totals: number[] = [];
  const perFormat = new Map<string, { ms: number[]; bytes: number }>();
  let variants = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const photo = await inspectPhoto(file);
      let last = performance.now();
      const times = new Map<string, number>();
      variants = 0;
      let bytes = new Map<string, number>();
      await encodeVariants(file, photo, async (v) => {
        await store.put(v.key, v.body, PHOTO_MIME[v.format]);
        const now = performance.now();
        times.set(v.format, (times.get(v.format) ?? 0) + now - last);
        bytes.set(v.format, (bytes.get(v.format) ?? 0) + v.body.length);
        last = now;
        variants++;
      });
      totals.push(performance.now() - started);
      for (const [format, ms] of times) {
        const entry = perFormat.get(format) ?? { ms: [], bytes: 0 };
        entry.ms.push(ms);
        entry.bytes = bytes.get(format) ?? 0;
        perFormat.set(format, entry);
      }
      bytes = new Map();
      process.stdout.write(`  run ${run + 1}: ${(totals[run] / 1000).toFixed(2)} s\n`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nupload to variants, per photo: median ${(median(totals) / 1000).toFixed(2)} s, slowest ${(Math.max(...totals) / 1000).toFixed(2)} s (${variants} variants)`);
  for (const [format, { ms, bytes }] of perFormat) {
    // Each width is decoded and resized once, before its AVIF: that time is counted with the AVIF.
    const label = format === 'avif' ? 'avif (+ decode, resize)' : format;
    console.log(`  ${label.padEnd(23)} median ${(median(ms) / 1000).toFixed(2)} s, ${(bytes / 1024).toFixed(0)} KB over every width`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
