import { parseArgs } from 'node:util';
import { AppError } from '../common/errors';
import { systemContext } from '../context';
import { formatOrderLine } from '../modules/orders/order-lines';
import { ordersService } from '../modules/orders/orders.service';
import { runWithDatabase } from './with-database';

const USAGE = `Operate orders without an admin screen:
  npm run orders -- list [--limit 20]
  npm run orders -- ship <orderId> --tracking <trackingId>
  npm run orders -- deliver <orderId>`;

function run(argv: string[]): void {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { tracking: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, orderId] = positionals;
  if (values.help || !command || !['list', 'ship', 'deliver'].includes(command) || (command !== 'list' && !orderId)) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (command === 'ship' && !values.tracking) {
    console.error('ship needs --tracking <trackingId>');
    process.exit(2);
  }

  runWithDatabase(async (app) => {
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
      // A refused transition (unknown order, not shipped yet, ...) is the operator's answer, not a crash.
      if (e instanceof AppError) {
        console.error(`${e.message} (${e.code})`);
        return 1;
      }
      throw e;
    }
  });
}

run(process.argv.slice(2));
