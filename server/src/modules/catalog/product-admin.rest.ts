import { Router, type Request, type Response } from 'express';
import { errorMiddleware, route } from '../../common/http';
import { discardBody } from '../../common/refused-bodies';
import type { AppServices } from '../../context';
import { adminRoute, staffRestContext } from '../access/admin-guard';
import { CsvGuard, CsvRefused, IMPORT_MAX_BYTES, INTAKE_MESSAGES } from './csv-intake';
import { IMPORT_NOT_FOUND, productImports } from './product-imports';
import { productCsv } from './product-csv';

export const SEND_CSV = 'Send the CSV file as the request body, with Content-Type: text/csv.';
export const DRY_RUN_REQUIRED = 'Say dryRun=true to check the file only, or dryRun=false to apply it.';
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'];

/**
 * The request's body, checked by the CSV byte scanner as it arrives: a body declared over 16 MB is
 * refused before a byte is read, one that passes 16 MB the moment it does (the rest read and thrown
 * away, never kept, so the sender gets the answer). A file whose header line, columns, records or rows
 * pass their caps is refused as soon as they do: from then on nothing is kept or scanned, the rest of
 * its (at most 16 MB) body is only counted, and the refusal is answered when the body is in. Answering
 * before would have the client, still sending through the gateway, see its connection reset instead.
 * What passes is at most 16 MB.
 */
function readCsvBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const refuseNow = (err: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      discardBody(req, req.res!, { maxBytes: IMPORT_MAX_BYTES, halfClose: false });
      reject(err);
    };
    const guard = new CsvGuard();
    let chunks: Buffer[] = [];
    let bytes = 0;
    let refusal: unknown = null;
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > IMPORT_MAX_BYTES) return refuseNow(new CsvRefused(413, INTAKE_MESSAGES.tooLarge));
      if (refusal) return;
      try {
        guard.feed(chunk);
        chunks.push(chunk);
      } catch (e) {
        refusal = e;
        chunks = [];
      }
    };
    const onEnd = () => {
      if (settled) return;
      settled = true;
      try {
        if (refusal) throw refusal;
        guard.end();
      } catch (e) {
        return reject(e);
      }
      resolve(Buffer.concat(chunks));
    };
    if (Number(req.headers['content-length']) > IMPORT_MAX_BYTES) return refuseNow(new CsvRefused(413, INTAKE_MESSAGES.tooLarge));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', (e) => refuseNow(e));
  });
}

/**
 * The catalogue as a file, for staff whose role may import and export it (bearer staff token):
 * - GET /admin/api/products/export.csv: every product (archived ones too), as CSV;
 * - POST /admin/api/products/import?dryRun=true|false: the file as the body (text/csv, at most 16 MB,
 *   20,000 products), checked by the byte scanner as it arrives (413/422 with a JSON `message` for the
 *   first cap it passes: nothing after it is kept or parsed), then run as a job: 202 with `{ id, state, … }` and a Location to poll;
 * - GET /admin/api/products/import/:id: the import's state (queued, running, done, failed), phase and
 *   rows so far, and once done its `result`: { dryRun, applied, created, updated, unchanged, errors:
 *   [{ row, field, message }], encoding }, all rows applied or none.
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
    route(async (req, res) => {
      const dryRun = String(req.query.dryRun ?? '');
      const refuseNow = (status: number, message: string) => {
        res.status(status).json({ message });
        discardBody(req, res, { maxBytes: IMPORT_MAX_BYTES, halfClose: false });
      };
      if (dryRun !== 'true' && dryRun !== 'false') return refuseNow(400, DRY_RUN_REQUIRED);
      if (!CSV_TYPES.includes(String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase())) return refuseNow(415, SEND_CSV);
      let file: Buffer;
      try {
        file = await readCsvBody(req);
      } catch (e) {
        if (e instanceof CsvRefused) return res.status(e.status).json({ message: e.message, line: e.line });
        throw e;
      }
      const started = await productImports.start(req.ctx, file, dryRun === 'true');
      res.status(202).location(`${req.baseUrl}/import/${started.id}`).json(started);
    }),
  );
  r.get(
    '/import/:id',
    adminRoute('catalog.import'),
    route(async (req, res) => {
      const status = await productImports.status(req.ctx, String(req.params.id));
      if (!status) return res.status(404).json({ message: IMPORT_NOT_FOUND });
      res.json(status);
    }),
  );
  r.use((_req: Request, res: Response) => {
    res.status(404).json({ message: 'No such admin route.' });
  });
  r.use(errorMiddleware);
  return r;
}
