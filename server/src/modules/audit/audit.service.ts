import { badInput } from '../../common/errors';
import { log } from '../../common/log';
import { rateLimit } from '../../common/rate-limit';
import type { PageArgs } from '../../common/pagination';
import { isUuid } from '../../common/validation';
import type { RequestContext } from '../../context';
import { AuditEntryEntity } from './audit-entry.entity';
import type { AuditFilter } from './audit.types';

/** Who acted: a staff member, or the operator at the server's command line (no staff id). */
export interface AuditActor {
  staffId: string | null;
  email: string;
  role: string;
}

/**
 * The actor of an entry written for an outside party that is not staff: a webhook (payment provider,
 * courier) whose event was refused. Owners read these in the audit trail like any other entry.
 */
export const webhookActor = (source: string): AuditActor => ({ staffId: null, email: source, role: 'webhook' });

/** The actor of work done with `npm run staff` and other operator commands. */
export const COMMAND_LINE_ACTOR: AuditActor = { staffId: null, email: 'command line', role: 'operator' };

/** One staff action to record. `before`/`after` hold the values that changed (secrets are dropped). */
export interface AuditRecord {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Keys never written to the trail, at any depth, whatever a caller passes. */
const SECRET_KEY = /password|secret|token|hash/i;

function withoutSecrets(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  const clean = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(clean);
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      return Object.fromEntries(Object.entries(v).filter(([k]) => !SECRET_KEY.test(k)).map(([k, inner]) => [k, clean(inner)]));
    }
    return v;
  };
  return clean(value) as Record<string, unknown>;
}

/**
 * How much of a flood of refusals (denied admin operations, failed staff sign-ins) the trail keeps, so
 * that nobody can fill it by repeating one: per key (who, what, why) and minute, the 1st, 10th, 100th,
 * 1,000th … attempt is written, each saying which attempt of the minute it was; and at most
 * `entriesPerMinute` refusal entries a minute in all, whatever the keys. The counters are the shop's
 * rate-limit windows (PostgreSQL, pruned by the background job).
 */
export const REFUSAL_RECORDING = { windowSeconds: 60, entriesPerMinute: 300 } as const;

/** 1, 10, 100, 1000, …: the attempts of a minute that are written. */
function isMilestone(n: number): boolean {
  let m = n;
  while (m >= 10 && m % 10 === 0) m /= 10;
  return m === 1;
}

export const auditService = {
  /**
   * Records what the staff member behind `ctx` (the admin guard's `ctx.staff`) did, with their role and
   * client address, through `ctx.em`: inside the change's transaction, the entry and the change are
   * written together or not at all. `actor` names someone else (a sign-in, before any session exists;
   * the command line). Calling it with no actor at all is a programming error.
   */
  async record(ctx: RequestContext, entry: AuditRecord, actor?: AuditActor): Promise<void> {
    const who = actor ?? (ctx.staff ? { staffId: ctx.staff.id, email: ctx.staff.email, role: ctx.staff.role } : null);
    if (!who) throw new Error(`audit: "${entry.action}" has no staff member to record (call it behind the admin guard, or name the actor)`);
    await ctx.em.query(
      `INSERT INTO audit_entry (staff_id, staff_email, staff_role, action, entity_type, entity_id, before, after, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
      [
        who.staffId,
        who.email,
        who.role,
        entry.action,
        entry.entityType,
        entry.entityId ?? null,
        JSON.stringify(withoutSecrets(entry.before)),
        JSON.stringify(withoutSecrets(entry.after)),
        ctx.ip,
      ],
    );
  },

  /**
   * Records a refusal (a denied admin operation, a failed staff sign-in) by `actor`, outside any
   * transaction (the refusal rolls nothing back), aggregated by `key` as REFUSAL_RECORDING says: most
   * repeats within a minute are counted, not written. Answers whether an entry was written.
   */
  async recordRefusal(ctx: RequestContext, key: string, entry: AuditRecord, actor: AuditActor): Promise<boolean> {
    const R = REFUSAL_RECORDING;
    ctx = { ...ctx, em: ctx.app.db.manager };
    const attempt = await rateLimit.hit(ctx, `audit-refusal:${key}`, R.windowSeconds);
    if (!isMilestone(attempt)) return false;
    const written = await rateLimit.hit(ctx, 'audit-refusal:all', R.windowSeconds);
    if (written > R.entriesPerMinute) {
      if (written === R.entriesPerMinute + 1) log.warn({ scope: 'audit', entriesPerMinute: R.entriesPerMinute }, 'refusals are arriving faster than the audit trail records them: the rest of this minute is counted only');
      return false;
    }
    await this.record(ctx, { ...entry, after: { ...entry.after, attemptThisMinute: attempt } }, actor);
    return true;
  },

  /**
   * Records many actions of the staff member behind `ctx` in one statement (a CSV import's products),
   * inside the change's transaction, exactly as `record` would one by one.
   */
  async recordMany(ctx: RequestContext, entries: AuditRecord[]): Promise<void> {
    if (entries.length === 0) return;
    if (!ctx.staff) throw new Error(`audit: "${entries[0].action}" has no staff member to record (call it behind the admin guard)`);
    const rows = entries.map((e) => ({
      action: e.action,
      entity_type: e.entityType,
      entity_id: e.entityId ?? null,
      before: withoutSecrets(e.before),
      after: withoutSecrets(e.after),
    }));
    await ctx.em.query(
      `INSERT INTO audit_entry (staff_id, staff_email, staff_role, action, entity_type, entity_id, before, after, ip)
       SELECT $1, $2, $3, r.action, r.entity_type, r.entity_id, r.before, r.after, $5
       FROM jsonb_to_recordset($4::jsonb) AS r(action text, entity_type text, entity_id text, before jsonb, after jsonb)`,
      [ctx.staff.id, ctx.staff.email, ctx.staff.role, JSON.stringify(rows), ctx.ip],
    );
  },

  /** A page of the trail, newest first, narrowed by `filter`. */
  async list(ctx: RequestContext, filter: AuditFilter = {}, page: PageArgs = {}): Promise<{ entries: AuditEntryEntity[]; hasMore: boolean }> {
    const limit = page.limit ?? 50;
    const q = ctx.em.createQueryBuilder(AuditEntryEntity, 'a');
    if (filter.staffId !== undefined && filter.staffId !== null) {
      if (!isUuid(filter.staffId)) throw badInput('staffId is not the id of a staff member.');
      q.andWhere('a.staffId = :staffId', { staffId: filter.staffId });
    }
    if (filter.action) {
      if (filter.action.endsWith('.')) q.andWhere(`starts_with(a.action, :action)`, { action: filter.action });
      else q.andWhere('a.action = :action', { action: filter.action });
    }
    if (filter.entityType) q.andWhere('a.entityType = :entityType', { entityType: filter.entityType });
    if (filter.entityId) q.andWhere('a.entityId = :entityId', { entityId: filter.entityId });
    if (filter.from) q.andWhere('a.at >= :from', { from: filter.from });
    if (filter.to) q.andWhere('a.at < :to', { to: filter.to });
    const rows = await q
      .orderBy('a.at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .offset(page.offset ?? 0)
      .limit(limit + 1)
      .getMany();
    return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
  },
};
