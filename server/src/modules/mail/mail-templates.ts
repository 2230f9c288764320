/**
 * How every mail looks: one MJML layout (responsive: one column on a phone, 600 px on a desktop),
 * compiled to HTML once per process on first use (MJML takes seconds to load, so never on a request
 * path: mails are rendered by the sender job), then filled. What a mail says is a MailContent: plain
 * data, built when its cause happens, kept with the mail, escaped when filled. Shopper text (names,
 * addresses, product names) is only ever placed through `escapeHtml`.
 */

import { escapeHtml } from '../../common/html';

/** A paragraph, an order's lines with totals, or label/value facts (tracking id, address). */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'lines'; lines: { name: string; detail: string; amountPaise: number }[]; totals: { label: string; amountPaise: number; strong?: boolean }[] }
  | { kind: 'facts'; facts: { label: string; value: string }[] };

export interface MailContent {
  subject: string;
  /** The line a phone's inbox shows under the subject. */
  preview: string;
  headline: string;
  blocks: MailBlock[];
  action?: { label: string; url: string };
  /** Small print under the action. */
  footnote?: string;
}

export interface RenderedMail {
  html: string;
  text: string;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,19,999.00: Indian digit grouping. */
export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}


const BRAND = '#7a1f2b';

function layout(withAction: boolean): string {
  const action = withAction
    ? `<mj-button href="%%ACTION_URL%%" background-color="${BRAND}" color="#ffffff" font-size="16px" font-weight="700" inner-padding="14px 28px" padding="18px 0 8px" border-radius="4px">%%ACTION_LABEL%%</mj-button>`
    : '';
  return `<mjml>
  <mj-head>
    <mj-title>%%SUBJECT%%</mj-title>
    <mj-preview>%%PREVIEW%%</mj-preview>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="23px" color="#222222" padding="6px 0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f1ec" width="600px">
    <mj-section padding="20px 12px 10px">
      <mj-column>
        <mj-text align="center" font-size="22px" font-weight="700" letter-spacing="4px" color="${BRAND}">RANGREZ</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="20px 18px" border-radius="6px">
      <mj-column>
        <mj-text font-size="21px" line-height="28px" font-weight="700" padding="0 0 8px">%%HEADLINE%%</mj-text>
        <mj-text>%%BODY%%</mj-text>
        ${action}
        <mj-text font-size="13px" line-height="19px" color="#666666">%%FOOTNOTE%%</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="12px">
      <mj-column>
        <mj-text align="center" font-size="12px" line-height="18px" color="#888888">Rangrez, an Indian clothing shop.<br />You get this mail because of an order or an account at our shop.</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

let compiled: Promise<{ plain: string; withAction: string }> | undefined;

/** Both layouts as HTML with %%SLOTS%%, compiled once per process. */
export function compiledLayouts(): Promise<{ plain: string; withAction: string }> {
  compiled ??= (async () => {
    const { default: mjml2html } = await import('mjml');
    const compile = async (source: string) => {
      // fonts: {} stops MJML from linking web fonts (Roboto from Google): a shop mail loads nothing from a third party.
      const out = await mjml2html(source, { validationLevel: 'strict', keepComments: false, fonts: {} });
      if (out.errors.length) throw new Error(`mail layout: ${out.errors.map((e) => e.formattedMessage).join('; ')}`);
      return out.html;
    };
    return { plain: await compile(layout(false)), withAction: await compile(layout(true)) };
  })();
  compiled.catch(() => (compiled = undefined));
  return compiled;
}

const cell = 'padding:8px 0;border-bottom:1px solid #eeeeee;vertical-align:top;font-size:15px;line-height:21px;';

function blockHtml(b: MailBlock): string {
  switch (b.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 12px;">${escapeHtml(b.text)}</p>`;
    case 'facts':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 12px;border-collapse:collapse;">${b.facts
        .map(
          (f) =>
            `<tr><td style="${cell}color:#666666;width:40%;">${escapeHtml(f.label)}</td><td style="${cell}font-weight:600;word-break:break-word;">${escapeHtml(f.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'lines':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 12px;border-collapse:collapse;">${b.lines
        .map(
          (l) =>
            `<tr><td style="${cell}">${escapeHtml(l.name)}<br /><span style="color:#666666;font-size:13px;">${escapeHtml(l.detail)}</span></td><td align="right" style="${cell}white-space:nowrap;">${escapeHtml(formatPaise(l.amountPaise))}</td></tr>`,
        )
        .join('')}${b.totals
        .map(
          (t) =>
            `<tr><td style="${cell}${t.strong ? 'font-weight:700;' : 'color:#666666;'}">${escapeHtml(t.label)}</td><td align="right" style="${cell}white-space:nowrap;${t.strong ? 'font-weight:700;' : ''}">${escapeHtml(formatPaise(t.amountPaise))}</td></tr>`,
        )
        .join('')}</table>`;
  }
}

function blockText(b: MailBlock): string {
  switch (b.kind) {
    case 'paragraph':
      return b.text;
    case 'facts':
      return b.facts.map((f) => `${f.label}: ${f.value}`).join('\n');
    case 'lines':
      return [...b.lines.map((l) => `${l.name} (${l.detail}): ${formatPaise(l.amountPaise)}`), ...b.totals.map((t) => `${t.label}: ${formatPaise(t.amountPaise)}`)].join('\n');
  }
}

/** The mail as HTML (the compiled layout filled in one pass, so no value can inject a slot) and as plain text. */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const layouts = await compiledLayouts();
  const slots: Record<string, string> = {
    SUBJECT: escapeHtml(content.subject),
    PREVIEW: escapeHtml(content.preview),
    HEADLINE: escapeHtml(content.headline),
    BODY: content.blocks.map(blockHtml).join(''),
    ACTION_URL: escapeHtml(content.action?.url ?? ''),
    ACTION_LABEL: escapeHtml(content.action?.label ?? ''),
    FOOTNOTE: escapeHtml(content.footnote ?? ''),
  };
  const html = (content.action ? layouts.withAction : layouts.plain).replace(/%%([A-Z_]+)%%/g, (whole, name: string) => slots[name] ?? whole);
  const text = [
    content.headline,
    '',
    ...content.blocks.map((b) => `${blockText(b)}\n`),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '— Rangrez',
  ].join('\n');
  return { html, text };
}
