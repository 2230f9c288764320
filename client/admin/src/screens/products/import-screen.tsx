import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { InlineProgress, longWork } from '../../components/progress-bar';
import { ADMIN_HEADERS } from '../../lib/session';
import { uploadBody, UploadError } from '../../lib/upload';
import { toast } from '../../lib/toast';
import { ExportCsvButton } from './export-csv';

interface ImportResult {
  applied: boolean;
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  errors: { row: number; field: string; message: string }[];
}

/** The import job the upload started (POST answers 202), as GET /admin/api/products/import/:id tells it. */
interface ImportJob {
  id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  phase: 'reading' | 'checking' | 'writing' | null;
  rows: number;
  result: ImportResult | null;
  message: string | null;
}

type Stage = { kind: 'idle' } | { kind: 'checking' | 'applying'; progress: number; note: string } | { kind: 'checked'; result: ImportResult } | { kind: 'applied'; result: ImportResult };

/** Where each phase of the job starts on the progress bar (the upload takes the first 30%). */
const PHASE_AT = { queued: 0.3, reading: 0.35, checking: 0.6, writing: 0.8 } as const;
const PHASE_WORDS = { queued: 'Waiting for its turn…', reading: 'Reading the file…', checking: 'Checking every row…', writing: 'Writing the products…' } as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the import until it is over; `onJob` hears each state. */
async function followImport(id: string, onJob: (job: ImportJob) => void): Promise<ImportResult> {
  for (;;) {
    const res = await fetch(`/admin/api/products/import/${encodeURIComponent(id)}`, { headers: { ...ADMIN_HEADERS }, credentials: 'same-origin' });
    const job = (await res.json().catch(() => ({}))) as ImportJob & { message?: string };
    if (!res.ok) throw new UploadError(job.message || 'The import could not be followed. Please try again.', res.status);
    onJob(job);
    if (job.state === 'done' && job.result) return job.result;
    if (job.state === 'failed') throw new UploadError(job.message || 'The import failed. Please try again.', 500);
    await pause(700);
  }
}

const ERRORS_PAGE = 25;

/**
 * CSV import: the file is checked first (a dry run that lists every bad row and why), then applied,
 * all rows or none. One row per size; products are matched by SKU: a known SKU updates its product, a new
 * one creates one.
 */
