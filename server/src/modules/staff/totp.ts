import { generateSecret, generateURI, verify } from 'otplib';

/** The name an authenticator app shows above the account. */
export const TOTP_ISSUER = 'Rangrez';

/**
 * Codes one 30-second step early or late are accepted too: phones' clocks drift and people type slowly.
 * A code is accepted once only (see acceptedStep's `afterStep`).
 */
const TOLERANCE_SECONDS = 30;

/** A new authenticator secret (base32, 160 bits). */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI an authenticator app reads from a QR code. */
export const totpUri = (email: string, secret: string): string => generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/**
 * The time step of `code` when it is right for `secret` and later than `afterStep` (the last accepted
 * one, so a code overheard or typed twice is refused); null otherwise.
 */
export async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(afterStep != null ? { afterTimeStep: afterStep } : {}) });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
