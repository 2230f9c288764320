import { Router } from 'express';
import { AppError, badInput } from '../../common/errors';
import { errorMiddleware, route } from '../../common/http';
import type { AppServices } from '../../context';
import { adminRoute, staffRestContext } from '../access/admin-guard';
import { GSTR1_CSV_TABLES, gstr1Csv, type Gstr1CsvTable } from './gst-csv';
import { gstReports } from './gst-reports';

/** The most documents one month's ZIP draws (each PDF is drawn on the request). */
export const MONTH_ZIP_MAX_DOCUMENTS = 2000;

export const REPORT_MESSAGES = {
  format: 'The format must be json or csv.',
  table: `The table must be one of ${GSTR1_CSV_TABLES.join(', ')}.`,
  tooMany: (n: number) => `That month has ${n} documents, more than one ZIP holds (${MONTH_ZIP_MAX_DOCUMENTS}): download them from the list a page at a time.`,
};

const one = (v: unknown) => (typeof v === 'string' ? v : undefined);

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * The accountant's downloads, for staff whose role may read reports (owners and managers; a staff
 * token, 401/403 JSON by the permission table; a bad parameter 400 JSON `{ message }`):
 * - GET /admin/api/reports/gstr1?period=MMYYYY: GSTR-1 of the month as the offline tool's JSON
 *   (`&format=csv&table=b2cs` for one table as CSV: b2b, b2cl, b2cs, cdnr, cdnur, hsn_b2b, hsn_b2c, docs);
 * - GET /admin/api/reports/sales-register.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: a row per document line;
 * - GET /admin/api/reports/documents.zip?period=MMYYYY: the month's invoices and credit notes as PDFs.
 * Mounted under /admin/api/, which the gateway forwards to the backend. Never cached.
 */
export function adminReportsRouter(app: AppServices): Router {
  const r = Router();
  r.use(staffRestContext(app));
  r.get(
    '/gstr1',
    adminRoute('reports.read'),
    route(async (req, res) => {
      const format = one(req.query.format) ?? 'json';
      if (format !== 'json' && format !== 'csv') throw badInput(REPORT_MESSAGES.format);
      const table = one(req.query.table);
      if (format === 'csv' && !GSTR1_CSV_TABLES.includes(table as Gstr1CsvTable)) throw badInput(REPORT_MESSAGES.table);
      const period = one(req.query.period);
      const g = await gstReports.gstr1(req.ctx, period, one(req.query.gstin));
      const name = `GSTR1_${g.gstin}_${g.fp}`;
      if (format === 'csv') {
        res.set({ ...PRIVATE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}_${table}.csv"` });
        res.status(200).send(gstr1Csv(g, table as Gstr1CsvTable));
        return;
      }
      res.set({ ...PRIVATE, 'Content-Disposition': `attachment; filename="${name}.json"` });
      res.status(200).json(g);
    }),
  );
  r.get(
    '/sales-register.csv',
    adminRoute('reports.read'),
    route(async (req, res) => {
      const from = one(req.query.from);
      const to = one(req.query.to);
      const csv = await gstReports.salesRegister(req.ctx, from, to);
      res.set({ ...PRIVATE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="sales-register_${from}_${to}.csv"` });
      res.status(200).send(csv);
    }),
  );
  r.get(
    '/documents.zip',
    adminRoute('reports.read'),
    route(async (req, res) => {
      const period = one(req.query.period);
      const result = await gstReports.monthZip(req.ctx, period, MONTH_ZIP_MAX_DOCUMENTS);
      if ('tooMany' in result) throw new AppError('CONFLICT', REPORT_MESSAGES.tooMany(result.tooMany));
      res.set({ ...PRIVATE, 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="documents_${period}.zip"` });
      res.status(200).end(result.zip);
    }),
  );
  r.use(errorMiddleware);
  return r;
}
