import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';

let shop: TestShop;
let support: { token: string; id: string; name: string };

beforeAll(async () => {
  shop = await startTestShop({ env: { GATEWAY_TRUST_PROXY: 'loopback' } });
  const s = await aStaffMember(shop, 'support', { name: 'Sunita Support' });
  support = { token: s.token, id: s.member.id, name: s.member.name };
});
afterAll(async () => {
  await shop?.stop();
});

let n = 0;
/** A message sent through the contact form, from an address of its own (the form is rate-limited per address). */
async function aMessage(subject: string) {
  n += 1;
  const email = `inbox-${crypto.randomBytes(4).toString('hex')}@example.in`;
  const res = await shop.http('/api/v1/contact/', {
    method: 'POST',
    body: { fullName: 'Asha Verma', email, phone_Number: '9876543210', subject, message: `Question number ${n}` },
    headers: { 'x-forwarded-for': `203.0.113.${n}` },
  });
  expect(res.status).toBe(200);
  return { id: res.body._id as string, email };
}

async function staff<T = any>(query: string, variables: Record<string, unknown> = {}, token = support.token) {
  const res = await shop.gql<T>(query, variables, token);
  return { data: res.body.data as T, codes: (res.body.errors ?? []).map((e) => e.extensions?.code), errors: res.body.errors };
}

const MESSAGE = 'id status subject reply handledAt handledBy { id name }';
const LIST = `query($filter: ContactMessageFilter, $limit: Int) { contactMessages(filter: $filter, limit: $limit) { total items { ${MESSAGE} email } } }`;
const UNREAD = '{ unreadMessageCount }';
const READ = `mutation($id: ID!) { markMessageRead(id: $id) { ${MESSAGE} } }`;
const REPLY = `mutation($id: ID!, $reply: String!) { markMessageReplied(id: $id, reply: $reply) { ${MESSAGE} } }`;

describe('the contact inbox', () => {
  it('new, read, replied: who handled it and when, the reply kept on the message, the unread count', async () => {
    const unreadBefore = (await staff(UNREAD)).data.unreadMessageCount;
    const first = await aMessage('Size exchange');
    const second = await aMessage('Where is my parcel?');
    expect((await staff(UNREAD)).data.unreadMessageCount).toBe(unreadBefore + 2);

    const inbox = await staff(LIST, { filter: { status: 'NEW', search: first.email } });
    expect(inbox.data.contactMessages).toEqual({
      total: 1,
      items: [{ id: first.id, status: 'NEW', subject: 'Size exchange', reply: null, handledAt: null, handledBy: null, email: first.email }],
    });

    const read = await staff(READ, { id: first.id });
    expect(read.data.markMessageRead).toMatchObject({ status: 'READ', handledBy: { id: support.id, name: support.name } });
    expect(read.data.markMessageRead.handledAt).toBeTruthy();
    expect((await staff(UNREAD)).data.unreadMessageCount).toBe(unreadBefore + 1);

    const replied = await staff(REPLY, { id: first.id, reply: '  Yes: send it back within 7 days and we will ship a size L.  ' });
    expect(replied.data.markMessageReplied).toMatchObject({
      status: 'REPLIED',
      reply: 'Yes: send it back within 7 days and we will ship a size L.',
      handledBy: { name: support.name },
    });
    // Reading an answered message changes nothing.
    expect((await staff(READ, { id: first.id })).data.markMessageRead.status).toBe('REPLIED');
    // Answering a new message straight away takes it out of the unread count.
    await staff(REPLY, { id: second.id, reply: 'It left on Monday with Delhivery.' });
    expect((await staff(UNREAD)).data.unreadMessageCount).toBe(unreadBefore);

    const answered = await staff(LIST, { filter: { status: 'REPLIED', search: 'parcel' } });
    expect(answered.data.contactMessages.items.map((m: { id: string }) => m.id)).toEqual([second.id]);
    expect((await staff(LIST, { filter: { search: first.email } })).data.contactMessages.items[0].status).toBe('REPLIED');

    const audit = await shop.app.db.query(`SELECT action, staff_id, after FROM audit_entry WHERE entity_id = $1 ORDER BY id`, [first.id]);
    expect(audit).toEqual([
      { action: 'message.read', staff_id: support.id, after: { status: 'read' } },
      { action: 'message.reply', staff_id: support.id, after: { status: 'replied', reply: 'Yes: send it back within 7 days and we will ship a size L.' } },
    ]);
  });

  it('a blank reply is BAD_USER_INPUT, an unknown message NOT_FOUND; the inbox is staff only', async () => {
    const message = await aMessage('Refund?');
    expect((await staff(REPLY, { id: message.id, reply: '   ' })).codes).toEqual(['BAD_USER_INPUT']);
    expect((await staff(READ, { id: crypto.randomUUID() })).codes).toEqual(['NOT_FOUND']);
    expect((await staff(LIST, {}, 'not-a-token')).codes).toEqual(['UNAUTHENTICATED']);
    expect((await shop.gql(UNREAD)).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
