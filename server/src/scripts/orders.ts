import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveJwtSecret, TokenService } from '../common/auth';
import { AppError } from '../common/errors';
import { formatOrderLine } from '../modules/orders/order-lines';
import { readConfig, type Config } from '../config';
import type { AppServices } from '../context';
import { connectAndMigrate, openDatabase, type OpenDatabase } from '../db/database';
import { systemContext } from '../context';
import { ordersService } from '../modules/orders/orders.service';

const USAGE = `Operate orders without an admin screen:
  npm run orders -- list [--limit 20]
  npm run orders -- ship <orderId> --tracking <trackingId>
  npm run orders -- deliver <orderId>`;

/**
 * The shop's own database: DATABASE_URL, or the embedded one. When `npm start` is already running the
 * embedded server, connect to it (its port is in postmaster.pid) instead of starting a second one.
 */
async function database(config: Config): Promise<OpenDatabase> {
  if (!config.databaseUrl) {
    const pidFile = path.join(config.dataDir, 'pg', 'postmaster.pid');
    if (fs.existsSync(pidFile)) {
      const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
      const [pid, port] = [Number(lines[0]), Number(lines[3])];
      let alive = false;
      try {
        alive = pid > 0 && process.kill(pid, 0);
      } catch {
        alive = false;
      }
      if (alive && port > 0) return { url: `postgres://postgres:postgres@127.0.0.1:${port}/rangrez`, embedded: true, stop: async () => undefined };
    }
  }
  return openDatabase(config);
}

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { tracking: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, orderId] = positionals;
  if (values.help || !command || !['list', 'ship', 'deliver'].includes(command) || (command !== 'list' && !orderId)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (command === 'ship' && !values.tracking) {
    console.error('ship needs --tracking <trackingId>');
    return 2;
  }

  const config = readConfig();
  const db = await database(config);
  try {
    const ds = await connectAndMigrate(db.url, 2);
    const app: AppServices = { config, db: ds, tokens: new TokenService(resolveJwtSecret(config), config.jwtExpiresIn) };
    const ctx = systemContext(app);
    try {
      if (command === 'list') {
        const orders = await ordersService.listRecent(ctx, Number(values.limit ?? 20) || 20);
        if (orders.length === 0) console.log('no orders yet');
        for (const o of orders) console.log(formatOrderLine(o));
      } else {
        const order = command === 'ship' ? await ordersService.ship(ctx, orderId, values.tracking!) : await ordersService.deliver(ctx, orderId);
        console.log(`${command === 'ship' ? 'shipped' : 'delivered'}: ${formatOrderLine(order)}`);
      }
      return 0;
    } catch (e) {
      if (e instanceof AppError) {
        console.error(e.message);
        return 1;
      }
      throw e;
    } finally {
      await ds.destroy();
    }
  } finally {
    await db.stop();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
