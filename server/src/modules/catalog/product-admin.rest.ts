import express, { Router, type Request, type Response } from 'express';
import { errorMiddleware, route } from '../../common/http';
import type { AppServices } from '../../context';
import { adminRoute, staffRestContext } from '../access/admin-guard';
import { IMPORT_MAX_BYTES, productCsv } from './product-csv';

export const SEND_CSV = 'Send the CSV file as the request body, with Content-Type: text/csv.';
export const DRY_RUN_REQUIRED = 'Say dryRun=true to check the file only, or dryRun=false to apply it.';

/**
 * The catalogue as a file, for staff whose role may import and export it (bearer staff token):
 * - GET /admin/api/products/export.csv: every product (archived ones too), as CSV;
 * - POST /admin/api/products/import?dryRun=true|false: the file as the body (text/csv, at most 16 MB),
 *   answered 200 with { dryRun, applied, created, updated, unchanged, errors: [{ row, field, message }] },
 *   all rows applied or none. A browser can show the upload's progress on this request.
 * 401/403 by the permission table, with a JSON `message`.
 */
export function adminProductsRouter(app: AppServices): Router {
  const r = Router();
  r.use(staffRestContext(app));
  r.get(
    '/export.csv',
    adminRoute('catalog.import'),
    route(async (req, res) => {
      const day = new Date().toISOString().slice(0, 10);
      res.status(200).set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="rangrez-products-${day}.csv"` });
      await productCsv.export(req.ctx, res);
      res.end();
    }),
  );
  r.post(
    '/import',
    adminRoute('catalog.import'),
    express.text({ type: ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'], limit: IMPORT_MAX_BYTES }),
    route(async (req, res) => {
      const dryRun = String(req.query.dryRun ?? '');
      if (dryRun !== 'true' && dryRun !== 'false') return res.status(400).json({ message: DRY_RUN_REQUIRED });
      if (typeof req.body !== 'string') return res.status(415).json({ message: SEND_CSV });
      res.json(await productCsv.import(req.ctx, req.body, dryRun === 'true'));
    }),
  );
  r.use((_req: Request, res: Response) => {
    res.status(404).json({ message: 'No such admin route.' });
  });
  r.use(errorMiddleware);
  return r;
}
