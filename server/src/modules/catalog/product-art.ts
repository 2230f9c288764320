/**
 * Product pictures drawn as SVG per product kind and colour, so the shop has real-looking imagery
 * offline with nothing hot-linked. Deterministic: the same path always gives the same picture.
 */

export const COLOR_HEX: Record<string, string> = {
  black: '#1f2328', white: '#f4f4f2', navy: '#1e2a4a', red: '#c0392b', maroon: '#7b1e2b', olive: '#6b7a3a',
  grey: '#8a8f98', yellow: '#f2c14e', pink: '#f4a7b9', lavender: '#b9a7e0', teal: '#1f8a8a', green: '#2e7d4f',
  blue: '#2f6fb2', orange: '#e67e22', beige: '#d9c7a7', brown: '#7a5538', purple: '#6c3483', rainbow: '#e84393',
  copper: '#b87333',
};

const VIEWS = ['front', 'back', 'detail'] as const;
export type View = (typeof VIEWS)[number];
export const isView = (v: string): v is View => (VIEWS as readonly string[]).includes(v);

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const c = (s: number) => Math.max(0, Math.min(255, ((n >> s) & 255) + amount));
  return `#${((c(16) << 16) | (c(8) << 8) | c(0)).toString(16).padStart(6, '0')}`;
}

const rainbowDefs = `<linearGradient id="rb" x1="0" x2="1"><stop offset="0" stop-color="#e74c3c"/><stop offset=".2" stop-color="#f39c12"/><stop offset=".4" stop-color="#f1c40f"/><stop offset=".6" stop-color="#27ae60"/><stop offset=".8" stop-color="#2980b9"/><stop offset="1" stop-color="#8e44ad"/></linearGradient>`;

/** Each kind's silhouette, drawn in a 400×400 box with `F` as fill and `S` as the darker stroke/shade. */
const SHAPES: Record<string, string> = {
  tshirt: `<path d="M120 90 L170 70 Q200 95 230 70 L280 90 L340 140 L305 180 L280 160 L280 330 L120 330 L120 160 L95 180 L60 140 Z" fill="F" stroke="S" stroke-width="4"/><path d="M170 70 Q200 110 230 70" fill="none" stroke="S" stroke-width="5"/>`,
  hoodie: `<path d="M115 100 L160 75 Q200 60 240 75 L285 100 L340 250 L305 262 L285 190 L285 335 L115 335 L115 190 L95 262 L60 250 Z" fill="F" stroke="S" stroke-width="4"/><path d="M160 75 Q200 150 240 75" fill="S" opacity=".35"/><rect x="150" y="250" width="100" height="45" rx="10" fill="S" opacity=".3"/>`,
  shirt: `<path d="M120 90 L175 70 L200 95 L225 70 L280 90 L340 150 L305 185 L280 165 L280 330 L120 330 L120 165 L95 185 L60 150 Z" fill="F" stroke="S" stroke-width="4"/><line x1="200" y1="95" x2="200" y2="330" stroke="S" stroke-width="3"/><circle cx="200" cy="140" r="4" fill="S"/><circle cx="200" cy="190" r="4" fill="S"/><circle cx="200" cy="240" r="4" fill="S"/>`,
  kurta: `<path d="M130 80 L175 65 L200 100 L225 65 L270 80 L320 200 L290 210 L275 160 L285 345 L115 345 L125 160 L110 210 L80 200 Z" fill="F" stroke="S" stroke-width="4"/><path d="M200 100 L200 170" stroke="S" stroke-width="4"/>`,
  dress: `<path d="M165 70 L235 70 L245 150 L310 340 L90 340 L155 150 Z" fill="F" stroke="S" stroke-width="4"/><path d="M165 70 Q200 100 235 70" fill="none" stroke="S" stroke-width="4"/><rect x="150" y="150" width="100" height="12" fill="S" opacity=".4"/>`,
  cap: `<path d="M90 230 Q100 110 200 105 Q300 110 310 230 Z" fill="F" stroke="S" stroke-width="4"/><path d="M90 230 Q200 250 360 240 Q330 270 200 268 Q110 262 90 230 Z" fill="S"/><circle cx="200" cy="108" r="8" fill="S"/>`,
  mug: `<rect x="105" y="110" width="170" height="200" rx="14" fill="F" stroke="S" stroke-width="4"/><path d="M275 150 Q340 150 340 210 Q340 270 275 270" fill="none" stroke="S" stroke-width="22"/><ellipse cx="190" cy="112" rx="85" ry="12" fill="S" opacity=".4"/>`,
  bottle: `<rect x="170" y="55" width="60" height="35" rx="6" fill="S"/><path d="M165 90 L235 90 L255 130 L255 340 Q255 355 240 355 L160 355 Q145 355 145 340 L145 130 Z" fill="F" stroke="S" stroke-width="4"/>`,
  mousepad: `<rect x="60" y="110" width="280" height="200" rx="22" fill="F" stroke="S" stroke-width="4"/><path d="M230 180 Q230 150 255 150 Q280 150 280 180 L280 230 Q280 260 255 260 Q230 260 230 230 Z" fill="S" opacity=".55"/>`,
  keychain: `<circle cx="200" cy="95" r="35" fill="none" stroke="#9aa0a6" stroke-width="8"/><rect x="190" y="125" width="20" height="30" fill="#9aa0a6"/><rect x="130" y="150" width="140" height="170" rx="26" fill="F" stroke="S" stroke-width="4"/>`,
  totebag: `<path d="M150 150 Q150 70 200 70 Q250 70 250 150" fill="none" stroke="S" stroke-width="10"/><path d="M95 150 L305 150 L290 340 L110 340 Z" fill="F" stroke="S" stroke-width="4"/>`,
  frame: `<rect x="80" y="70" width="240" height="280" fill="S"/><rect x="100" y="90" width="200" height="240" fill="F"/><path d="M100 300 L170 220 L220 270 L250 240 L300 300 Z" fill="S" opacity=".45"/><circle cx="250" cy="150" r="22" fill="#f2c14e"/>`,
  metalsheet: `<rect x="70" y="90" width="260" height="220" rx="6" fill="F" stroke="#9aa0a6" stroke-width="10"/><circle cx="90" cy="110" r="6" fill="#9aa0a6"/><circle cx="310" cy="110" r="6" fill="#9aa0a6"/><circle cx="90" cy="290" r="6" fill="#9aa0a6"/><circle cx="310" cy="290" r="6" fill="#9aa0a6"/>`,
  keyboardpad: `<rect x="30" y="150" width="340" height="120" rx="16" fill="F" stroke="S" stroke-width="4"/><g fill="S" opacity=".35"><rect x="60" y="175" width="280" height="16" rx="4"/><rect x="60" y="200" width="280" height="16" rx="4"/><rect x="110" y="225" width="180" height="16" rx="4"/></g>`,
};

