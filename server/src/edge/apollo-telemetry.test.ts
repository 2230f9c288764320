import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apollo-telemetry-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// A gateway built the way gateway.ts builds it, in a process of its own under the loopback-only guard
// with a log of its own: what it tries to reach is recorded there and refused.
const GATEWAY = `
  const { composeServices } = require('@apollo/composition');
  const { parse } = require('graphql');
  const { ApolloGateway } = require('@apollo/gateway');
  const { keepGatewayTelemetryOff } = require('./server/src/edge/apollo-telemetry');
  const { supergraphSdl } = composeServices([{ name: 'shop', url: 'http://127.0.0.1:9/graphql', typeDefs: parse('type Query { hello: String }') }]);
  keepGatewayTelemetryOff();
  const gateway = new ApolloGateway({ supergraphSdl });
  gateway.load().then(() => setTimeout(() => gateway.stop().then(() => process.exit(0)), 1500));
`;

async function attemptsOfAGateway(name: string, env: Record<string, string>) {
  const log = path.join(dir, `${name}.jsonl`);
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, LOOPBACK_ONLY_LOG: log };
  delete childEnv.APOLLO_TELEMETRY_DISABLED;
  if (!('APOLLO_TELEMETRY' in env)) delete childEnv.APOLLO_TELEMETRY;
  await run(process.execPath, ['-r', './scripts/loopback-only.cjs', '-r', './scripts/ts-register.cjs', '-e', GATEWAY], { env: childEnv, timeout: 60_000 });
  if (!fs.existsSync(log)) return [];
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line).host as string);
}

describe("Apollo's telemetry", () => {
  it('is off unless the owner asks: the gateway reaches for no metadata address and no Apollo server', async () => {
    expect(await attemptsOfAGateway('default', {})).toEqual([]);
  });

  it('comes back with APOLLO_TELEMETRY=on (and the guard catches what it then tries)', async () => {
    const hosts = await attemptsOfAGateway('chosen', { APOLLO_TELEMETRY: 'on' });
    expect(hosts).toContain('169.254.169.254');
  });
});
