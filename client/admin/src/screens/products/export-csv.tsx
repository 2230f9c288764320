import { useState } from 'react';
import { longWork } from '../../components/progress-bar';
import { ADMIN_HEADERS } from '../../lib/session';
import { toast } from '../../lib/toast';

/**
 * Downloads the whole catalogue as CSV. The file needs the staff token, which a plain link cannot send:
 * it is fetched, then handed to the browser as a download.
 */
export function ExportCsvButton() {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    const work = longWork.start();
    work.set(null);
    try {
      const res = await fetch('/admin/api/products/export.csv', { headers: { ...ADMIN_HEADERS }, credentials: 'same-origin' });
      if (!res.ok) throw new Error(res.status === 403 ? 'Your role does not allow exporting the catalogue.' : 'The export failed. Please try again.');
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `rangrez-products-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      toast.error(e instanceof Error && !(e instanceof TypeError) ? e.message : 'The shop could not be reached. Check the connection and try again.');
    } finally {
      work.done();
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn" onClick={() => void download()} disabled={busy}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