export const KNOWN_KINDS = Object.keys(SHAPES);

/**
 * Own-property lookups: a path segment such as `constructor`, `toString` or `__proto__` names
 * something on every object's prototype, never a kind, colour or print.
 */
const ownEntry = <T>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

export const isKind = (kind: string) => Object.hasOwn(SHAPES, kind);
export const isColor = (color: string) => Object.hasOwn(COLOR_HEX, color);

/** Where a print sits on each kind, as x, y, width, height in the 400×400 box. */
const PRINT_AREA: Record<string, [number, number, number, number]> = {
  tshirt: [160, 125, 80, 80], hoodie: [162, 165, 76, 66], cap: [172, 140, 56, 52], mug: [135, 160, 100, 100],
  bottle: [162, 175, 76, 110], mousepad: [90, 140, 120, 120], keychain: [155, 185, 90, 90], totebag: [140, 190, 120, 110],
  metalsheet: [120, 120, 160, 160], keyboardpad: [70, 158, 40, 40], dress: [170, 175, 60, 60], kurta: [175, 190, 50, 50],
};

/** Print designs, each drawn in a 100×100 box with `I` as the ink colour. */
const MOTIFS: Record<string, string> = {
  heart: `<path d="M50 88 C18 64 6 46 12 30 C18 14 40 12 50 30 C60 12 82 14 88 30 C94 46 82 64 50 88 Z" fill="I"/>`,
  mandala: `<g fill="none" stroke="I" stroke-width="4"><circle cx="50" cy="50" r="12"/><circle cx="50" cy="50" r="26"/><circle cx="50" cy="50" r="42"/></g><g fill="I">${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<ellipse cx="50" cy="16" rx="6" ry="12" transform="rotate(${a} 50 50)"/>`).join('')}</g>`,
  mountains: `<circle cx="72" cy="26" r="10" fill="I"/><path d="M4 86 L34 34 L52 62 L64 46 L96 86 Z" fill="I"/><path d="M34 34 L42 48 L34 44 L27 48 Z" fill="#fff" opacity=".6"/>`,
  chai: `<path d="M26 36 L74 36 L66 90 L34 90 Z" fill="I"/><path d="M40 28 Q34 18 40 8 M52 28 Q46 18 52 8 M64 28 Q58 18 64 8" fill="none" stroke="I" stroke-width="4"/>`,
  stripes: `<g fill="I"><rect x="0" y="14" width="100" height="12" rx="6"/><rect x="0" y="44" width="100" height="12" rx="6"/><rect x="0" y="74" width="100" height="12" rx="6"/></g>`,
  dots: `<g fill="I">${[15, 50, 85].flatMap((x) => [15, 50, 85].map((y) => `<circle cx="${x}" cy="${y}" r="10"/>`)).join('')}</g>`,
  star: `<path d="M50 6 L62 38 L96 38 L68 58 L79 92 L50 71 L21 92 L32 58 L4 38 L38 38 Z" fill="I"/>`,
  floral: `<g fill="I">${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="50" cy="24" r="16" transform="rotate(${a} 50 50)"/>`).join('')}</g><circle cx="50" cy="50" r="12" fill="#f2c14e"/>`,
  wave: `<path d="M0 30 Q25 10 50 30 T100 30 M0 55 Q25 35 50 55 T100 55 M0 80 Q25 60 50 80 T100 80" fill="none" stroke="I" stroke-width="7"/>`,
  type: `<text x="50" y="64" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="40" fill="I">RANG</text>`,
  camera: `<rect x="8" y="28" width="84" height="58" rx="10" fill="I"/><rect x="32" y="16" width="36" height="16" rx="4" fill="I"/><circle cx="50" cy="57" r="18" fill="none" stroke="#fff" stroke-width="6"/>`,
};

