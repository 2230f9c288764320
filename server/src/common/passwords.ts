import crypto from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at the OWASP Password Storage Cheat Sheet's first recommended setting: 19 MiB of memory,
 * 2 passes, 1 lane (about 40 ms here). The parameters travel inside each hash, so raising them later
 * keeps old hashes verifiable.
 */
export const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/**
 * A hash of a random password nobody knows, made with the same parameters. Logins for unknown emails
 * verify against it so they take as long as a wrong password for a real account.
 */
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * Whether `password` matches `hash` (argon2's own comparison is constant-time). With no hash (an
 * unknown account), the same work is done against the dummy hash and the answer is always false.
 * A malformed stored hash is a mismatch, never an error the caller could tell apart.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  const usable = typeof hash === 'string' && hash.startsWith('$argon2');
  try {
    if (!usable) {
      await argon2.verify(await dummy(), password);
      return false;
    }
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker parameters than today's: rehash it at the next login. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, HASH_OPTIONS);
  } catch {
    return false;
  }
}

/** Warms the dummy hash at start-up so the first unknown-email login is not faster than the rest. */
export function prepareDummyHash(): Promise<unknown> {
  return dummy();
}
