import { Writable } from 'node:stream';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import type { StaffRole } from '../common/auth';
import { systemContext } from '../context';
import { isStaffRole, runStaffCommand, type StaffCommand } from '../modules/staff/staff-command';
import { runWithDatabase } from './with-database';

const USAGE = `Manage the shop's staff from the server:
  npm run staff -- add <email> --role owner|manager|support [--name "Full Name"]
      the password is read from STAFF_PASSWORD, or asked for on the terminal (not shown)
  npm run staff -- list
  npm run staff -- deactivate <email>     ends their sessions at once
  npm run staff -- reset-totp <email>     for a lost authenticator: they set up a new one at next sign-in`;

/** Reads a line from the terminal without echoing it; from a pipe, reads the first line. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    let muted = false;
    const output = new Writable({
      write(chunk, _encoding, done) {
        if (!muted) process.stderr.write(chunk);
        done();
      },
    });
    const rl = readline.createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
    rl.question(prompt, (answer) => {
      rl.close();
      if (process.stdin.isTTY) process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function passwordFromOperator(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  const first = await askHidden('Password for the new staff member: ');
  if (!process.stdin.isTTY) return first;
  const again = await askHidden('The same password again: ');
  if (again !== first) {
    console.error('The two passwords differ; nothing was changed.');
    process.exit(1);
  }
  return first;
}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, email] = positionals;
  const known = ['add', 'list', 'deactivate', 'reset-totp'];
  if (values.help || !command || !known.includes(command) || (command !== 'list' && !email)) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (command === 'add' && !isStaffRole(values.role)) {
    console.error('add needs --role owner, manager or support');
    process.exit(2);
  }

  const cmd: StaffCommand =
    command === 'add'
      ? { command: 'add', email, role: values.role as StaffRole, name: values.name, password: await passwordFromOperator() }
      : command === 'list'
        ? { command: 'list' }
        : { command: command as 'deactivate' | 'reset-totp', email };

  runWithDatabase(async (app) => {
    const result = await runStaffCommand(systemContext(app), cmd);
    for (const l of result.out) console.log(l);
    for (const l of result.err) console.error(l);
    return result.exitCode;
  });
}

void run(process.argv.slice(2));
