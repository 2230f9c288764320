import { parseArgs } from 'node:util';
import { systemContext } from '../context';
import { runOrdersCommand, type OrdersCommand } from '../modules/orders/orders-command';
import { runWithDatabase } from './with-database';

const USAGE = `Operate orders from the command line (the back office at /admin does the same):
  npm run orders -- list [--limit 20]
  npm run orders -- confirm <orderId>
  npm run orders -- ship <orderId> --tracking <trackingId> [--carrier <courier>]
  npm run orders -- deliver <orderId>
  npm run orders -- cod-paid <orderId>
  npm run orders -- cancel <orderId> --reason <why>`;

const COMMANDS = ['list', 'confirm', 'ship', 'deliver', 'cod-paid', 'cancel'];

function run(argv: string[]): void {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tracking: { type: 'string' },
      carrier: { type: 'string' },
      reason: { type: 'string' },
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, orderId] = positionals;
  if (values.help || !command || !COMMANDS.includes(command) || (command !== 'list' && !orderId)) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (command === 'ship' && !values.tracking) {
    console.error('ship needs --tracking <trackingId>');
    process.exit(2);
  }
  if (command === 'cancel' && !values.reason) {
    console.error('cancel needs --reason <why>');
    process.exit(2);
  }

  runWithDatabase(async (app) => {
    const cmd = (
      command === 'list'
        ? { command, limit: Number(values.limit ?? 20) || 20 }
        : command === 'ship'
          ? { command, orderId, tracking: values.tracking!, carrier: values.carrier }
          : command === 'cancel'
            ? { command, orderId, reason: values.reason! }
            : { command, orderId }
    ) as OrdersCommand;
    const result = await runOrdersCommand(systemContext(app), cmd);
    for (const line of result.out) console.log(line);
    for (const line of result.err) console.error(line);
    return result.exitCode;
  });
}

run(process.argv.slice(2));
