import { useState } from 'react';
import { ApiError, downloadWithSession } from '../../lib/rest';
import { toast } from '../../lib/toast';

export const DOWNLOAD_FAILED = 'Could not download the document. Please try again.';

/** A button that saves an order's tax invoice or credit note (a PDF behind the shopper's login). */
export function InvoiceDownload({ document, label }: { document: { number: string; pdfUrl: string }; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithSession(document.pdfUrl, `${document.number.replace(/\//g, '-')}.pdf`);
    } catch (e) {
      toast.error(e instanceof ApiError && e.message ? e.message : DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? 'Preparing…' : label}
    </button>
  );
}
