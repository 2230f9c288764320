import { parseArgs } from 'node:util';
import { systemContext } from '../context';
import { runOrdersCommand, type OrdersCommand } from '../modules/orders/orders-command';
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
    const cmd: OrdersCommand =
      command === 'list'
        ? { command: 'list', limit: Number(values.limit ?? 20) || 20 }
        : command === 'ship'
          ? { command: 'ship', orderId, tracking: values.tracking! }
          : { command: 'deliver', orderId };
    const result = await runOrdersCommand(systemContext(app), cmd);
    for (const line of result.out) console.log(line);
    for (const line of result.err) console.error(line);
    return result.exitCode;
  });
}

run(process.argv.slice(2));
