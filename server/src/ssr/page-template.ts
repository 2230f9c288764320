import fs from 'node:fs';
import path from 'node:path';

/** One chunk in Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * The built index.html, cut around the app's root element, and the build manifest: what a server-rendered
 * page is poured into, and which files each screen needs first.
 *
 * A rendered page needs no script to be seen, only its styles. So its styles come inside the page (no
 * round trip before the first paint), and its scripts are asked for only once the page has painted: the
 * browser's first layout and paint then have the phone's CPU and network to themselves, instead of
 * sharing them with downloading and compiling the app (which only hydrates what is already visible).
 */
export class PageTemplate {
  /** The client-rendered page, served as it is whenever the server does not render. */
  readonly clientPage: string;
  private readonly manifest: Record<string, ManifestChunk>;
  /** The built stylesheets' text by file (assets/…css), read once: they are inlined into rendered pages. */
  private readonly stylesheets = new Map<string, string>();
  /** The rendered page's head without the generic title and description, its styles inlined, and without scripts: the same for every page. */
  private readonly headBeforeRoot: string;
  private readonly afterRoot: string;
  private readonly entryScripts: string[];
  private readonly entryPreloads: string[];

  constructor(private readonly clientDir: string) {
    this.clientPage = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    if (!this.clientPage.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
    const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
    this.manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
    const [beforeRoot, afterRoot] = this.clientPage.split(ROOT_ELEMENT);
    this.headBeforeRoot = beforeRoot
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(STYLESHEET, (link, file: string) => this.inlineStyle(file) ?? link);
    this.afterRoot = afterRoot;
    this.entryScripts = [...this.clientPage.matchAll(ENTRY_SCRIPT)].map((m) => m[1]);
    this.entryPreloads = [...this.clientPage.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  }

  /**
   * Everything up to the app's HTML: the page's own head (title, description, previews) replacing the
   * generic one, then the styles of the app and of its screens, inlined.
   */
  start(head: string, screens: string[]): string {
    const screenStyles = this.screenAssets(screens).styles.map((f) => this.inlineStyle(f) ?? `<link rel="stylesheet" crossorigin href="/${f}">`);
    return this.headBeforeRoot.replace('</head>', `  ${head}\n    ${screenStyles.join('\n    ')}\n  </head>`) + '<div id="root">';
  }

  /**
   * Everything after the app's HTML: the state the browser hydrates from, the script that loads the app
   * once the page has painted (the screens' chunks alongside the main bundle, not after it), then the
   * rest of the page.
   */
  end(stateJson: string, stateId: string, screens: string[], nonce?: string): string {
    const preloads = [...this.entryPreloads, ...this.screenAssets(screens).scripts.map((f) => `/${f}`)];
    const loader = this.entryScripts.length ? `\n    <script${nonce ? ` nonce="${nonce}"` : ''}>${afterFirstPaint(this.entryScripts, preloads)}</script>` : '';
    return `</div>\n    <script type="application/json" id="${stateId}">${stateJson}</script>${loader}${this.afterRoot}`;
  }

  /**
   * A built stylesheet as an inline <style>, undefined when the file is missing. The disabled <link> after
   * it is never fetched; it tells the client's chunk loader that this sheet is on the page already, so it
   * is not added a second time later (which would also change the cascade order).
   */
  private inlineStyle(file: string): string | undefined {
    if (!this.stylesheets.has(file)) {
      const full = path.join(this.clientDir, file);
      if (!fs.existsSync(full)) return undefined;
      // Nothing in a stylesheet may close the <style> element early.
      this.stylesheets.set(file, fs.readFileSync(full, 'utf8').replace(/<\/style/gi, '<\\/style'));
    }
    return `<style>${this.stylesheets.get(file)}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  }

  /** The files the screens need besides the main bundle's own: their stylesheets and chunks. */
  private screenAssets(screens: string[]): { styles: string[]; scripts: string[] } {
    const entry = this.manifest['index.html'];
    const entryImports = (entry?.imports ?? []).map((k) => this.manifest[k]);
    const alreadyLoaded = new Set([entry?.file, ...(entry?.css ?? []), ...entryImports.flatMap((c) => [c?.file, ...(c?.css ?? [])])]);
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
    return { styles: [...styles].filter((f) => !alreadyLoaded.has(f)), scripts: [...scripts].filter((f) => !alreadyLoaded.has(f)) };
  }
}

/** What the client calls once it has hydrated (see client/src/main.tsx): it replays the taps held meanwhile. */
export const HYDRATED_CALLBACK = '__rangrezHydrated';

/**
 * The inline script that starts the app after the first paint: from a frame callback, a task queued
 * for after that frame. A page opened in a background tab (no frames) starts straight away.
 *
 * Until the app has hydrated, a tap on a button does nothing by itself (no handler is attached yet) or,
 * on a form's submit button, submits the form natively. So taps on buttons are held (their default
 * prevented) and clicked again once the app runs; links keep working natively (a server-rendered page).
 */
function afterFirstPaint(entry: string[], preloads: string[]): string {
  // import() rather than added <script>/<link> elements: inserting those into the head costs the main
  // thread tens of milliseconds on a phone. Each chunk is fetched at once, in parallel with the others.
  const chunks = JSON.stringify([...preloads, ...entry]);
  return (
    `(function(){var held=[];function hold(e){var b=e.target&&e.target.closest&&e.target.closest('button,input[type=submit]');if(!b)return;e.preventDefault();e.stopPropagation();if(held.indexOf(b)<0)held.push(b)}` +
    `document.addEventListener('click',hold,true);` +
    `window.${HYDRATED_CALLBACK}=function(){document.removeEventListener('click',hold,true);var taps=held;held=[];taps.forEach(function(b){if(b.isConnected&&!b.disabled)b.click()})};` +
    `var started=false;function start(){if(started)return;started=true;${chunks}.forEach(function(u){import(u).catch(function(){})})}if(document.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start,0)});})()`
  );
}
