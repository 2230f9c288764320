import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aShopper } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';

let shop: TestShop;

beforeAll(async () => {
  // As behind a proxy on the same machine: the tests speak for many shoppers through X-Forwarded-For.
  shop = await startTestShop({ env: { GATEWAY_TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await shop?.stop();
});

let n = 0;
/** Each test speaks from its own client address (this shop's gateway trusts loopback's X-Forwarded-For), so rate limits don't leak between tests. */
function newAddress() {
  n += 1;
  return `203.0.113.${n}`;
}

function aMessage(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    fullName: 'Asha Verma',
    email: `asha${n}@example.in`,
    phone_Number: '9876543210',
    subject: 'Size exchange',
    message: `Can I exchange my tee for a size L? (${n})`,
    ...overrides,
  };
}

function post(body: unknown, opts: { ip?: string; token?: string; raw?: string; headers?: Record<string, string> } = {}) {
  return shop.http('/api/v1/contact/', {
    method: 'POST',
    body: opts.raw === undefined ? body : undefined,
    raw: opts.raw,
    token: opts.token,
    headers: { 'x-forwarded-for': opts.ip ?? newAddress(), ...opts.headers },
  });
}

async function rowsFor(email: string) {
  return shop.app.db.query(
    `SELECT full_name, email, phone_number, subject, message, user_id FROM contact_message WHERE lower(email) = lower($1) ORDER BY created_at`,
    [email],
  ) as Promise<{ full_name: string; email: string; phone_number: string; subject: string; message: string; user_id: string | null }[]>;
}

describe('POST /api/v1/contact/ (legacy REST)', () => {
  it('stores the message and answers 200 with it as JSON, in the legacy field names', async () => {
    const msg = aMessage({ fullName: '  Asha Verma ', subject: ' Size exchange ' });
    const res = await post(msg);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toMatchObject({
      fullName: 'Asha Verma',
      email: msg.email,
      phone_Number: '9876543210',
      subject: 'Size exchange',
      message: msg.message,
    });
    expect(res.body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    expect(await rowsFor(msg.email)).toEqual([
      { full_name: 'Asha Verma', email: msg.email, phone_number: '9876543210', subject: 'Size exchange', message: msg.message, user_id: null },
    ]);
  });

  it('links the message to the shopper when a valid token is sent', async () => {
    const { user, token } = await aShopper(shop);
    const msg = aMessage();
    const res = await post(msg, { token });
    expect(res.status).toBe(200);
    expect((await rowsFor(msg.email))[0].user_id).toBe(user.id);
  });

  it('sends as a visitor with `bearer undefined`, no header, or an expired or forged token (never 401/403)', async () => {
    for (const token of ['undefined', 'not.a.jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged']) {
      const msg = aMessage();
      const res = await post(msg, { token });
      expect(res.status, token).toBe(200);
      expect((await rowsFor(msg.email))[0].user_id).toBeNull();
    }
  });

  it('accepts a message without subject and message (both optional), stored as empty text', async () => {
    const { subject: _s, message: _m, ...msg } = aMessage();
    const res = await post(msg);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subject: '', message: '' });
    const nulls = aMessage({ subject: null, message: null });
    expect((await post(nulls)).status).toBe(200);
  });

  it('answers 409 "Message already sent !!" when the same e-mail sends the same subject and message again', async () => {
    const msg = aMessage();
    expect((await post(msg)).status).toBe(200);
    // Same message: another name, another phone, the e-mail in capitals, stray spaces around the text.
    const again = await post({ ...msg, fullName: 'A. Verma', phone_Number: '+91 98111 22233', email: msg.email.toUpperCase(), message: ` ${msg.message}  ` });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Message already sent !!' });
    expect(await rowsFor(msg.email)).toHaveLength(1);

    // A different subject or a different text is a new message; so is the same text from another e-mail.
    expect((await post({ ...msg, subject: 'Another question' })).status).toBe(200);
    expect((await post({ ...msg, message: 'Something else entirely' })).status).toBe(200);
    expect((await post({ ...msg, email: `other-${msg.email}` })).status).toBe(200);
  });

  it('lets exactly one of several parallel identical sends through', async () => {
    const msg = aMessage();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(msg)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await rowsFor(msg.email)).toHaveLength(1);
  });

  it('answers 400 with a clear message for each missing or invalid required field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: undefined }, 'Full Name is required.'],
      [{ fullName: '   ' }, 'Full Name is required.'],
      [{ email: undefined }, 'Email Address is required.'],
      [{ email: '' }, 'Email Address is required.'],
      [{ email: 'asha-at-example.in' }, 'Please enter a valid Email Address.'],
      [{ phone_Number: undefined }, 'Phone Number is required.'],
      [{ phone_Number: '' }, 'Phone Number is required.'],
      [{ phone_Number: 'call me maybe' }, 'Please enter a valid Phone Number.'],
      [{ phone_Number: '12' }, 'Please enter a valid Phone Number.'],
      [{ fullName: { $gt: '' } }, 'Full Name must be text.'],
      [{ subject: 42 }, 'Subject must be text.'],
    ];
    for (const [change, message] of cases) {
      const msg = aMessage(change);
      const res = await post(msg);
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ message });
      if (typeof msg.email === 'string') expect(await rowsFor(msg.email)).toHaveLength(0);
    }
  });

  it('accepts the phone number in common Indian forms, and as a JSON number', async () => {
    for (const phone of ['9876543210', '+91 98765 43210', '098765-43210', '0120 456 7890', 9876543210]) {
      const res = await post(aMessage({ phone_Number: phone }));
      expect(res.status, String(phone)).toBe(200);
    }
  });

  it('refuses bodies that are not a JSON object with 400', async () => {
    expect((await post(undefined, { raw: '[1,2,3]' })).body).toEqual({ message: 'The request body must be a JSON object.' });
    const broken = await post(undefined, { raw: '{"fullName":' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('caps the lengths generously: a 10,001-character message is 400, a 1 MB one is 413, both with a JSON message', async () => {
    const limit = aMessage({ message: 'x'.repeat(10_000) });
    expect((await post(limit)).status).toBe(200);

    const long = aMessage({ message: 'x'.repeat(10_001) });
    const tooLong = await post(long);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: 'Message must be at most 10,000 characters.' });

    const huge = aMessage({ message: 'x'.repeat(1024 * 1024) });
    const tooBig = await post(huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: 'The request body is too large.' });
    expect(await rowsFor(huge.email as string)).toHaveLength(0);

    for (const [field, max, label] of [['fullName', 100, 'Full Name'], ['subject', 200, 'Subject']] as const) {
      const res = await post(aMessage({ [field]: 'y'.repeat(max + 1) }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `${label} must be at most ${max} characters.` });
    }
  });

  it('allows 5 messages per address in 10 minutes, then answers 429 with a message; other addresses are unaffected', async () => {
    const ip = newAddress();
    for (let i = 0; i < 5; i++) expect((await post(aMessage(), { ip })).status).toBe(200);
    const sixth = await post(aMessage(), { ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: 'You have sent too many messages. Please wait a few minutes and try again.' });
    expect((await post(aMessage())).status).toBe(200);
  });

  it('counts an IPv6 shopper by their /64: six messages from six addresses of one /64 are limited', async () => {
    const prefix = `2001:db8:${(n += 1).toString(16)}:7`;
    for (let i = 1; i <= 5; i++) expect((await post(aMessage(), { ip: `${prefix}::${i}` })).status).toBe(200);
    const sixth = await post(aMessage(), { ip: `${prefix}:9:9:9:9` });
    expect(sixth.status).toBe(429);
    expect((await post(aMessage(), { ip: `2001:db8:${(n += 1).toString(16)}:7::1` })).status).toBe(200);
  });

  it('does not count invalid input against the limit', async () => {
    const ip = newAddress();
    for (let i = 0; i < 6; i++) expect((await post(aMessage({ email: 'nope' }), { ip })).status).toBe(400);
    expect((await post(aMessage(), { ip })).status).toBe(200);
  });
});

