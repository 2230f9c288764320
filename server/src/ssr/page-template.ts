import fs from 'node:fs';
import path from 'node:path';

/** One chunk in Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The built index.html, cut around the app's root element, and the build manifest: what a server-rendered
 * page is poured into, and which files each screen needs first.
 */
export class PageTemplate {
  /** The client-rendered page, served as it is whenever the server does not render. */
  readonly clientPage: string;
  private readonly manifest: Record<string, ManifestChunk>;

  constructor(clientDir: string) {
    this.clientPage = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    if (!this.clientPage.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
    const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
    this.manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  }

  /**
   * Everything up to the app's HTML: the page's own head (title, description, previews) replacing the
   * generic one, then the screens' stylesheets (so the page is styled before any script runs) and
   * their chunks as modulepreload (fetched in parallel with the main bundle, not after it).
   */
  start(head: string, screens: string[]): string {
    const generic = this.clientPage.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
    const [beforeRoot] = generic.split(ROOT_ELEMENT);
    return beforeRoot.replace('</head>', `  ${head}\n    ${this.screenAssets(screens)}\n  </head>`) + '<div id="root">';
  }

  /** Everything after the app's HTML: the state the browser hydrates from, then the rest of the page. */
  end(stateJson: string, stateId: string): string {
    const [, afterRoot] = this.clientPage.split(ROOT_ELEMENT);
    return `</div>\n    <script type="application/json" id="${stateId}">${stateJson}</script>${afterRoot}`;
  }

  private screenAssets(screens: string[]): string {
    const entry = this.manifest['index.html'];
    const alreadyLoaded = new Set([entry?.file, ...(entry?.imports ?? []).map((k) => this.manifest[k]?.file), ...(entry?.css ?? [])]);
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.css?.forEach((c) => styles.add(c));
      chunk.imports?.forEach(visit);
    };
    screens.forEach((s) => visit(`src/routes/${s}.tsx`));
    const links = [
      ...[...styles].filter((f) => !alreadyLoaded.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...[...scripts].filter((f) => !alreadyLoaded.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ];
    return links.join('\n    ');
  }
}
