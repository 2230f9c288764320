import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('TRUST_PROXY', () => {
  it('defaults to loopback and passes lists, hop counts and booleans to express as such', () => {
    expect(readConfig({}).trustProxy).toBe('loopback');
    expect(readConfig({ TRUST_PROXY: 'loopback, uniquelocal' }).trustProxy).toBe('loopback, uniquelocal');
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });
});

describe('ALLOW_TEST_PAYMENTS', () => {
  it('is on only when set to 1', () => {
    expect(readConfig({}).allowTestPayments).toBe(false);
    expect(readConfig({ ALLOW_TEST_PAYMENTS: '1' }).allowTestPayments).toBe(true);
  });
});

describe('WEB_CONCURRENCY and HOST', () => {
  it('run one server process per core on every interface by default', () => {
    expect(readConfig({}).webConcurrency).toBe(os.availableParallelism());
    expect(readConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(readConfig({ WEB_CONCURRENCY: 'lots' }).webConcurrency).toBe(os.availableParallelism());
    expect(readConfig({}).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(readConfig({}).workerStallSeconds).toBe(30);
  });
});
