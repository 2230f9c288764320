import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { InlineProgress, longWork } from '../../components/progress-bar';
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

type Stage = { kind: 'idle' } | { kind: 'checking' | 'applying'; progress: number } | { kind: 'checked'; result: ImportResult } | { kind: 'applied'; result: ImportResult };

const ERRORS_PAGE = 25;

/**
 * CSV import: the file is checked first (a dry run that lists every bad row and why), then applied,
 * all rows or none. Products are matched by SKU: a known SKU updates its product, a new one creates one.
 */
export function ImportScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [errorsOffset, setErrorsOffset] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  async function send(dryRun: boolean) {
    if (!file) return;
    const work = longWork.start();
    setStage({ kind: dryRun ? 'checking' : 'applying', progress: 0 });
    try {
      const result = await uploadBody<ImportResult>(`/admin/api/products/import?dryRun=${dryRun}`, file, 'text/csv', {
        onProgress: ({ loaded, total }) => {
          work.set((loaded / total) * 0.8);
          setStage({ kind: dryRun ? 'checking' : 'applying', progress: (loaded / total) * 0.8 });
        },
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
      <PageHeader title="Import products from CSV" lead="Rows are matched by SKU: a known SKU updates that product, a new SKU creates one. Nothing is written until every row is right." actions={<ExportCsvButton />} />
      <section className="card" aria-labelledby="import-file">
        <h2 className="card__title" id="import-file">
          1. Choose the file
        </h2>
        <p className="muted">The easiest start is an export: change it in a spreadsheet, save it as CSV (UTF-8), and import it here. Up to 16 MB.</p>
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
            <p className="muted">{stage.progress < 0.8 ? 'Sending the file…' : stage.kind === 'checking' ? 'Checking every row…' : 'Writing the products…'}</p>
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
