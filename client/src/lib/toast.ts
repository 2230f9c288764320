/**
 * The shop's toasts, loaded on demand. react-toastify (its code and styles, about 9 KB gzipped) is not
 * part of any page's first view: a page shows no toast until the shopper does something, or a request
 * answers with one. The library is fetched with the first toast, or earlier, at the shopper's first
 * tap or key press, so it is usually there before it is needed.
 *
 * Toasts raised before the toast area has mounted are queued by the library and shown as it mounts,
 * in order; a toastId still keeps a toast from showing twice.
 */
type Library = typeof import('react-toastify');
type Kind = 'success' | 'error' | 'warn';
export interface ToastOptions {
  toastId?: string;
}

let library: Promise<Library> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/**
 * Starts loading the library (once) and asks the app to mount the toast area. A load that failed (a
 * dropped connection) is tried again with the next toast rather than remembered.
 */
function loadToasts(): Promise<Library> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  library ??= import('react-toastify').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

/** Whether the toast area should be mounted yet (see `Toasts` in app/layout/layout.tsx). */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => wanted,
};

const show = (kind: Kind) => (message: string, options?: ToastOptions) => {
  loadToasts().then(
    ({ toast: t }) => void t[kind](message, options),
    () => undefined,
  );
};

export const toast = { success: show('success'), error: show('error'), warn: show('warn') };

// The first tap or key press fetches the library ahead of the toast it is likely to cause.
if (typeof window !== 'undefined') {
  const early = () => {
    window.removeEventListener('pointerdown', early, true);
    window.removeEventListener('keydown', early, true);
    void loadToasts();
  };
  window.addEventListener('pointerdown', early, true);
  window.addEventListener('keydown', early, true);
}
