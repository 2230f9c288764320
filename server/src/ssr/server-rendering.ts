import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Request, RequestHandler, Response } from 'express';
import { PageTemplate } from './page-template';
import type { ExecuteOperation, RenderedPage, RendererModule } from './renderer-contract';
import { log } from '../common/log';

export interface ServerRenderingOptions {
  clientDir: string;
  /** The server build (vite build --ssr); without it every page is client-rendered. */
  rendererFile: string;
  execute: ExecuteOperation;
  /** The shop's public origin; by default the request's own. */
  publicUrl?: () => string | undefined;
  /** How long rendering may take before the client-rendered page is served instead. */
  timeoutMs?: number;
}

export const RENDER_TIMEOUT_MS = 3000;

/**
 * Public pages answer with server-rendered HTML: the whole first view from one response, cacheable
 * because it is rendered anonymously. Anything that goes wrong serves the client-rendered page
 * instead, never a blank or an error page.
 */
export class ServerRendering {
  private constructor(
    private readonly template: PageTemplate,
    private readonly renderer: RendererModule | null,
    private readonly opts: ServerRenderingOptions,
  ) {}

  static async load(opts: ServerRenderingOptions): Promise<ServerRendering> {
    const template = new PageTemplate(opts.clientDir);
    let renderer: RendererModule | null = null;
    if (fs.existsSync(opts.rendererFile)) {
      try {
        renderer = (await import(pathToFileURL(opts.rendererFile).href)) as RendererModule;
      } catch (e) {
        log.error({ scope: 'ssr', err: e }, 'server rendering is off: the renderer did not load');
      }
    }
    return new ServerRendering(template, renderer, opts);
  }

  /** The paths of the pages that are not products, for the sitemap (from the client's own routes). */
  get sitemapPages(): string[] {
    return this.renderer?.SITEMAP_PAGES ?? ['/'];
  }

  origin(req: Request): string {
    return this.opts.publicUrl?.() ?? `${req.protocol}://${req.get('host')}`;
  }

  readonly handler: RequestHandler = (req, res) => {
    void this.serve(req, res);
  };

  private async serve(req: Request, res: Response) {
    const page = this.renderer ? await this.render(req, res) : null;
    if (!page) {
      res.set('Cache-Control', 'no-cache').type('html').send(this.template.clientPage);
      return;
    }
    // Rendered without the shopper's token, from the gateway's cached answers (dropped on every staff
    // change), so rendering again is cheap; browsers and CDNs ask each time, so a changed price or photo
    // never waits out their copy.
    res.status(page.status).set('Cache-Control', 'no-cache').type('html');
    const body = new PassThrough();
    const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined;
    body.on('end', () => res.end(this.template.end(page.state, this.renderer!.SERVER_STATE_ID, page.screens, nonce)));
    body.pipe(res, { end: false });
    res.write(this.template.start(page.head, page.screens));
    res.on('close', () => page.abort());
    page.pipe(body);
  }

  /** The rendered page, or null for a private screen, a failure or a timeout (then the client renders). */
  private async render(req: Request, res: Response): Promise<RenderedPage | null> {
    const signal = AbortSignal.timeout(this.opts.timeoutMs ?? RENDER_TIMEOUT_MS);
    try {
      return await this.renderer!.renderPage({
        url: req.originalUrl,
        origin: this.origin(req),
        nonce: typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined,
        execute: this.opts.execute,
        signal,
      });
    } catch (e) {
      log.error({ scope: 'ssr', path: req.path, err: e }, 'server rendering failed, serving the client-rendered page');
      return null;
    }
  }
}

export const rendererFile = (distDir: string) => path.join(distDir, 'client-ssr', 'entry-server.mjs');
