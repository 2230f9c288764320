import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct } from '../../test/builders';
import { aDeliveredOrder as aDeliveredOrderOf, twoReturnVideos } from '../../test/order-builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';

/** What the back office's returns screens read: the list's order, product and customer, and the history in words. */

let shop: TestShop;
let manager: Awaited<ReturnType<typeof aStaffMember>>;
let support: string;
let supportName: string;

beforeAll(async () => {
  shop = await startTestShop();
  manager = await aStaffMember(shop, 'manager', { name: 'Meera Iyer' });
  const s = await aStaffMember(shop, 'support', { name: 'Kabir Shah' });
  [support, supportName] = [s.token, s.member.name];
});
afterAll(async () => {
  await shop?.stop();
});

async function gql<T = any>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await shop.gql<T>(query, variables, token);
  return { data: res.body.data as T, errors: res.body.errors, code: res.body.errors?.[0]?.extensions?.code };
}

/** A delivered order of an indigo product, with the customer's name as the order carries it. */
async function aDeliveredOrder(opts: Parameters<typeof aDeliveredOrderOf>[2] = {}) {
  const order = await aDeliveredOrderOf(shop, support, { ...opts, product: { color: 'indigo', ...opts.product } });
  const [{ customer_name }] = await shop.app.db.query('SELECT customer_name FROM customer_order WHERE id = $1', [order.id]);
  return { ...order, customerName: customer_name as string };
}

async function ask(order: Awaited<ReturnType<typeof aDeliveredOrder>>, input: Record<string, unknown>) {
  const res = await gql(order.shopper.token, `mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { id } }`, {
    input: { orderId: order.id, lineId: order.lineId, reason: 'size_issue', videoIds: await twoReturnVideos(shop, order.shopper.token, { orderId: order.id, lineId: order.lineId }), ...input },
  });
  expect(res.errors).toBeUndefined();
  return res.data.requestReturn.id as string;
}

const LIST = `query($f: ReturnRequestFilter, $limit: Int) { returnRequests(filter: $f, limit: $limit) { total items { id kind state orderCode productName color size quantity customerName paymentMode refundAmountPaise replacementSize replacementColor } } }`;
const ONE = `query($id: ID!) { returnRequest(id: $id) { id state orderCode replacementOrderCode history { event actor actorName } } }`;

