import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, systemContext } from '../../context';
import { aProduct, aShopper, A_DELIVERY_ADDRESS } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { aStaffMember } from '../../test/staff-builders';
import { MailMessageEntity } from './mail-message.entity';
import { mailService } from './mail.service';

/**
 * Mail through the durable queue to a REAL SMTP server (smtp-server on a loopback port), with short
 * retry delays so an outage of a few seconds is waited out quickly.
 */

let smtp: TestSmtpServer;
let shop: TestShop;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  shop = await startTestShop({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Rangrez <orders@rangrez.test>', MAIL_RETRY_DELAY_SECONDS: '1', JOB_POLL_SECONDS: '0.5' } });
});
afterAll(async () => {
  await shop?.stop();
  await smtp?.stop();
});

/** Polls until `probe` answers something truthy; fails after `ms`. */
async function until<T>(probe: () => T | Promise<T>, ms: number, what: string): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
const mailRow = (key: string) => shop.app.db.getRepository(MailMessageEntity).findOneBy({ idempotencyKey: key });

async function placeCod(productId: string, token: string, over: Record<string, unknown> = {}) {
  const res = await shop.http(`/api/v1/orders/order/${productId}`, {
    method: 'POST',
    body: { quantity: 1, paymentMode: 'COD', size: 'M', ...A_DELIVERY_ADDRESS, userName: 'Asha Verma', ...over },
    token,
  });
  expect(res.status).toBe(200);
  return res.body.order._id as string;
}

