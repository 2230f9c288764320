import crypto from 'node:crypto';

/** Razorpay's signature scheme: lowercase hex HMAC-SHA256. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Compares two hex signatures in constant time. A signature that is not 64 hex characters is simply
 * wrong (no exception), so forged input never becomes a 500.
 */
export function signaturesMatch(expectedHex: string, givenHex: unknown): boolean {
  if (typeof givenHex !== 'string' || !/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Ids shaped like the provider's: a prefix and random letters and digits. */
export function randomId(prefix: string, length = 14): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.randomBytes(length);
  let id = '';
  for (const b of bytes) id += alphabet[b % alphabet.length];
  return `${prefix}_${id}`;
}

/** A provider webhook's signature: the HMAC of the RAW body under the webhook secret; never valid without a secret. */
export function webhookSignatureValid(webhookSecret: string | undefined, rawBody: Buffer, signature: unknown): boolean {
  if (!webhookSecret) return false;
  return signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature);
}
