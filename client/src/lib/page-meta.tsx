import { createContext, useContext, useEffect } from 'react';

/** What a page tells search engines and share previews; collected while the server renders it. */
export interface PageMeta {
  /** The page's own part of the title ('' on the home page). */
  title?: string;
  description?: string;
  /** The share preview's picture, a path on this origin or an absolute URL. */
  image?: string;
  /** schema.org data for the page, built with the shop's public origin (absolute URLs). */
  jsonLd?: (origin: string) => object;
  /** The HTTP status the page answers with on the server (404 for Not Found). */
  status?: number;
}

/** On the server, one sink per request; in the browser there is none and only the tab's title changes. */
export interface PageMetaSink {
  meta: PageMeta;
}

export const PageMetaContext = createContext<PageMetaSink | null>(null);

export const SHOP_TITLE = 'Rangrez: clothing and personalised gifts';
export const SHOP_DESCRIPTION = 'Rangrez: clothing, caps and personalised printed merchandise, delivered across India.';

/** A page path (or an already absolute URL) on the shop's public origin, as previews and schema.org data need. */
export const absoluteUrl = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, origin + '/').toString();

/** "Page · Rangrez", or the shop's own title on the home page. */
export const fullTitle = (title: string | undefined) => (title ? `${title} · Rangrez` : SHOP_TITLE);

/**
 * Declares the page's title, description, preview image and structured data. The server reads them
 * into the HTML's head; in the browser, the tab's title follows navigation.
 */
export function usePageMeta(meta: PageMeta) {
  const sink = useContext(PageMetaContext);
  if (sink) sink.meta = { ...sink.meta, ...meta };
  const title = meta.title;
  useEffect(() => {
    if (title !== undefined) document.title = fullTitle(title);
  }, [title]);
}