describe('order mails over SMTP', () => {
  it('a cash-on-delivery order delivers one mail to the buyer within 10 seconds, amounts in ₹ en-IN, shopper text escaped', async () => {
    const p = await aProduct(shop.app.db, { name: 'Kurta <b>Bandhani</b> & Co', pricePaise: 119999, mrpPaise: 199999, stock: 5 });
    const { user, token } = await aShopper(shop);
    const orderId = await placeCod(p.id, token, { quantity: 2 });

    const [mail] = await until(() => (mailsTo(user.email).length ? mailsTo(user.email) : null), 10_000, 'the order mail');
    expect(mail.header('subject')).toBe(`Order #${orderId.slice(-6).toUpperCase()} placed`);
    expect(mail.header('from')).toContain('orders@rangrez.test');
    expect(mail.body).toContain('₹2,399.98');
    const html = mail.body.slice(mail.body.indexOf('Content-Type: text/html'));
    expect(html).toContain('Kurta &lt;b&gt;Bandhani&lt;/b&gt; &amp; Co');
    expect(html).not.toContain('<b>Bandhani');
    // Nothing in a shop mail loads from a third party (MJML would link Google's web fonts).
    // Soft line breaks of quoted-printable joined first, so a wrapped URL is still found.
    expect(html.replace(/=\r?\n/g, '')).not.toMatch(/googleapis|https?:\/\/fonts\./);
    expect(mail.body).toContain('/myOrders');

    const row = await until(() => mailRow(`order:${orderId}:placed`).then((r) => (r?.sentAt ? r : null)), 10_000, 'the mail marked sent');
    expect(row).toMatchObject({ transport: 'smtp', attempts: 1, lastError: null, toAddress: user.email });
    expect(mail.header('message-id')).toBe(row.messageId);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('with the SMTP server down, the order is placed and its mail arrives exactly once after the server starts again', async () => {
    const p = await aProduct(shop.app.db, { pricePaise: 49900, stock: 5 });
    const { user, token } = await aShopper(shop);
    await smtp.stop();
    let orderId: string;
    try {
      orderId = await placeCod(p.id, token);
      // The first try failed and was recorded; nothing reached anyone.
      const failed = await until(() => mailRow(`order:${orderId}:placed`).then((r) => (r && r.attempts >= 1 ? r : null)), 10_000, 'a failed try');
      expect(failed.sentAt).toBeNull();
      expect(failed.lastError).toBeTruthy();
    } finally {
      await smtp.start();
    }
    const row = await until(() => mailRow(`order:${orderId}:placed`).then((r) => (r?.sentAt ? r : null)), 60_000, 'the mail sent after the outage');
    expect(row.transport).toBe('smtp');
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    const received = mailsTo(user.email);
    expect(received).toHaveLength(1);
    expect(received[0].body).toContain('₹499.00');
  });

  it('a mail queued in a transaction that rolls back is never stored nor sent', async () => {
    const key = `test:rollback:${Date.now()}`;
    const ctx = systemContext(shop.app);
    await expect(
      inTransaction(ctx, async (tx) => {
        await mailService.enqueue(tx, { key, kind: 'test', to: 'nobody@example.in', content: { subject: 'Never', preview: '', headline: 'Never', blocks: [] } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await mailRow(key)).toBeNull();
    const [{ count }] = await shop.app.db.query(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'mail.send' AND data->>'mailId' NOT IN (SELECT id::text FROM mail_message)`);
    expect(count).toBe(0);
  });

  it('the same cause queues one mail: a second enqueue with its key writes nothing', async () => {
    const ctx = systemContext(shop.app);
    const mail = { key: `test:twice:${Date.now()}`, kind: 'test', to: 'twice@example.in', content: { subject: 'Once', preview: '', headline: 'Once', blocks: [] } };
    expect(await mailService.enqueue(ctx, mail)).toBe(true);
    expect(await mailService.enqueue(ctx, mail)).toBe(false);
    await until(() => mailRow(mail.key).then((r) => r?.sentAt), 10_000, 'the mail sent');
    expect(mailsTo('twice@example.in')).toHaveLength(1);
  });

  it('an online order sends nothing when placed (its payment mail is its confirmation)', async () => {
    const p = await aProduct(shop.app.db, { stock: 5 });
    const { token } = await aShopper(shop);
    const res = await shop.http(`/api/v1/orders/order/${p.id}`, {
      method: 'POST',
      body: { quantity: 1, paymentMode: 'Razorpay', size: 'M', ...A_DELIVERY_ADDRESS, userName: 'Asha' },
      token,
    });
    expect(res.status).toBe(200);
    const orderId = res.body.order._id as string;
    expect(await mailRow(`order:${orderId}:placed`)).toBeNull();
  });

  it('outbox: managers read the queued and sent mails with their HTML; support staff may not', async () => {
    const { token: manager } = await aStaffMember(shop, 'manager');
    const { token: support } = await aStaffMember(shop, 'support');
    const q = `query { outbox(limit: 5) { total hasMore mails { id kind to subject status attempts sentAt lastError html text } } }`;
    const res = await shop.gql(q, {}, manager);
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.outbox;
    expect(page.total).toBeGreaterThanOrEqual(3);
    const placed = page.mails.find((m: { kind: string }) => m.kind === 'order.placed');
    expect(placed).toMatchObject({ status: 'SENT' });
    expect(placed.html).toContain('<!doctype html>');
    expect(placed.text).toContain('View my orders');
    const refused = await shop.gql(q, {}, support);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('return and exchange steps over SMTP', () => {
  const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2000, 1)]);

  async function gql(token: string, query: string, variables: Record<string, unknown>) {
    const res = await shop.gql(query, variables, token);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data;
  }

  async function video(token: string, name: string, line: { orderId: string; lineId: string }): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(MP4)]), name);
    const res = await fetch(`${shop.url}/api/v1/returns/videos?orderId=${line.orderId}&lineId=${line.lineId}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { key: string }).key;
  }

  it('an exchange mails each step once; the replacement mail names the replacement order and its size, ₹0.00 to pay, and the replacement ships as one', async () => {
    const { token: support } = await aStaffMember(shop, 'support');
    const { token: manager } = await aStaffMember(shop, 'manager');
    const p = await aProduct(shop.app.db, { name: 'Pocket Tee', color: 'indigo', pricePaise: 49900, stock: 5, availableSizes: ['S', 'M', 'L'] });
    const { user, token } = await aShopper(shop);
    const orderId = await placeCod(p.id, token);
    await gql(support, 'mutation($id: ID!) { shipOrder(id: $id, carrier: "Delhivery", trackingId: "DLV-3") { status } }', { id: orderId });
    await gql(support, 'mutation($id: ID!) { deliverOrder(id: $id) { status } }', { id: orderId });
    const [line] = await shop.app.db.query('SELECT id FROM order_line WHERE order_id = $1', [orderId]);
    const input = { orderId, lineId: line.id, kind: 'EXCHANGE', reason: 'size_issue', replacementSize: 'L', videoIds: [await video(token, 'unpacking.mp4', { orderId, lineId: line.id }), await video(token, 'condition.mp4', { orderId, lineId: line.id })] };
    const requestId = (await gql(token, 'mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { id } }', { input })).requestReturn.id as string;
    await gql(manager, 'mutation($id: ID!) { approveReturn(id: $id) { state } }', { id: requestId });
    const received = await gql(support, 'mutation($id: ID!) { markReturnReceived(id: $id) { request { state replacementOrderId } } }', { id: requestId });
    const replacementId = received.markReturnReceived.request.replacementOrderId as string;
    const code = (id: string) => `#${id.slice(-6).toUpperCase()}`;

    const steps = ['return_requested', 'return_approved', 'return_received', 'return_replacement_placed'];
    for (const step of steps) await until(() => mailRow(`order:${orderId}:${step}:${requestId}`).then((r) => r?.sentAt), 10_000, `the ${step} mail sent`);
    const mail = await until(() => mailsTo(user.email).find((m) => m.header('subject') === `Exchange confirmed: replacement order ${code(replacementId)}`), 10_000, 'the replacement mail');
    expect(mail.body).toContain(`We have placed replacement order ${code(replacementId)} for you: Pocket Tee in size L. There is nothing to pay.`);
    expect(mail.body).toContain(`In place of order: ${code(orderId)}`);
    expect(mail.body).toContain('Colour Indigo · Size L · Qty 1');
    expect(mail.body).toContain('To pay (exchange, free of charge): ₹0.00');
    const html = mail.body.slice(mail.body.indexOf('Content-Type: text/html'));
    expect(html).toContain(code(replacementId));
    expect(html).toContain('₹0.00');
    // The replacement's own placement is that mail: no 'keep the cash ready' order mail for it.
    expect(await mailRow(`order:${replacementId}:placed`)).toBeNull();

    await gql(support, 'mutation($id: ID!) { shipOrder(id: $id, carrier: "Delhivery", trackingId: "DLV-4") { status } }', { id: replacementId });
    const shipped = await until(() => mailsTo(user.email).find((m) => m.header('subject') === `Replacement order ${code(replacementId)} has shipped`), 10_000, 'the replacement shipped mail');
    expect(shipped.body).toContain(`the exchange for order ${code(orderId)}`);
    expect(shipped.body).toContain('DLV-4');
    // One mail each: the order placed, shipped and delivered, the four steps and the replacement's shipping.
    const expected = 3 + steps.length + 1;
    await until(() => mailsTo(user.email).length >= expected, 10_000, 'every mail');
    expect(mailsTo(user.email).map((m) => m.header('subject'))).toHaveLength(expected);
  });
});

describe('without SMTP_URL: the development outbox', () => {
  let dev: TestShop;
  beforeAll(async () => {
    dev = await startTestShop({ env: { JOB_POLL_SECONDS: '0.5' } });
  });
  afterAll(async () => {
    await dev?.stop();
  });

  it('keeps the mail, rendered, in the outbox the back office reads', async () => {
    const p = await aProduct(dev.app.db, { name: 'Block-print tee', pricePaise: 49900, stock: 5 });
    const { user, token } = await aShopper(dev);
    const res = await dev.http(`/api/v1/orders/order/${p.id}`, {
      method: 'POST',
      body: { quantity: 1, paymentMode: 'COD', size: 'M', ...A_DELIVERY_ADDRESS, userName: 'Asha' },
      token,
    });
    expect(res.status).toBe(200);
    const { token: owner } = await aStaffMember(dev, 'owner');
    const mail = await until(
      async () => {
        const r = await dev.gql(`query { outbox { mails { to subject status html } } }`, {}, owner);
        return r.body.data?.outbox.mails.find((m: { to: string; status: string }) => m.to === user.email && m.status === 'IN_OUTBOX');
      },
      10_000,
      'the mail in the outbox',
    );
    expect(mail.subject).toMatch(/^Order #[0-9A-F]{6} placed$/);
    expect(mail.html).toContain('Block-print tee');
    expect(mail.html).toContain('₹499.00');
  });
});
