import type { ProductEntity } from '../modules/catalog/product.entity';
import { paymentProvider } from '../modules/payments/providers';
import type { TestModePaymentProvider } from '../modules/payments/test-mode-provider';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from './builders';
import type { TestShop } from './shop';

/**
 * Orders as far along as a test of what comes after needs them: placed, paid, delivered, with the
 * videos a return asks for. Each step goes through the shop's own routes, as the shopper and staff would
 * take it; a step the shop refuses fails the test here, with the shop's answer.
 */

export type PaymentMode = 'COD' | 'Razorpay';

function refused(step: string, answer: { status: number; body: unknown }): never {
  throw new Error(`${step} was refused (${answer.status}): ${JSON.stringify(answer.body)}`);
}

/**
 * A shopper's Buy Now of one product (the legacy REST route), cash on delivery or paid online: then the
 * shopper pays in the test-mode checkout and the payment is verified. The order's id.
 */
export async function aBuyNowOrder(shop: TestShop, token: string, productId: string, opts: { mode?: PaymentMode; size?: string; quantity?: number } = {}): Promise<string> {
  const body = { quantity: opts.quantity ?? 1, paymentMode: opts.mode ?? 'COD', size: opts.size ?? 'NA', ...A_DELIVERY_ADDRESS };
  const placed = await shop.http(`/api/v1/orders/order/${productId}`, { method: 'POST', body, token });
  if (placed.status !== 200) refused('Placing the order', placed);
  const id = placed.body.order._id as string;
  if (opts.mode === 'Razorpay') {
    const paid = (paymentProvider(shop.app) as TestModePaymentProvider).completePayment(placed.body.order.razorpayOrderId);
    const verified = await shop.http('/api/v1/orders/verify-payment', { method: 'POST', body: { order_id: id, payment_id: paid.paymentId, signature: paid.signature }, token });
    if (verified.status !== 200) refused('Verifying the payment', verified);
  }
  return id;
}

/** Staff (`staffToken`: support or above) ship the order by hand with a courier's tracking id, then mark it delivered. */
export async function shipAndDeliver(shop: TestShop, staffToken: string, orderId: string) {
  for (const step of ['shipOrder(id: $id, carrier: "Delhivery", trackingId: "DLV-1")', 'deliverOrder(id: $id)']) {
    const res = await shop.gql(`mutation($id: ID!) { ${step} { status } }`, { id: orderId }, staffToken);
    if (res.body.errors) refused(step.slice(0, step.indexOf('(')), res);
  }
}

/**
 * A new shopper's order of one new product (10 in stock, sizes S, M, L; `product` overrides), in its
 * first size unless `size` says, delivered today, or `deliveredDaysAgo` days ago. Its first line is the one
 * a return or exchange is asked for.
 */
export async function aDeliveredOrder(
  shop: TestShop,
  staffToken: string,
  opts: { mode?: PaymentMode; product?: Partial<ProductEntity>; size?: string; quantity?: number; deliveredDaysAgo?: number } = {},
) {
  const product = await aProduct(shop.app.db, { stock: 10, availableSizes: ['S', 'M', 'L'], ...opts.product });
  const shopper = await aShopper(shop);
  const id = await aBuyNowOrder(shop, shopper.token, product.id, { mode: opts.mode, quantity: opts.quantity, size: opts.size ?? product.availableSizes[0] });
  await shipAndDeliver(shop, staffToken, id);
  if (opts.deliveredDaysAgo) await shop.app.db.query(`UPDATE customer_order SET delivered_at = now() - $2 * interval '1 day' WHERE id = $1`, [id, opts.deliveredDaysAgo]);
  const [line] = await shop.app.db.query('SELECT id, amount_paise FROM order_line WHERE order_id = $1 ORDER BY position', [id]);
  return { id, code: id.slice(-6).toUpperCase(), lineId: line.id as string, amountPaise: line.amount_paise as number, product, shopper };
}

/** The smallest file the shop takes for an MP4 video (its `ftyp` box). */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2000, 1)]);

/** The address a return video for one order line is uploaded to. */
export const videoUploadPath = (line: { orderId: string; lineId: string }) => `/api/v1/returns/videos?orderId=${line.orderId}&lineId=${line.lineId}`;

/** The unpacking and condition videos a return request for one order line needs, uploaded by the shopper (`token`): their keys. */
export async function twoReturnVideos(shop: TestShop, token: string, line: { orderId: string; lineId: string }): Promise<string[]> {
  const keys: string[] = [];
  for (const name of ['unpacking.mp4', 'condition.mp4']) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(MP4)]), name);
    const res = await fetch(`${shop.url}${videoUploadPath(line)}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
    if (res.status !== 201) refused('Uploading a return video', { status: res.status, body: await res.text() });
    keys.push(((await res.json()) as { key: string }).key);
  }
  return keys;
}
