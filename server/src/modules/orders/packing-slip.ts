import { escapeHtml } from '../../common/html';
import type { OrderEntity } from './order.entity';
import { orderCode } from './order-admin-reads';

/** The name printed at the head of every packing slip. */
export const SHOP_NAME = 'Rangrez';

const placedOn = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** What a replacement's slip says of the order it replaces: that order's code and tax invoice number (null if it had none). */
export interface ReplacedOrder {
  orderId: string;
  invoiceNumber: string | null;
}

/**
 * An order's packing slip: a printable HTML page for the parcel (shop, order code and date, where it
 * goes with the phone to call, each line with its size and quantity) and NO prices: the slip travels
 * with the goods. An exchange's replacement travels without a tax invoice of its own, so its slip
 * names the order it replaces and that order's invoice. Everything from the order is escaped (shoppers
 * type their address); the page has no script and no outside resources, and its print stylesheet
 * leaves out the screen's chrome.
 */
export function renderPackingSlip(order: OrderEntity, replaced: ReplacedOrder | null = null): string {
  const e = escapeHtml;
  const code = orderCode(order.id);
  const replacement = replaced
    ? `<section class="replacement" aria-label="Replacement">
    <strong>Exchange replacement, free of charge</strong> for order #${e(orderCode(replaced.orderId))}.
    ${replaced.invoiceNumber ? `Supplied under tax invoice ${e(replaced.invoiceNumber)}; no new invoice.` : 'No tax invoice.'}
  </section>`
    : '';
  const items = order.lines.reduce((sum, l) => sum + l.quantity, 0);
  const rows = order.lines
    .map(
      (l, i) => `
        <tr>
          <td class="n">${i + 1}</td>
          <td>${e(l.productName)}${l.color ? `<div class="muted">${e(l.color)}</div>` : ''}</td>
          <td>${e(l.size === 'NA' ? '—' : l.size)}</td>
          <td class="qty">${l.quantity}</td>
          <td class="check" aria-label="Packed"></td>
        </tr>`,
    )
    .join('');
  const addressLines = [order.address, order.landmark && `Landmark: ${order.landmark}`, order.area, `${order.district ? `${order.district}, ` : ''}${order.state} ${order.pincode}`]
    .filter(Boolean)
    .map((line) => `<div>${e(String(line))}</div>`)
    .join('');
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Packing slip · Order #${e(code)} · ${e(SHOP_NAME)}</title>
<style>
  body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111; margin: 0; padding: 24px; }
  .slip { max-width: 760px; margin: 0 auto; }
  header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #111; padding-bottom: 12px; }
  h1 { font-size: 22px; margin: 0; }
  .code { font: 700 20px/1.2 ui-monospace, SFMono-Regular, Menlo, monospace; }
  .muted { color: #555; font-size: 12px; }
  .replacement { border: 1.5px solid #111; padding: 8px 10px; }
  section { margin-top: 16px; }
  h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .06em; margin: 0 0 6px; color: #333; }
  .ship-to { font-size: 16px; }
  .ship-to strong { font-size: 18px; }
  table { width: 100%; border-collapse: collapse; margin-top: 4px; }
  th, td { text-align: left; padding: 8px 6px; border-bottom: 1px solid #ccc; vertical-align: top; }
  th { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
  td.n, td.qty { font-variant-numeric: tabular-nums; }
  td.qty { font-weight: 700; font-size: 16px; }
  td.check { width: 28px; }
  td.check::after { content: ""; display: inline-block; width: 16px; height: 16px; border: 1.5px solid #111; }
  footer { margin-top: 20px; font-size: 12px; color: #555; }
  @media print {
    @page { size: A5 portrait; margin: 10mm; }
    body { padding: 0; font-size: 12pt; }
    .slip { max-width: none; }
    tr { break-inside: avoid; }
  }
</style>
</head>
<body>
<main class="slip">
  <header>
    <div>
      <h1>${e(SHOP_NAME)}</h1>
      <div class="muted">Packing slip</div>
    </div>
    <div>
      <div class="code">Order #${e(code)}</div>
      <div class="muted">Placed ${e(placedOn.format(order.createdAt))}</div>
      <div class="muted">${order.paymentMode === 'COD' && !order.isPaid ? 'Cash on delivery' : 'Prepaid'}</div>
    </div>
  </header>
  ${replacement}
  <section class="ship-to" aria-label="Ship to">
    <h2>Ship to</h2>
    <strong>${e(order.customerName)}</strong>
    ${addressLines}
    <div>Phone: ${e(order.mobileNumber)}</div>
  </section>
  <section aria-label="Items">
    <h2>Items (${items})</h2>
    <table>
      <thead><tr><th>#</th><th>Item</th><th>Size</th><th>Qty</th><th></th></tr></thead>
      <tbody>${rows}
      </tbody>
    </table>
  </section>
  <footer>Order ${e(order.id)}</footer>
</main>
</body>
</html>
`;
}
