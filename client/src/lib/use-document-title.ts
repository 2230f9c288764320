import { usePageMeta } from './page-meta';

/** Sets the browser tab's title for a screen: "Page · Rangrez" (and the server-rendered <title>). */
export function useDocumentTitle(title: string) {
  usePageMeta({ title });
}
