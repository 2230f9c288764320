import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import type { Config } from '../config';
import { isUuid } from './validation';

/** What a valid token says about its holder. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  /** When the token was signed (seconds): a token older than the account's last password change is over. */
  issuedAt?: number;
}

/** The shop's staff roles, least powerful last; what each may do is the staff module's permission table. */
export const STAFF_ROLES = ['owner', 'manager', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Each role in the words the back office shows staff (its badge, the role picker's choices and their
 * help). What a role may do is the permission table; these words only describe it.
 */
export const STAFF_ROLE_WORDS: Record<StaffRole, { label: string; help: string }> = {
  owner: { label: 'Owner', help: 'Everything, including staff, settings and the audit log.' },
  manager: { label: 'Manager', help: 'Products, prices, photos, stock, orders, messages and reviews.' },
  support: { label: 'Support', help: 'Reads orders and messages, ships and delivers orders, answers messages. No prices, stock or staff.' },
};

/**
 * What a staff token says: who and which session. It proves nothing more: every admin request checks
 * the session row (not revoked, not idle too long, the staff member still active) before acting.
 */
export interface StaffClaims {
  staffId: string;
  sessionId: string;
}

/**
 * The things an Authorization header can mean. `valid` is a shopper; `staff` a staff token (which is
 * never a shopper, whatever the route).
 */
export type TokenState = { kind: 'none' } | { kind: 'valid'; user: AuthUser } | { kind: 'invalid' } | { kind: 'staff'; staff: StaffClaims };

const ALGORITHM = 'HS256' as const;
/** Tokens name who issued them and for what, so a token signed with the same secret elsewhere is not ours. */
const ISSUER = 'rangrez';
const AUDIENCE = 'rangrez-shop';
/** Staff tokens are signed with the same secret for another audience: neither kind verifies as the other. */
const STAFF_AUDIENCE = 'rangrez-staff';

export class TokenService {
  /**
   * The secret as a key object, made once. Given a string, jsonwebtoken first tries to read it as a
   * PEM public key on EVERY call (and fails, throwing) before it makes a secret key of it: that was the
   * largest single cost of an authenticated request.
   */
  private readonly key: crypto.KeyObject;

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
    // A bad JWT_EXPIRES_IN should stop the start-up, not turn every login into a 500.
    try {
      this.sign({ id: '00000000-0000-4000-8000-000000000000', username: '', email: '' });
    } catch (err) {
      throw new Error(`JWT_EXPIRES_IN "${expiresIn}" is not a valid lifetime (e.g. 12h, 7d): ${(err as Error).message}`);
    }
  }

  sign(user: AuthUser): string {
    return jwt.sign({ username: user.username, email: user.email }, this.key, {
      algorithm: ALGORITHM,
      subject: user.id,
      issuer: ISSUER,
      audience: AUDIENCE,
      expiresIn: this.expiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  /** Pinning the algorithm refuses `alg: none` and algorithm-confusion tokens; expiry is always checked. */
  verify(token: string): AuthUser | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string' || !isUuid(payload.sub)) return null;
      if (typeof payload.exp !== 'number') return null;
      const issuedAt = typeof payload.iat === 'number' ? payload.iat : undefined;
      return { id: payload.sub, username: String(payload.username ?? ''), email: String(payload.email ?? ''), issuedAt };
    } catch {
      return null;
    }
  }

  /** A staff session's token, valid until `expiresAt` at most (the session row may end it sooner). */
  signStaff(claims: StaffClaims, expiresAt: Date): string {
    return jwt.sign({ sid: claims.sessionId, exp: Math.floor(expiresAt.getTime() / 1000) }, this.key, {
      algorithm: ALGORITHM,
      subject: claims.staffId,
      issuer: ISSUER,
      audience: STAFF_AUDIENCE,
    });
  }

  /** The claims of a staff token, or null for anything else (a shopper's token included). */
  verifyStaff(token: string): StaffClaims | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: STAFF_AUDIENCE });
      if (typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
      if (typeof payload.sub !== 'string' || !isUuid(payload.sub) || !isUuid(payload.sid)) return null;
      return { staffId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }

  /** When a token this service signed stops being accepted. */
  expiryOf(token: string): Date {
    const payload = jwt.decode(token) as { exp?: number } | null;
    return new Date((payload?.exp ?? 0) * 1000);
  }

  /**
   * Reads `Authorization: Bearer <token>` in any letter case. Legacy clients send `bearer undefined`
   * (or `null`, or nothing) when logged out: that is no token at all, not an invalid one.
   */
  fromHeader(header: string | undefined): TokenState {
    const token = bearerToken(header);
    if (!token) return { kind: 'none' };
    const user = this.verify(token);
    if (user) return { kind: 'valid', user };
    // Shoppers' tokens are the common case: a staff token is tried only when the shopper check failed.
    const staff = this.verifyStaff(token);
    return staff ? { kind: 'staff', staff } : { kind: 'invalid' };
  }
}

/**
 * The token an Authorization header carries, or null when it carries none: no header, another scheme,
 * or what legacy clients send when logged out (`bearer undefined`, `bearer null`).
 */
export function bearerToken(header: string | undefined): string | null {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return !match || ['undefined', 'null', ''].includes(match[1]) ? null : match[1];
}

const MIN_SECRET_LENGTH = 32;

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept under the data folder,
 * so restarting the embedded default does not log everybody out. Several backends starting together
 * on one data folder agree on one secret (the first to create the file wins).
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) {
    // A short secret can be brute-forced offline from one token; tests may use one, production may not.
    if (config.production && config.jwtSecret.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters in production.`);
    }
    return config.jwtSecret;
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  if (existing.length >= MIN_SECRET_LENGTH) return existing;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: existing ? 'w' : 'wx' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return fs.readFileSync(file, 'utf8').trim();
  }
}
