import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Secrets the shop must read back in clear (staff authenticator secrets), encrypted at rest so that a
 * copy of the database alone does not give them away. AES-256-GCM from node:crypto: a fresh random
 * 12-byte IV for every value, a 16-byte tag that is always checked, and a context (whose value it is)
 * bound in as associated data, so a sealed value copied onto another row does not open there.
 *
 * Stored as `v1:` + base64url(IV ‖ tag ‖ ciphertext). The version names the format and key scheme, so a
 * later one can be told apart; a value without a `vN:` prefix is a legacy plain value, still readable
 * (and to be sealed again by whoever reads it).
 */

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SEALED_PREFIX = 'v1:';
const VERSIONED = /^v\d+:/;

/** What a stored value turned out to be. `unreadable`: sealed with another key, damaged, or an unknown version. */
export type OpenedSecret = { kind: 'sealed'; secret: string } | { kind: 'legacy'; secret: string } | { kind: 'unreadable' };

/** `plain` encrypted under `key`, for the row or purpose `context` names. */
export function sealSecret(key: Buffer, plain: string, context: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** A stored value in clear. Never throws: a value that does not decrypt and authenticate is `unreadable`. */
export function openSecret(key: Buffer, stored: string, context: string): OpenedSecret {
  if (!VERSIONED.test(stored)) return { kind: 'legacy', secret: stored };
  if (!stored.startsWith(SEALED_PREFIX)) return { kind: 'unreadable' };
  const packed = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
  if (packed.length <= IV_BYTES + TAG_BYTES) return { kind: 'unreadable' };
  try {
    const decipher = crypto.createDecipheriv(ALGORITHM, key, packed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return { kind: 'sealed', secret: plain.toString('utf8') };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** A 32-byte key written as 64 hex digits or as base64 (standard or URL-safe); null for anything else. */
export function parseSecretKey(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-f]{64}$/i.test(t)) return Buffer.from(t, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) return null;
  const key = Buffer.from(t, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

const KEY_FORMAT = 'a 32-byte key, as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)';

/**
 * TOTP_ENCRYPTION_KEY when set; otherwise a random key generated once and kept under the data folder
 * (as the JWT secret is), so restarts and every backend on one data folder read the same secrets. A key
 * that is not 32 bytes stops the start-up in any environment: it cannot be an AES-256 key, and
 * stretching it would hide a typo until every authenticator stopped working.
 */
export function resolveTotpEncryptionKey(config: Config): Buffer {
  if (config.totpEncryptionKey !== undefined) {
    const key = parseSecretKey(config.totpEncryptionKey);
    if (!key) throw new Error(`TOTP_ENCRYPTION_KEY must be ${KEY_FORMAT}.`);
    return key;
  }
  const file = path.join(config.dataDir, 'totp-key');
  const fromFile = (text: string) => {
    const key = parseSecretKey(text);
    // Never replaced: secrets already sealed with what was there would be lost with it.
    if (!key) throw new Error(`${file} must hold ${KEY_FORMAT}; restore it, or set TOTP_ENCRYPTION_KEY.`);
    return key;
  };
  if (fs.existsSync(file)) return fromFile(fs.readFileSync(file, 'utf8'));
  fs.mkdirSync(config.dataDir, { recursive: true });
  const text = crypto.randomBytes(KEY_BYTES).toString('base64');
  // Written aside, then linked into place: the key file appears whole or not at all, and when several
  // processes start together on one data folder the first link wins and everyone reads that one.
  const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, text, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(aside, file);
    return fromFile(text);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return fromFile(fs.readFileSync(file, 'utf8'));
  } finally {
    fs.rmSync(aside, { force: true });
  }
}