describe('sendContactMessage (GraphQL)', () => {
  const SEND = `mutation Send($input: ContactMessageInput!) {
    sendContactMessage(input: $input) { id fullName email phoneNumber subject message createdAt }
  }`;
  const input = () => {
    const { phone_Number, ...rest } = aMessage();
    return { ...rest, phoneNumber: phone_Number };
  };
  const gql = (variables: Record<string, unknown>, token?: string, ip = newAddress()) =>
    shop.http('/graphql', { method: 'POST', body: { query: SEND, variables }, token, headers: { 'x-forwarded-for': ip } });

  it('stores the message, linked to the shopper when a token is sent', async () => {
    const { user, token } = await aShopper(shop);
    const msg = input();
    const res = await gql({ input: msg }, token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.sendContactMessage).toMatchObject({ fullName: msg.fullName, email: msg.email, phoneNumber: '9876543210', subject: msg.subject });
    expect((await rowsFor(msg.email))[0].user_id).toBe(user.id);
  });

  it('answers CONFLICT for the same message again and BAD_USER_INPUT for bad fields', async () => {
    const msg = input();
    await gql({ input: msg });
    const again = await gql({ input: msg });
    expect(again.body.errors[0]).toMatchObject({ message: 'Message already sent !!', extensions: { code: 'CONFLICT' } });

    const blank = await gql({ input: { ...input(), fullName: ' ' } });
    expect(blank.body.errors[0]).toMatchObject({ message: 'Full Name is required.', extensions: { code: 'BAD_USER_INPUT' } });
    const badEmail = await gql({ input: { ...input(), email: 'nope' } });
    expect(badEmail.body.errors[0]).toMatchObject({ message: 'Please enter a valid Email Address.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers a 1 MB message with 413 and a JSON message, not an HTML page', async () => {
    const res = await gql({ input: { ...input(), message: 'x'.repeat(1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request body is too large.' });
  });

  it('shares the per-address limit with REST', async () => {
    const ip = newAddress();
    for (let i = 0; i < 5; i++) expect((await post(aMessage(), { ip })).status).toBe(200);
    const res = await gql({ input: input() }, undefined, ip);
    expect(res.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});
