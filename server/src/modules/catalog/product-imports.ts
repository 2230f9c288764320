import type { StaffRole } from '../../common/auth';
import { log } from '../../common/log';
import { rowsOf } from '../../common/sql';
import { inTransaction, systemContext, type AppServices, type RequestContext } from '../../context';
import { productCsv, type ImportProgress } from './product-csv';
import type { ProductImportResult } from './product-admin.types';

/**
 * A CSV import as a job, off the request path: the upload (already checked by the byte scanner as it
 * arrived) is kept in `product_import` and a `catalog.import` job is sent in the same transaction; any
 * backend's worker runs it (reading, checking and, unless a dry run, writing, all with turns given
 * back to the event loop), writing its progress to the row as it goes. Staff poll the row until it is
 * done and then read its result, the same `{ dryRun, applied, created, … errors }` the import answers.
 */

export type ImportState = 'queued' | 'running' | 'done' | 'failed';

export interface ImportJobRow {
  id: string;
  dry_run: boolean;
  state: ImportState;
  phase: 'reading' | 'checking' | 'writing' | null;
  rows: number;
  bytes: number;
  result: (ProductImportResult & { encoding?: string }) | null;
  message: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/** What staff read about their import (GET /admin/api/products/import/:id). */
export interface ImportStatus {
  id: string;
  dryRun: boolean;
  state: ImportState;
  /** While running: reading the file, checking its rows, writing the products. */
  phase: ImportJobRow['phase'];
  /** Rows read (or, once checking, in the file) so far. */
  rows: number;
  bytes: number;
  createdAt: string;
  finishedAt: string | null;
  result: ImportJobRow['result'];
  message: string | null;
}

export const IMPORT_FAILED = 'The import failed on our side; nothing was written. Please try again.';
export const IMPORT_NOT_FOUND = 'No such import.';

interface ImportJob {
  importId: string;
}

const STATUS_COLUMNS = 'id, dry_run, state, phase, rows, bytes, result, message, created_at, finished_at';

export const toImportStatus = (r: ImportJobRow): ImportStatus => ({
  id: r.id,
  dryRun: r.dry_run,
  state: r.state,
  phase: r.phase,
  rows: r.rows,
  bytes: r.bytes,
  createdAt: new Date(r.created_at).toISOString(),
  finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  result: r.result,
  message: r.message,
});

export const productImports = {
  /** Keeps the uploaded file and queues its import, acting as the staff member who sent it. */
  async start(ctx: RequestContext, file: Buffer, dryRun: boolean): Promise<ImportStatus> {
    const staff = ctx.staff;
    if (!staff) throw new Error('an import is started by a staff member behind the admin guard');
    return inTransaction(ctx, async (tx) => {
      const [row] = await rowsOf<ImportJobRow>(
        tx,
        `INSERT INTO product_import (staff_id, staff_email, staff_name, staff_role, staff_session_id, ip, dry_run, bytes, file)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${STATUS_COLUMNS}`,
        [staff.id, staff.email, staff.name, staff.role, staff.sessionId, tx.ip, dryRun, file.length, file],
      );
      await tx.app.jobs.send<ImportJob>(tx, 'catalog.import', { importId: row.id }, { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 15 * 60 });
      return toImportStatus(row);
    });
  },

  /** The caller's own import, or null. */
  async status(ctx: RequestContext, id: string): Promise<ImportStatus | null> {
    if (!ctx.staff || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await rowsOf<ImportJobRow>(ctx, `SELECT ${STATUS_COLUMNS} FROM product_import WHERE id = $1 AND staff_id = $2`, [id, ctx.staff.id]);
    return row ? toImportStatus(row) : null;
  },

  /**
   * Runs one import (a worker's job). Idempotent: an import that is over is left as it is; one whose
   * process died half-way runs again (its writes are one transaction, so none of them were kept).
   */
  async run(app: AppServices, importId: string): Promise<void> {
    const base = systemContext(app);
    const [row] = await rowsOf<{ staff_id: string; staff_email: string; staff_name: string; staff_role: StaffRole; staff_session_id: string; ip: string; dry_run: boolean; file: Buffer }>(
      base,
      `UPDATE product_import SET state = 'running', phase = 'reading', rows = 0, updated_at = now()
       WHERE id = $1 AND state IN ('queued', 'running') AND file IS NOT NULL
       RETURNING staff_id, staff_email, staff_name, staff_role, staff_session_id, ip, dry_run, file`,
      [importId],
    );
    if (!row) return;
    const ctx: RequestContext = {
      ...base,
      ip: row.ip,
      staff: { id: row.staff_id, email: row.staff_email, name: row.staff_name, role: row.staff_role, sessionId: row.staff_session_id },
    };
    // Progress is written at most every half second (and at each new phase), outside the import's transaction.
    let written = { phase: 'reading', at: Date.now() };
    const progress: ImportProgress = async ({ phase, rows }) => {
      if (phase === written.phase && Date.now() - written.at < 500) return;
      written = { phase, at: Date.now() };
      await app.db.query(`UPDATE product_import SET phase = $2, rows = $3, updated_at = now() WHERE id = $1`, [importId, phase, rows]);
    };
    try {
      const result = await productCsv.importFile(ctx, row.file, row.dry_run, progress);
      await app.db.query(
        `UPDATE product_import SET state = 'done', phase = NULL, result = $2, file = NULL, finished_at = now(), updated_at = now() WHERE id = $1`,
        [importId, JSON.stringify(result)],
      );
    } catch (e) {
      log.error({ scope: 'catalog', importId, err: e instanceof Error ? e.message : String(e) }, 'product import failed');
      await app.db.query(
        `UPDATE product_import SET state = 'failed', phase = NULL, message = $2, file = NULL, finished_at = now(), updated_at = now() WHERE id = $1`,
        [importId, IMPORT_FAILED],
      );
    }
  },

  /** Imports older than `seconds` (their results have been read long since). */
  async prune(ctx: RequestContext, seconds: number): Promise<void> {
    await ctx.em.query(`DELETE FROM product_import WHERE created_at < now() - make_interval(secs => $1) AND state IN ('done', 'failed')`, [seconds]);
  },
};

/** This process's import worker: one import at a time, so a process never runs two heavy ones at once. */
export async function startImportWorkers(app: AppServices): Promise<void> {
  await app.jobs.work<ImportJob>('catalog.import', (job) => productImports.run(app, job.data.importId));
}