export function ImportScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [errorsOffset, setErrorsOffset] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  async function send(dryRun: boolean) {
    if (!file) return;
    const work = longWork.start();
    const kind = dryRun ? 'checking' : 'applying';
    setStage({ kind, progress: 0, note: 'Sending the file…' });
    try {
      // The upload starts a job on the server (202); the file is read, checked and written there while
      // this screen follows its progress.
      const job = await uploadBody<ImportJob>(`/admin/api/products/import?dryRun=${dryRun}`, file, 'text/csv', {
        onProgress: ({ loaded, total }) => {
          work.set((loaded / total) * 0.3);
          setStage({ kind, progress: (loaded / total) * 0.3, note: 'Sending the file…' });
        },
      });
      const result = await followImport(job.id, (j) => {
        const phase = j.state === 'queued' ? 'queued' : (j.phase ?? 'writing');
        const progress = PHASE_AT[phase];
        work.set(progress);
        const rows = j.rows ? ` ${j.rows.toLocaleString('en-IN')} rows` : '';
        setStage({ kind, progress, note: `${PHASE_WORDS[phase]}${phase === 'queued' ? '' : rows}` });
      });
      setErrorsOffset(0);
      if (dryRun || !result.applied) setStage({ kind: 'checked', result });
      else {
        setStage({ kind: 'applied', result });
        toast.success(`Import done: ${result.created} created, ${result.updated} updated.`);
      }
    } catch (e) {
      setStage({ kind: 'idle' });
      toast.error(e instanceof UploadError ? e.message : 'The import failed. Please try again.');
    } finally {
      work.done();
    }
  }

  const result = stage.kind === 'checked' || stage.kind === 'applied' ? stage.result : null;
  const busy = stage.kind === 'checking' || stage.kind === 'applying';
  return (
    <div className="page page--narrow">
      <p className="breadcrumb">
        <Link to="/products">Products</Link>
      </p>
      <PageHeader title="Import products from CSV" lead="One row per size. Rows are matched by SKU: a known SKU updates that product, a new SKU creates one. Nothing is written until every row is right." actions={<ExportCsvButton />} />
      <section className="card" aria-labelledby="import-file">
        <h2 className="card__title" id="import-file">
          1. Choose the file
        </h2>
        <p className="muted">The easiest start is an export: change it in a spreadsheet, save it as CSV (UTF-8, or Excel's plain CSV), and import it here. Up to 16 MB and 20,000 rows.</p>
        <p className="muted">
          Each size of a product is a row: its rows share the product's <code>sku</code> and repeat its details, and each row gives the <code>size</code> (empty for an item without sizes), its own <code>variant_sku</code>, <code>variant_price</code> (empty: the product's price), <code>stock</code> and{' '}
          <code>low_stock_threshold</code>. A size left out of the file is taken away (not while it has stock). In a list (details, labels) items are separated by |; write <code>\|</code> for a | inside an item.
        </p>
        <div className="file-pick">
          <button type="button" className="btn" onClick={() => input.current?.click()} disabled={busy}>
            Choose CSV file…
          </button>
          <span aria-live="polite">{file ? `${file.name} (${Math.ceil(file.size / 1024).toLocaleString('en-IN')} KB)` : 'No file chosen'}</span>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label="CSV file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setStage({ kind: 'idle' });
              e.target.value = '';
            }}
          />
        </div>
      </section>
      <section className="card" aria-labelledby="import-check">
        <h2 className="card__title" id="import-check">
          2. Check it
        </h2>
        {busy ? (
          <div className="import-progress">
            <InlineProgress label={stage.kind === 'checking' ? 'Checking the file' : 'Importing'} fraction={stage.progress} />
            <p className="muted" aria-live="polite">
              {stage.note}
            </p>
          </div>
        ) : (
          <button type="button" className="btn btn--primary" disabled={!file || busy} onClick={() => void send(true)}>
            Check file
          </button>
        )}
        {result && (
          <div className="import-report" role="status">
            <dl className="stats">
              <div>
                <dt>New products</dt>
                <dd>{result.created}</dd>
              </div>
              <div>
                <dt>Changed</dt>
                <dd>{result.updated}</dd>
              </div>
              <div>
                <dt>Unchanged</dt>
                <dd>{result.unchanged}</dd>
              </div>
              <div>
                <dt>Rows with problems</dt>
                <dd className={result.errors.length ? 'stats__bad' : undefined}>{new Set(result.errors.map((e) => e.row)).size}</dd>
              </div>
            </dl>
            {stage.kind === 'applied' ? (
              <p className="notice">Imported. The storefront shows the changes within a second.</p>
            ) : result.errors.length ? (
              <p>Fix these rows in the file and check it again. Nothing has been written.</p>
            ) : (
              <p>Every row is right. Nothing has been written yet.</p>
            )}
          </div>
        )}
        {result && result.errors.length > 0 && (
          <DataTable
            caption="Rows with problems"
            rows={result.errors.slice(errorsOffset, errorsOffset + ERRORS_PAGE)}
            rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
            page={{ offset: errorsOffset, limit: ERRORS_PAGE, total: result.errors.length }}
            onPage={setErrorsOffset}
            empty=""
            columns={[
              { key: 'row', header: 'Row', align: 'end', render: (e) => e.row || '—' },
              { key: 'field', header: 'Column', render: (e) => (e.field ? <code>{e.field}</code> : 'Whole row') },
              { key: 'message', header: 'Problem', render: (e) => e.message },
            ]}
          />
        )}
      </section>
      <section className="card" aria-labelledby="import-apply">
        <h2 className="card__title" id="import-apply">
          3. Import
        </h2>
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy || stage.kind !== 'checked' || stage.result.errors.length > 0 || stage.result.created + stage.result.updated === 0}
          onClick={() => void send(false)}
        >
          {stage.kind === 'checked' && !stage.result.errors.length ? `Import ${stage.result.created + stage.result.updated} products` : 'Import'}
        </button>
      </section>
    </div>
  );
}
