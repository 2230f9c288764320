import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_ONLY_PRELOAD, readViolations, violationReport } from './support/loopback-only-setup';

const run = promisify(execFile);

// Each probe records into a log of its own, never the run's (which would fail the run).
let dir: string;
let server: http.Server;
let localPort: number;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loopback-only-test-'));
  server = http.createServer((_req, res) => res.end('hello from loopback'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  localPort = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs a Node script the way the test run's processes run, guarded, and answers what it printed and what was recorded. */
async function probe(name: string, script: string, opts: { inheritGuard?: boolean } = {}) {
  const log = path.join(dir, `${name}.jsonl`);
  const args = opts.inheritGuard ? ['-e', script] : ['-r', LOOPBACK_ONLY_PRELOAD, '-e', script];
  const env = { ...process.env, LOOPBACK_ONLY_LOG: log, LOCAL_PORT: String(localPort) };
  if (!opts.inheritGuard) delete env.NODE_OPTIONS;
  const { stdout } = await run(process.execPath, args, { env, timeout: 20_000 });
  return { out: stdout.trim().split('\n'), recorded: readViolations(log) };
}

describe('the loopback-only guard', () => {
  it('refuses a TCP connection outside loopback and records who tried', async () => {
    const { out, recorded } = await probe(
      'tcp',
      `require('net').connect(80, '203.0.113.1').on('connect', () => console.log('connected')).on('error', (e) => console.log(e.code))`,
    );
    expect(out).toEqual(['ERR_LOOPBACK_ONLY']);
    expect(recorded).toMatchObject([{ kind: 'tcp connect', host: '203.0.113.1', port: 80 }]);
    expect(recorded[0].stack.join('\n')).toContain('[eval]');
  });

  it('refuses HTTP to a cloud metadata address, TLS, UDP and name lookups', async () => {
    const { out, recorded } = await probe(
      'many',
      `
      const say = (what) => (e) => console.log(what, e && e.code);
      require('http').get('http://169.254.169.254/latest/meta-data').on('error', say('http'));
      require('tls').connect(443, '203.0.113.2').on('error', say('tls'));
      const udp = require('dgram').createSocket('udp4');
      udp.send('x', 53, '203.0.113.3', (e) => { say('udp')(e); udp.close(); });
      require('dns').lookup('metadata.google.internal', say('lookup'));
      require('dns').promises.resolve4('example.com').catch(say('resolve'));
      `,
    );
    expect(out.sort()).toEqual(['http ERR_LOOPBACK_ONLY', 'lookup ERR_LOOPBACK_ONLY', 'resolve ERR_LOOPBACK_ONLY', 'tls ERR_LOOPBACK_ONLY', 'udp ERR_LOOPBACK_ONLY']);
    expect(recorded.map((v) => `${v.kind} ${v.host}`).sort()).toEqual([
      'dns lookup metadata.google.internal',
      'dns resolve4 example.com',
      'tcp connect 169.254.169.254',
      'tls connect 203.0.113.2',
      'udp send 203.0.113.3',
    ]);
  });

  it('lets loopback through: 127.0.0.1, localhost and its lookup', async () => {
    const { out, recorded } = await probe(
      'loopback',
      `
      const net = require('net');
      const port = Number(process.env.LOCAL_PORT);
      const reach = (host) => new Promise((resolve, reject) => {
        net.connect(port, host).on('connect', function () { this.end(); resolve(host + ' connects'); }).on('error', reject);
      });
      (async () => {
        console.log(await reach('127.0.0.1'));
        console.log(await reach('localhost'));
        console.log(await (await fetch('http://127.0.0.1:' + port)).text());
        console.log((await require('dns').promises.lookup('localhost')).address.startsWith('127.') ? 'localhost is loopback' : 'localhost is elsewhere');
      })();
      `,
    );
    expect(out).toEqual(['127.0.0.1 connects', 'localhost connects', 'hello from loopback', 'localhost is loopback']);
    expect(recorded).toEqual([]);
  });

  it("lets this machine's own interface addresses through: the kernel keeps that traffic on the machine", async () => {
    const own = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (!own) return;
    // Our server listens on 127.0.0.1 only: the kernel, not the guard, refuses the connection.
    const { out, recorded } = await probe(
      'own-address',
      `require('net').connect(Number(process.env.LOCAL_PORT), '${own}').on('connect', () => console.log('connected')).on('error', (e) => console.log(e.code))`,
    );
    expect(out).toEqual(['ECONNREFUSED']);
    expect(recorded).toEqual([]);
  });

  it('is on in this run: the test processes carry it, and the processes they start inherit it', async () => {
    expect(process.env.NODE_OPTIONS).toContain(LOOPBACK_ONLY_PRELOAD);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('rangrez.loopback-only')]).toBe(true);
    const { out, recorded } = await probe(
      'inherited',
      `require('net').connect(443, '198.51.100.7').on('connect', () => console.log('connected')).on('error', (e) => console.log(e.code))`,
      { inheritGuard: true },
    );
    expect(out).toEqual(['ERR_LOOPBACK_ONLY']);
    expect(recorded).toMatchObject([{ kind: 'tcp connect', host: '198.51.100.7', port: 443 }]);
  });

  it('names each attempt in the report that fails the run', () => {
    const report = violationReport([
      { pid: 42, argv: ['server/src/main.ts'], kind: 'tcp connect', host: '169.254.169.254', port: 80, stack: ['probe (node_modules/gcp-metadata/build/src/index.js:1:1)'] },
    ]);
    expect(report).toContain('tcp connect to 169.254.169.254:80 (pid 42, server/src/main.ts)');
    expect(report).toContain('gcp-metadata');
  });
});
