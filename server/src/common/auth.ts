import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import type { Config } from '../config';

/** What a valid token says about its holder. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
}

/** The three things an Authorization header can mean. */
export type TokenState = { kind: 'none' } | { kind: 'valid'; user: AuthUser } | { kind: 'invalid' };

const ALGORITHM = 'HS256' as const;

export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly expiresIn: string,
  ) {}

  sign(user: AuthUser): string {
    return jwt.sign({ username: user.username, email: user.email }, this.secret, {
      algorithm: ALGORITHM,
      subject: user.id,
      expiresIn: this.expiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  /** Pinning the algorithm refuses `alg: none` and algorithm-confusion tokens. */
  verify(token: string): AuthUser | null {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: [ALGORITHM] });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string') return null;
      return { id: payload.sub, username: String(payload.username ?? ''), email: String(payload.email ?? '') };
    } catch {
      return null;
    }
  }

  /**
   * Reads `Authorization: Bearer <token>` in any letter case. Legacy clients send `bearer undefined`
   * (or `null`, or nothing) when logged out: that is no token at all, not an invalid one.
   */
  fromHeader(header: string | undefined): TokenState {
    const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header ?? '');
    if (!match || ['undefined', 'null', ''].includes(match[1])) return { kind: 'none' };
    const user = this.verify(match[1]);
    return user ? { kind: 'valid', user } : { kind: 'invalid' };
  }
}

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept under the data folder,
 * so restarting the embedded default does not log everybody out.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
