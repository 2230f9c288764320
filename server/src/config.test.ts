import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('GATEWAY_TRUST_PROXY and BACKEND_TRUST_PROXY', () => {
  it('trust nobody in front of the gateway and only loopback in front of the backend by default', () => {
    expect(readConfig({}).gatewayTrustProxy).toBe(false);
    expect(readConfig({}).backendTrustProxy).toBe('loopback');
  });

  it('pass lists, hop counts and booleans to express as such', () => {
    expect(readConfig({ BACKEND_TRUST_PROXY: 'loopback, uniquelocal' }).backendTrustProxy).toBe('loopback, uniquelocal');
    expect(readConfig({ GATEWAY_TRUST_PROXY: '1' }).gatewayTrustProxy).toBe(1);
    expect(readConfig({ GATEWAY_TRUST_PROXY: '10.0.0.5' }).gatewayTrustProxy).toBe('10.0.0.5');
    expect(readConfig({ GATEWAY_TRUST_PROXY: 'none' }).gatewayTrustProxy).toBe(false);
    expect(readConfig({ BACKEND_TRUST_PROXY: 'false' }).backendTrustProxy).toBe(false);
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