describe('the back office reads return requests', () => {
  it("support list requests with each one's order, product, size, quantity, customer and payment mode, filtered by state", async () => {
    const cod = await aDeliveredOrder({ quantity: 2 });
    const paid = await aDeliveredOrder({ mode: 'Razorpay', size: 'M' });
    const returnId = await ask(cod, { kind: 'RETURN', upiId: 'asha.k@okaxis' });
    const sibling = await aProduct(shop.app.db, { name: paid.product.name, color: 'white', stock: 4, availableSizes: ['S', 'M'] });
    const exchangeId = await ask(paid, { kind: 'EXCHANGE', replacementProductId: sibling.id, replacementSize: 'S' });

    const list = await gql(support, LIST, { f: { states: ['REQUESTED'] }, limit: 100 });
    expect(list.errors).toBeUndefined();
    const byId = new Map(list.data.returnRequests.items.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(returnId)).toEqual({
      id: returnId,
      kind: 'RETURN',
      state: 'REQUESTED',
      orderCode: cod.code,
      productName: cod.product.name,
      color: 'indigo',
      size: 'S',
      quantity: 2,
      customerName: cod.customerName,
      paymentMode: 'COD',
      refundAmountPaise: 2 * cod.product.pricePaise,
      replacementSize: null,
      replacementColor: null,
    });
    expect(byId.get(exchangeId)).toMatchObject({ kind: 'EXCHANGE', orderCode: paid.code, size: 'M', quantity: 1, paymentMode: 'Razorpay', refundAmountPaise: 0, replacementSize: 'S', replacementColor: 'white' });

    // Approved requests leave the "Requested" tab.
    expect((await gql(manager.token, `mutation($id: ID!) { approveReturn(id: $id) { state } }`, { id: returnId })).errors).toBeUndefined();
    const requested = await gql(support, LIST, { f: { states: ['REQUESTED'] }, limit: 100 });
    expect(requested.data.returnRequests.items.map((r: { id: string }) => r.id)).not.toContain(returnId);
    const approved = await gql(support, LIST, { f: { states: ['APPROVED'] } });
    expect(approved.data.returnRequests.items.map((r: { id: string }) => r.id)).toEqual([returnId]);
  });

  it('the history names who took each step to staff; the shopper reads "Shop staff"; an exchange shows its replacement order code', async () => {
    const order = await aDeliveredOrder();
    const id = await ask(order, { kind: 'EXCHANGE', replacementSize: 'L' });
    expect((await gql(manager.token, `mutation($id: ID!) { approveReturn(id: $id) { state } }`, { id })).errors).toBeUndefined();
    const received = await gql(support, `mutation($id: ID!) { markReturnReceived(id: $id) { replacementOutOfStock request { state replacementOrderId replacementOrderCode } } }`, { id });
    expect(received.errors).toBeUndefined();
    const { request } = received.data.markReturnReceived;
    expect(request).toMatchObject({ state: 'REPLACEMENT_PLACED', replacementOrderCode: request.replacementOrderId.slice(-6).toUpperCase() });

    const staffView = await gql(support, ONE, { id });
    expect(staffView.data.returnRequest).toMatchObject({ orderCode: order.code, replacementOrderCode: request.replacementOrderCode });
    expect(staffView.data.returnRequest.history).toEqual([
      { event: 'REQUESTED', actor: 'shopper', actorName: order.customerName },
      { event: 'APPROVED', actor: 'staff', actorName: 'Meera Iyer' },
      { event: 'RECEIVED', actor: 'staff', actorName: supportName },
      { event: 'REPLACEMENT_PLACED', actor: 'staff', actorName: supportName },
    ]);

    const mine = await gql(order.shopper.token, `query($orderId: ID!) { myReturnRequests(orderId: $orderId) { history { actorName } } }`, { orderId: order.id });
    expect(mine.data.myReturnRequests[0].history.map((h: { actorName: string }) => h.actorName)).toEqual([order.customerName, 'Shop staff', 'Shop staff', 'Shop staff']);
  });

  it('support read one request and its videos, but still may not decide or refund; an unknown id is null', async () => {
    const order = await aDeliveredOrder();
    const id = await ask(order, { kind: 'RETURN', upiId: 'ravi@oksbi' });
    expect((await gql(support, ONE, { id })).data.returnRequest).toMatchObject({ id, state: 'REQUESTED' });
    expect((await gql(support, ONE, { id: '00000000-0000-0000-0000-000000000000' })).data.returnRequest).toBeNull();
    const video = await fetch(`${shop.url}/admin/api/returns/${id}/videos/1`, { headers: { Authorization: `Bearer ${support}` } });
    expect([video.status, video.headers.get('content-type'), Buffer.from(await video.arrayBuffer()).subarray(4, 8).toString()]).toEqual([200, 'video/mp4', 'ftyp']);
    expect((await gql(support, `mutation($id: ID!) { approveReturn(id: $id) { state } }`, { id })).code).toBe('FORBIDDEN');
    expect((await gql(support, `mutation($id: ID!, $r: String!) { rejectReturn(id: $id, reason: $r) { state } }`, { id, r: 'No' })).code).toBe('FORBIDDEN');
    expect((await gql(order.shopper.token, LIST)).code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
  });
});

describe("a request's actions are the steps its state allows that the caller's role may take", () => {
  const ACTIONS = `query($id: ID!) { returnRequest(id: $id) { state refundState actions } }`;
  const actionsOf = async (token: string, id: string) => {
    const res = await gql(token, ACTIONS, { id });
    expect(res.errors).toBeUndefined();
    return res.data.returnRequest.actions as string[];
  };
  const step = async (token: string, mutation: string, variables: Record<string, unknown>) => expect((await gql(token, mutation, variables)).errors).toBeUndefined();

  it('a return from request to refund: managers decide and refund, every role records the parcel; the shopper is offered nothing', async () => {
    const order = await aDeliveredOrder();
    const id = await ask(order, { kind: 'RETURN', upiId: 'asha.k@okaxis' });
    expect(await actionsOf(manager.token, id)).toEqual(['APPROVE', 'REJECT']);
    expect(await actionsOf(support, id)).toEqual([]);
    const list = await gql(manager.token, `query { returnRequests(filter: { states: [REQUESTED] }, limit: 100) { items { id actions } } }`);
    expect(list.data.returnRequests.items.find((r: { id: string }) => r.id === id)).toEqual({ id, actions: ['APPROVE', 'REJECT'] });
    const mine = await gql(order.shopper.token, `query($orderId: ID!) { myReturnRequests(orderId: $orderId) { actions } }`, { orderId: order.id });
    expect(mine.data.myReturnRequests).toEqual([{ actions: [] }]);

    await step(manager.token, `mutation($id: ID!) { approveReturn(id: $id) { state } }`, { id });
    expect(await actionsOf(support, id)).toEqual(['MARK_PICKED_UP', 'MARK_RECEIVED']);
    expect(await actionsOf(manager.token, id)).toEqual(['MARK_PICKED_UP', 'MARK_RECEIVED']);

    await step(support, `mutation($id: ID!) { markReturnPickedUp(id: $id) { state } }`, { id });
    expect(await actionsOf(support, id)).toEqual(['MARK_RECEIVED']);

    await step(support, `mutation($id: ID!) { markReturnReceived(id: $id) { request { state } } }`, { id });
    expect(await actionsOf(manager.token, id)).toEqual(['REFUND']);
    expect(await actionsOf(support, id)).toEqual([]);

    await step(manager.token, `mutation($id: ID!, $ref: String) { refundReturn(id: $id, upiPayoutReference: $ref) { state } }`, { id, ref: 'UPI/412345678901' });
    expect(await actionsOf(manager.token, id)).toEqual([]);
  });

  it('a rejected request and an exchange whose replacement is placed offer nothing more', async () => {
    const rejected = await ask(await aDeliveredOrder(), { kind: 'RETURN', upiId: 'ravi@oksbi' });
    await step(manager.token, `mutation($id: ID!, $r: String!) { rejectReturn(id: $id, reason: $r) { state } }`, { id: rejected, r: 'Worn and washed' });
    expect(await actionsOf(manager.token, rejected)).toEqual([]);

    const exchange = await ask(await aDeliveredOrder(), { kind: 'EXCHANGE', replacementSize: 'L' });
    await step(manager.token, `mutation($id: ID!) { approveReturn(id: $id) { state } }`, { id: exchange });
    await step(support, `mutation($id: ID!) { markReturnReceived(id: $id) { request { state } } }`, { id: exchange });
    expect(await actionsOf(manager.token, exchange)).toEqual([]);
    expect(await actionsOf(support, exchange)).toEqual([]);
  });
});
