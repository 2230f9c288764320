import { ADMIN_HEADERS } from './session';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends one file as multipart/form-data (field `file`) with the staff token, reporting upload progress
 * (fetch cannot report it; XMLHttpRequest can). Resolves with the JSON answer; rejects with an
 * UploadError carrying the server's `message`, worded for people.
 */
export function uploadFile<T>(url: string, file: File, opts: { fields?: Record<string, string>; onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {}): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  form.append('file', file);
  return send<T>(url, form, { ...opts, unreachable: 'The upload could not reach the shop. Check the connection and try again.' });
}

/** Sends a file as the request body itself (e.g. text/csv), with upload progress; the answer as JSON. */
export function uploadBody<T>(url: string, file: File, contentType: string, opts: { onProgress?: (p: UploadProgress) => void } = {}): Promise<T> {
  return send<T>(url, file, { ...opts, contentType, unreachable: 'The file could not reach the shop. Check the connection and try again.' });
}

/** POSTs `body` with the staff session (cookie) and upload progress; the JSON answer, or an UploadError in words for people. */
function send<T>(url: string, body: FormData | File, opts: { contentType?: string; onProgress?: (p: UploadProgress) => void; signal?: AbortSignal; unreachable: string }): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // The session cookie goes with it; the header makes the server believe it.
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) xhr.setRequestHeader(name, value);
    if (opts.contentType) xhr.setRequestHeader('Content-Type', opts.contentType);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      let answer: { message?: string } & Record<string, unknown> = {};
      try {
        answer = JSON.parse(xhr.responseText || '{}');
      } catch {
        /* not JSON: the status says enough */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer as T);
      else reject(new UploadError(uploadMessage(xhr.status, answer.message), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(opts.unreachable, 0));
    xhr.onabort = () => reject(new UploadError('Upload cancelled.', 0));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

function uploadMessage(status: number, serverMessage: string | undefined): string {
  if (status === 401) return 'Your session has ended. Please sign in again.';
  if (status === 403) return serverMessage || 'Your role does not allow this.';
  if (status >= 500 || !serverMessage) return status === 413 ? 'This file is too large.' : 'The upload failed on our side. Please try again.';
  return serverMessage;
}
