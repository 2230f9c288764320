import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { resolveJwtSecret, TokenService } from './auth';

const user = { id: '6f1c2a4e-8d1b-4c55-9a7e-2b3c4d5e6f70', username: 'Asha', email: 'asha@example.in' };

describe('resolveJwtSecret', () => {
  it('generates a secret once, keeps it under the data folder (owner-only) and reuses it after a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangrez-secret-'));
    try {
      const config = readConfig({ DATA_DIR: dir });
      const first = resolveJwtSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dir, 'jwt-secret');
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      expect(resolveJwtSecret(readConfig({ DATA_DIR: dir }))).toBe(first);
      // A token signed before the "restart" is still accepted after it.
      const token = new TokenService(first, '7d').sign(user);
      expect(new TokenService(resolveJwtSecret(config), '7d').verify(token)).toEqual({ ...user, issuedAt: expect.any(Number) });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses JWT_SECRET when set, and refuses a short one in production', () => {
    expect(resolveJwtSecret(readConfig({ JWT_SECRET: 'x'.repeat(40) }))).toBe('x'.repeat(40));
    expect(() => resolveJwtSecret(readConfig({ JWT_SECRET: 'short', NODE_ENV: 'production' }))).toThrow(/at least 32/);
  });
});

describe('TokenService', () => {
  const tokens = new TokenService('a-secret-of-at-least-thirty-two-chars!', '7d');

  it('reads Bearer in any letter case, and treats `bearer undefined`, `null` or nothing as no token', () => {
    const token = tokens.sign(user);
    for (const header of [`Bearer ${token}`, `bearer ${token}`, `BEARER  ${token} `]) expect(tokens.fromHeader(header)).toEqual({ kind: 'valid', user: { ...user, issuedAt: expect.any(Number) } });
    for (const header of [undefined, '', 'bearer undefined', 'Bearer null', 'Basic abc']) expect(tokens.fromHeader(header)).toEqual({ kind: 'none' });
    expect(tokens.fromHeader('bearer not.a.token')).toEqual({ kind: 'invalid' });
  });

  it('refuses a token whose subject is not a user id', () => {
    const odd = new TokenService('a-secret-of-at-least-thirty-two-chars!', '7d').sign({ ...user, id: "1' OR '1'='1" });
    expect(tokens.verify(odd)).toBeNull();
  });

  it('stops the start-up on a lifetime it cannot use', () => {
    expect(() => new TokenService('a-secret-of-at-least-thirty-two-chars!', 'forever')).toThrow(/JWT_EXPIRES_IN/);
    expect(new TokenService('a-secret-of-at-least-thirty-two-chars!', '12h').expiryOf(tokens.sign(user)).getTime()).toBeGreaterThan(Date.now());
  });
});
