import type { StaffClaims, StaffRole, TokenState } from '../../common/auth';
import type { RequestContext, StaffActor } from '../../context';
import { affectedBy } from '../../common/sql';

/**
 * How long staff sessions live. Idle: a session unused for 8 hours is over (the next request answers
 * UNAUTHENTICATED). Absolute: even a busy session ends after 24 hours, so a stolen token does not live
 * forever. Last-seen is written at most once a minute per session, so checking stays a read.
 */
export const STAFF_SESSION_POLICY = {
  idleSeconds: 8 * 3600,
  maxSeconds: 24 * 3600,
  touchEverySeconds: 60,
} as const;

const P = STAFF_SESSION_POLICY;

/** A session that was just opened, with the token that names it. */
export interface OpenedSession {
  token: string;
  expiresAt: Date;
  sessionId: string;
}

/**
 * The live session behind a staff token, looked up at most once per request: the token state is built
 * once per request and shared by every context copied from it (transactions included).
 */
const lookups = new WeakMap<TokenState, Promise<StaffActor | null>>();

export const staffSessions = {
  /** Opens a session for a staff member who just proved who they are, and signs its token. */
  async open(ctx: RequestContext, staffId: string): Promise<OpenedSession> {
    const rows: { id: string; expires_at: Date }[] = await ctx.em.query(
      `INSERT INTO staff_session (staff_id, expires_at, ip) VALUES ($1, now() + make_interval(secs => $2), $3) RETURNING id, expires_at`,
      [staffId, P.maxSeconds, ctx.ip],
    );
    const { id, expires_at: expiresAt } = rows[0];
    return { token: ctx.app.tokens.signStaff({ staffId, sessionId: id }, expiresAt), expiresAt, sessionId: id };
  },

  /**
   * The staff member behind the token, when their session is live: not revoked, not past its end, used
   * within the idle limit, and the member still active. Null otherwise. Marks the session as seen
   * (at most once a minute) in the same statement.
   */
  live(ctx: RequestContext, claims: StaffClaims): Promise<StaffActor | null> {
    let lookup = lookups.get(ctx.token);
    if (!lookup) {
      lookup = ctx.app.db
        .query(
          `WITH live AS (
             SELECT s.id AS session_id, s.last_seen_at, m.id, m.email, m.name, m.role
             FROM staff_session s JOIN staff_member m ON m.id = s.staff_id
             WHERE s.id = $1 AND s.staff_id = $2 AND s.revoked_at IS NULL AND m.active
               AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => $3)
           ), touched AS (
             UPDATE staff_session SET last_seen_at = now()
             WHERE id IN (SELECT session_id FROM live WHERE last_seen_at < now() - make_interval(secs => $4))
           )
           SELECT session_id, id, email, name, role FROM live`,
          [claims.sessionId, claims.staffId, P.idleSeconds, P.touchEverySeconds],
        )
        .then((rows: { session_id: string; id: string; email: string; name: string; role: StaffRole }[]) => {
          const r = rows[0];
          return r ? { id: r.id, email: r.email, name: r.name, role: r.role, sessionId: r.session_id } : null;
        });
      lookups.set(ctx.token, lookup);
      lookup.catch(() => lookups.delete(ctx.token));
    }
    return lookup;
  },

  /** When a session ends at the latest (its absolute limit), or null for an unknown one. */
  async endsAt(ctx: RequestContext, sessionId: string): Promise<Date | null> {
    const rows: { expires_at: Date }[] = await ctx.em.query(`SELECT expires_at FROM staff_session WHERE id = $1`, [sessionId]);
    return rows[0]?.expires_at ?? null;
  },

  /** Ends one session now (logout). */
  async revoke(ctx: RequestContext, sessionId: string): Promise<void> {
    await ctx.em.query(`UPDATE staff_session SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
  },

  /** Ends every live session of a staff member now (deactivation); answers how many there were. */
  revokeAll(ctx: RequestContext, staffId: string): Promise<number> {
    return affectedBy(ctx, `UPDATE staff_session SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL`, [staffId]);
  },

  /** Ends every live session of a staff member but `keepSessionId` (a password change keeps the session that made it). */
  revokeOthers(ctx: RequestContext, staffId: string, keepSessionId: string): Promise<number> {
    return affectedBy(ctx, `UPDATE staff_session SET revoked_at = now() WHERE staff_id = $1 AND id <> $2 AND revoked_at IS NULL`, [staffId, keepSessionId]);
  },

  /** Forgets sessions that ended (every session ends by its `expires_at`) more than `maxAgeSeconds` ago. */
  prune(ctx: RequestContext, maxAgeSeconds: number): Promise<number> {
    return affectedBy(ctx, `DELETE FROM staff_session WHERE expires_at < now() - make_interval(secs => $1)`, [maxAgeSeconds]);
  },
};
