/**
 * What the gateway and the client's server build (client/src/entry-server.tsx, built by `vite build
 * --ssr`) agree on. Types only: both sides import them, neither imports the other's code.
 */

export interface OperationResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** Runs one GraphQL operation for the server's render, as an anonymous visitor. */
export type ExecuteOperation = (query: string, variables: Record<string, unknown> | undefined) => Promise<OperationResult>;

export interface RenderInput {
  /** Path and query of the request, e.g. /products?cat=MEN */
  url: string;
  /** The shop's public origin, for canonical links, share previews and structured data. */
  origin: string;
  /** The request's CSP nonce, for any inline script React streams. */
  nonce?: string;
  execute: ExecuteOperation;
  /** Aborted when rendering takes too long: the caller then serves the client-rendered page. */
  signal: AbortSignal;
}

export interface RenderedPage {
  status: number;
  /** The screens shown (files under src/routes/), whose chunks and CSS the page should load first. */
  screens: string[];
  /** Title, description, canonical link, share preview tags and structured data. */
  head: string;
  /** The Apollo cache and router state, as the body of a <script type="application/json">. */
  state: string;
  /** Streams the page's body (the app's HTML) into `out`, ending it. */
  pipe(out: NodeJS.WritableStream): void;
  abort(): void;
}

/** The server build's exports. */
export interface RendererModule {
  /** The page, or null when the URL is not a public page (private screens stay client-rendered). */
  renderPage(input: RenderInput): Promise<RenderedPage | null>;
  SERVER_STATE_ID: string;
  /** The shop's own pages for the sitemap (products come from the catalogue). */
  SITEMAP_PAGES: string[];
}
