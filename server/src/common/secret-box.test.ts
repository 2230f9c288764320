import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { openSecret, parseSecretKey, resolveTotpEncryptionKey, sealSecret } from './secret-box';

const key = crypto.randomBytes(32);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The stored value with one byte of its packed IV ‖ tag ‖ ciphertext flipped. */
function flipped(stored: string, at: number): string {
  const packed = Buffer.from(stored.slice(3), 'base64url');
  packed[at] ^= 0x01;
  return `v1:${packed.toString('base64url')}`;
}

describe('sealSecret and openSecret', () => {
  it('round trip; the stored value carries the version and never the secret, and differs every time (fresh IV)', () => {
    const a = sealSecret(key, SECRET, 'row-1');
    const b = sealSecret(key, SECRET, 'row-1');
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(a).not.toContain(SECRET);
    expect(a).not.toBe(b);
    expect(openSecret(key, a, 'row-1')).toEqual({ kind: 'sealed', secret: SECRET });
    expect(openSecret(key, b, 'row-1')).toEqual({ kind: 'sealed', secret: SECRET });
  });

  it('refuses a flipped byte anywhere (IV, tag, ciphertext), another key, another context, a cut value, an unknown version', () => {
    const sealed = sealSecret(key, SECRET, 'row-1');
    const length = Buffer.from(sealed.slice(3), 'base64url').length;
    for (const at of [0, 11, 12, 27, 28, length - 1]) expect(openSecret(key, flipped(sealed, at), 'row-1')).toEqual({ kind: 'unreadable' });
    expect(openSecret(crypto.randomBytes(32), sealed, 'row-1')).toEqual({ kind: 'unreadable' });
    expect(openSecret(key, sealed, 'row-2')).toEqual({ kind: 'unreadable' });
    expect(openSecret(key, sealed.slice(0, 30), 'row-1')).toEqual({ kind: 'unreadable' });
    expect(openSecret(key, 'v1:', 'row-1')).toEqual({ kind: 'unreadable' });
    expect(openSecret(key, sealed.replace(/^v1:/, 'v2:'), 'row-1')).toEqual({ kind: 'unreadable' });
  });

  it('reads a value stored before sealing (no version prefix) as legacy', () => {
    expect(openSecret(key, SECRET, 'row-1')).toEqual({ kind: 'legacy', secret: SECRET });
  });
});

describe('the TOTP encryption key', () => {
  it('TOTP_ENCRYPTION_KEY is 32 bytes as hex or base64; anything else stops the start, in production or not', () => {
    const raw = crypto.randomBytes(32);
    for (const text of [raw.toString('hex'), raw.toString('hex').toUpperCase(), raw.toString('base64'), raw.toString('base64url')]) {
      expect(resolveTotpEncryptionKey(readConfig({ TOTP_ENCRYPTION_KEY: text })).equals(raw)).toBe(true);
    }
    for (const env of [{}, { NODE_ENV: 'production' }]) {
      for (const bad of ['short', crypto.randomBytes(16).toString('hex'), crypto.randomBytes(31).toString('base64'), `${raw.toString('hex')}00`, 'z'.repeat(64)]) {
        expect(() => resolveTotpEncryptionKey(readConfig({ ...env, TOTP_ENCRYPTION_KEY: bad }))).toThrow(/TOTP_ENCRYPTION_KEY must be a 32-byte key/);
      }
    }
    expect(parseSecretKey(crypto.randomBytes(32).toString('base64'))).toHaveLength(32);
  });

  it('without it, a key is generated once under the data folder (owner-only) and read again after a restart; a damaged file is refused, never replaced', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangrez-totp-key-'));
    try {
      const first = resolveTotpEncryptionKey(readConfig({ DATA_DIR: dir }));
      expect(first).toHaveLength(32);
      const file = path.join(dir, 'totp-key');
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      expect(fs.readdirSync(dir)).toEqual(['totp-key']);
      const sealed = sealSecret(first, SECRET, 'row-1');
      expect(openSecret(resolveTotpEncryptionKey(readConfig({ DATA_DIR: dir })), sealed, 'row-1')).toEqual({ kind: 'sealed', secret: SECRET });

      fs.writeFileSync(file, 'not a key');
      expect(() => resolveTotpEncryptionKey(readConfig({ DATA_DIR: dir }))).toThrow(/totp-key must hold a 32-byte key/);
      expect(fs.readFileSync(file, 'utf8')).toBe('not a key');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
