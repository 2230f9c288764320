import { seedGenerated, seedIfEmpty } from '../seed/seed';
import { runWithDatabase } from './with-database';

const USAGE = `npm run seed                                  the demo catalogue, into an empty database
npm run seed -- --products 100000 [--seed 7]   a generated catalogue of that many products (deterministic)
       add --reset to empty the catalogue (products, their reviews and everything that references them) first`;

function parseArgs(argv: string[]) {
  const opts: { products?: number; seed?: number; reset: boolean } = { reset: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [flag, inline] = a.split('=', 2);
    const value = () => Number(inline ?? argv[++i]);
    if (flag === '--products') opts.products = value();
    else if (flag === '--seed') opts.seed = value();
    else if (flag === '--reset') opts.reset = true;
    else throw new Error(`unknown option ${a}\n${USAGE}`);
  }
  if (opts.products !== undefined && !(Number.isInteger(opts.products) && opts.products > 0)) throw new Error(`--products needs a positive whole number\n${USAGE}`);
  return opts;
}

/** `npm run seed`: seeds the demo catalogue, or a generated one with `--products N`, into an empty database. */
const opts = parseArgs(process.argv.slice(2));
runWithDatabase(async ({ db: ds }) => {
  if (opts.reset) {
    console.log('emptying the catalogue…');
    await ds.query('TRUNCATE product, review, search_term CASCADE');
  }
  if (opts.products) {
    const started = Date.now();
    const n = await seedGenerated(ds, opts.products, {
      seed: opts.seed,
      onProgress: (done) => process.stdout.write(`\r  ${done} / ${opts.products} products`),
    });
    process.stdout.write('\n');
    console.log(n ? `seeded ${n} generated products in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'the catalogue is not empty: nothing seeded (add --reset to replace it)');
  } else {
    const n = await seedIfEmpty(ds);
    console.log(n ? `seeded ${n} products` : 'the catalogue is not empty: nothing seeded (add --reset to replace it)');
  }
}, { asOwner: true });
