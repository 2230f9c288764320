import { useState, type ReactNode } from 'react';
import { longWork } from './progress-bar';
import { ADMIN_HEADERS } from '../lib/session';
import { toast } from '../lib/toast';

/** The file name the server gave (Content-Disposition), or `fallback`. */
function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Why a download was refused, in the server's words when it gave some (`{ message }`). */
async function refusal(res: Response): Promise<string> {
  if (res.status === 403) return 'Your role does not allow this download.';
  if (res.status >= 500) return 'The download failed on our side. Please try again.';
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: fall through
  }
  return 'The download failed. Please try again.';
}

/**
 * Fetches `path` with the staff session and hands it to the browser as a download. Files of the back
 * office need the session's header, which a plain link cannot send; a refusal is shown as a toast.
 */
export async function downloadFile(path: string, fallbackName: string, opts: { onElsewhere?: (url: string) => void } = {}): Promise<boolean> {
  const work = longWork.start();
  work.set(null);
  try {
    // A file kept elsewhere (a courier's label) is answered as its address, when the caller can open one.
    // (A file of our own comes back as it is, whatever was asked.)
    const headers: Record<string, string> = { ...ADMIN_HEADERS, ...(opts.onElsewhere ? { Accept: 'application/json' } : {}) };
    const res = await fetch(path, { headers, credentials: 'same-origin' });
    if (!res.ok) throw new Error(await refusal(res));
    if (opts.onElsewhere && res.headers.get('content-type')?.startsWith('application/json')) {
      const { url } = (await res.json()) as { url?: unknown };
      if (typeof url !== 'string' || !/^https:\/\//.test(url)) throw new Error('The courier did not give the label’s address. Please try again.');
      opts.onElsewhere(url);
      return true;
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = fileNameOf(res, fallbackName);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch (e) {
    toast.error(e instanceof Error && !(e instanceof TypeError) ? e.message : 'The shop could not be reached. Check the connection and try again.');
    return false;
  } finally {
    work.done();
  }
}

/** A button that downloads a back-office file (see downloadFile). */
export function DownloadButton({
  path,
  fileName,
  children,
  className = 'btn',
  busyLabel = 'Downloading…',
  ariaLabel,
  onElsewhere,
}: {
  path: string;
  fileName: string;
  children: ReactNode;
  className?: string;
  busyLabel?: string;
  ariaLabel?: string;
  /** The file is the courier's, at this address (https): the caller offers a link to it. */
  onElsewhere?: (url: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void downloadFile(path, fileName, { onElsewhere }).finally(() => setBusy(false));
      }}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