export const isMotif = (m: string) => Object.hasOwn(MOTIFS, m);

const LIGHT = new Set(['white', 'beige', 'yellow', 'pink', 'lavender', 'grey']);

/** Draws a product picture; unknown kinds and colours fall back to a plain tee in grey. */
export function productSvg(kind: string, color: string, view: View, label = '', motif = ''): string {
  const hex = ownEntry(COLOR_HEX, color) ?? COLOR_HEX.grey;
  const fill = color === 'rainbow' ? 'url(#rb)' : hex;
  const stroke = shade(hex, -55);
  const shape = (ownEntry(SHAPES, kind) ?? SHAPES.tshirt).replace(/"F"/g, `"${fill}"`).replace(/"S"/g, `"${stroke}"`);
  const area = ownEntry(PRINT_AREA, kind);
  const design = ownEntry(MOTIFS, motif);
  const ink = LIGHT.has(color) ? '#5c1f22' : '#f6e7c8';
  const print =
    design && area && view !== 'back'
      ? `<g transform="translate(${area[0]} ${area[1]}) scale(${area[2] / 100} ${area[3] / 100})" opacity=".92">${design.replace(/"I"/g, `"${ink}"`)}</g>`
      : '';
  const bg = view === 'front' ? '#f3efe9' : view === 'back' ? '#e9eef3' : '#efe9f3';
  const transform = view === 'detail' ? 'translate(-200 -200) scale(2)' : view === 'back' ? 'translate(400 0) scale(-1 1)' : '';
  const text = label
    ? `<text x="200" y="385" text-anchor="middle" font-family="Georgia, serif" font-size="18" fill="#5b4636">${escapeXml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="800" height="800" role="img"><defs>${rainbowDefs}</defs><rect width="400" height="400" fill="${bg}"/><g transform="${transform}">${shape}${print}</g>${text}</svg>`;
}

/** A product's print, chosen from its name so a family keeps one design across colours. */
export function motifFor(name: string): string {
  const n = name.toLowerCase();
  const hints: [RegExp, string][] = [
    [/pride|love|heart|couple|proud/, 'heart'], [/mountain|travel|trek|camp/, 'mountains'], [/chai|kulhad|coffee|tea/, 'chai'],
    [/floral|flower|block print|madhubani/, 'floral'], [/typography|slogan|name|custom/, 'type'], [/photo|collage|frame|magic/, 'camera'],
    [/mandala|festive|chikankari/, 'mandala'], [/stripe|polo|cricket/, 'stripes'], [/wave|skyline|anime/, 'wave'],
  ];
  for (const [re, motif] of hints) if (re.test(n)) return motif;
  let h = 0;
  for (const ch of n) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const generic = ['mandala', 'stripes', 'dots', 'star', 'floral', 'wave'];
  return generic[h % generic.length];
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The image paths stored on a product: three views of its kind in its colour. With a name, the
 * pictures carry the family's print (`/media/products/mug/white/chai/front.svg`).
 */
export function productImagePaths(kind: string, color: string, name?: string): string[] {
  const base = `/media/products/${encodeURIComponent(kind)}/${encodeURIComponent(color)}`;
  const motif = name ? `/${motifFor(name)}` : '';
  return VIEWS.map((v) => `${base}${motif}/${v}.svg`);
}
