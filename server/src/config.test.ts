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
