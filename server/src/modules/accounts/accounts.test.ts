import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, startTestShop, type TestShop } from '../../test/shop';
import { ACCOUNT_MESSAGES, registrationProblem } from './account-rules';
import { ACCOUNT_LIMITS_POLICY, DUPLICATE_EMAIL, INVALID_CREDENTIALS, TOO_MANY_LOGINS_ACCOUNT, TOO_MANY_LOGINS_ADDRESS, TOO_MANY_SIGNUPS } from './accounts.service';

let shop: TestShop;
let n = 0;

beforeAll(async () => {
  // As behind a proxy on the same machine: the tests speak for many shoppers through X-Forwarded-For.
  shop = await startTestShop({ env: { GATEWAY_TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await shop?.stop();
});

/**
 * Every test calls from its own client address (X-Forwarded-For, trusted from loopback: GATEWAY_TRUST_PROXY
 * names it as the gateway's proxy), so the per-address limits of one test do not leak into the next.
 */
const freshAddress = () => `10.${Math.floor(n / 250)}.${n % 250}.${++n % 250 || 1}`;

function aRegistration(overrides: Record<string, unknown> = {}) {
  const id = crypto.randomBytes(4).toString('hex');
  return { username: `Asha ${id}`, mobile: '9876543210', email: `asha.${id}@example.in`, password: `correct horse ${id}`, city: 'Jaipur', pincode: '302001', ...overrides };
}

function post(pathname: string, body: unknown, address = freshAddress()) {
  return shop.http(pathname, { method: 'POST', body, headers: { 'x-forwarded-for': address } });
}

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id username email mobile city pincode createdAt } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token expiresAt user { id username email } } }`;
const ME = `{ me { id username email mobile city pincode } }`;

/** No answer may ever carry a password hash (or the word password with a value). */
function expectNoSecrets(answer: unknown, password?: string) {
  const text = JSON.stringify(answer);
  expect(text).not.toMatch(/\$argon2|\$scrypt|passwordHash|password_hash/i);
  if (password) expect(text).not.toContain(password);
}

describe('the whole journey over REST, exactly as a legacy client calls it', () => {
  it('registers (200 JSON), logs in, calls an authenticated route with `bearer <token>`, then is a visitor again after logout', async () => {
    const form = aRegistration();
    const registered = await post('/api/v1/auth/register', form);
    expect(registered.status).toBe(200);
    expect(registered.headers.get('content-type')).toMatch(/application\/json/);
    expect(registered.body).toMatchObject({ username: form.username, email: form.email, mobile: '9876543210', city: 'Jaipur', pincode: '302001' });
    expectNoSecrets(registered.body, form.password);

    const login = await post('/api/v1/auth/login', { email: form.email, password: form.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ _id: registered.body._id, username: form.username, email: form.email });
    expect(typeof login.body.token).toBe('string');
    expectNoSecrets(login.body, form.password);

    // shop.http sends `authorization: bearer <token>` in lower case, like the legacy client.
    const me = await shop.http('/api/v1/auth/me', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: registered.body._id, email: form.email, username: form.username });
    expectNoSecrets(me.body, form.password);

    // Logging out is forgetting the token: the legacy client then sends `bearer undefined`.
    const afterLogout = await shop.http('/api/v1/auth/me', { token: 'undefined' });
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.message).toBeTruthy();
    expect((await shop.http('/api/v1/auth/me')).status).toBe(401);
  });

  it('accepts Bearer in any letter case', async () => {
    const form = aRegistration();
    await post('/api/v1/auth/register', form);
    const { body } = await post('/api/v1/auth/login', { email: form.email, password: form.password });
    for (const scheme of ['bearer', 'Bearer', 'BEARER', 'bEaReR']) {
      const res = await shop.http('/api/v1/auth/me', { headers: { authorization: `${scheme} ${body.token}` } });
      expect(res.status, scheme).toBe(200);
    }
  });

  it('logs in whatever the letter case of the email, and issues a token that lasts 7 days by default', async () => {
    const form = aRegistration({ email: `Mixed.Case.${crypto.randomBytes(3).toString('hex')}@Example.IN` });
    expect((await post('/api/v1/auth/register', form)).status).toBe(200);
    const login = await post('/api/v1/auth/login', { email: `  ${form.email.toUpperCase()} `, password: form.password });
    expect(login.status).toBe(200);
    const claims = jwt.decode(login.body.token) as jwt.JwtPayload;
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
    expect(claims.sub).toBe(login.body._id);
    expect(jwt.decode(login.body.token, { complete: true })?.header.alg).toBe('HS256');
  });
});

describe('the whole journey over GraphQL', () => {
  it('registers, logs in, reads `me` with the token, and is UNAUTHENTICATED once the token is dropped', async () => {
    const form = aRegistration({ mobile: '+91 98765-43210' });
    const registered = await shop.gql(REGISTER, { input: form });
    expect(registered.body.errors).toBeUndefined();
    expect(registered.body.data.register).toMatchObject({ username: form.username, email: form.email, mobile: '9876543210' });
    expectNoSecrets(registered.body, form.password);

    const login = await shop.gql(LOGIN, { input: { email: form.email, password: form.password } });
    expect(login.body.errors).toBeUndefined();
    const session = login.body.data.login;
    expect(session.user).toEqual({ id: registered.body.data.register.id, username: form.username, email: form.email });
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expectNoSecrets(login.body, form.password);

    const me = await shop.gql(ME, {}, session.token);
    expect(me.body.data.me).toMatchObject({ id: session.user.id, email: form.email, city: 'Jaipur', pincode: '302001' });

    const visitor = await shop.gql(ME);
    expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const legacyLoggedOut = await shop.gql(ME, {}, 'undefined');
    expect(legacyLoggedOut.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('has no field that could reveal a password hash', async () => {
    const res = await shop.gql(`{ me { passwordHash } }`);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers bad input as BAD_USER_INPUT with the same messages as REST', async () => {
    const blank = await shop.gql(REGISTER, { input: aRegistration({ city: '   ' }) });
    expect(blank.body.errors[0]).toMatchObject({ message: 'Please fill all fields!', extensions: { code: 'BAD_USER_INPUT' } });
    const huge = await shop.gql(LOGIN, { input: { email: 'a@example.in', password: 'x'.repeat(100_000) } });
    expect(huge.body.errors[0]).toMatchObject({ message: ACCOUNT_MESSAGES.passwordLong, extensions: { code: 'BAD_USER_INPUT' } });
    const numberEmail = await shop.gql(LOGIN, { input: { email: 42, password: 'whatever1' } });
    expect(numberEmail.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(numberEmail.body.errors[0].message).toMatch(/String/);
  });

  it('answers a wrong password with the same message as REST', async () => {
    const form = aRegistration();
    await shop.gql(REGISTER, { input: form });
    const res = await shop.gql(LOGIN, { input: { email: form.email, password: 'not the password' } });
    expect(res.body.errors[0]).toMatchObject({ message: INVALID_CREDENTIALS, extensions: { code: 'UNAUTHENTICATED' } });
    expect(res.body.data).toBeNull();
  });
});

describe('passwords at rest', () => {
  it('keeps only an argon2id hash at OWASP cost in the row, never the password', async () => {
    const form = aRegistration();
    const registered = await post('/api/v1/auth/register', form);
    const [row] = await shop.app.db.query(`SELECT * FROM app_user WHERE id = $1`, [registered.body._id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    const everyColumn = JSON.stringify(row);
    expect(everyColumn).not.toContain(form.password);
    expect(everyColumn).not.toContain(Buffer.from(form.password).toString('base64'));
  });

  it('gives two accounts with the same password different hashes (salted)', async () => {
    const a = aRegistration({ password: 'same password 123' });
    const b = aRegistration({ password: 'same password 123' });
    const ids = [(await post('/api/v1/auth/register', a)).body._id, (await post('/api/v1/auth/register', b)).body._id];
    const rows = await shop.app.db.query(`SELECT password_hash FROM app_user WHERE id = ANY($1)`, [ids]);
    expect(rows).toHaveLength(2);
    expect(rows[0].password_hash).not.toBe(rows[1].password_hash);
  });
});

describe('tokens the shop did not issue, or no longer accepts', () => {
  let userId: string;
  let good: string;
  beforeAll(async () => {
    const form = aRegistration();
    userId = (await post('/api/v1/auth/register', form)).body._id;
    good = (await post('/api/v1/auth/login', { email: form.email, password: form.password })).body.token;
  });

  const claims = () => ({ sub: userId, username: 'x', email: 'x@example.in', iss: 'rangrez', aud: 'rangrez-shop' });
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const forged = (): Record<string, string> => ({
    expired: jwt.sign({ ...claims(), exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, { algorithm: 'HS256' }),
    'wrong signature': jwt.sign({ ...claims(), exp: Math.floor(Date.now() / 1000) + 3600 }, 'some other secret', { algorithm: 'HS256' }),
    'tampered payload': `${good.split('.')[0]}.${b64({ ...claims(), sub: crypto.randomUUID(), exp: 9999999999 })}.${good.split('.')[2]}`,
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), exp: 9999999999 })}.`,
    'no expiry': jwt.sign(claims(), TEST_JWT_SECRET, { algorithm: 'HS256' }),
    'another issuer': jwt.sign({ ...claims(), iss: 'elsewhere', exp: 9999999999 }, TEST_JWT_SECRET, { algorithm: 'HS256' }),
    garbage: 'not-a-jwt',
  });

  it('refuses each on a REST authenticated route with 403 and a JSON message (the legacy "session expired")', async () => {
    for (const [kind, token] of Object.entries(forged())) {
      const res = await shop.http('/api/v1/auth/me', { token });
      expect(res.status, kind).toBe(403);
      expect(res.body, kind).toEqual({ message: 'Session expired, please login again !' });
    }
  });

  it('refuses each on GraphQL with UNAUTHENTICATED', async () => {
    for (const [kind, token] of Object.entries(forged())) {
      const res = await shop.gql(ME, {}, token);
      expect(res.body.errors?.[0]?.extensions?.code, kind).toBe('UNAUTHENTICATED');
      expect(res.body.data ?? null, kind).toBeNull();
    }
  });

  it('lets a public route ignore a header it cannot use: visitors and expired tokens get the products', async () => {
    expect((await shop.http('/api/v1/products', { headers: { authorization: 'bearer undefined' } })).status).toBe(200);
    expect((await shop.http('/api/v1/products', { token: forged().expired })).status).toBe(200);
    expect((await shop.gql('{ products { id } }', {}, forged()['alg none'])).body.data.products).toEqual([]);
  });

  it('treats a valid token of an account that no longer exists as an expired session', async () => {
    const ghost = shop.app.tokens.sign({ id: crypto.randomUUID(), username: 'ghost', email: 'ghost@example.in' });
    const rest = await shop.http('/api/v1/auth/me', { token: ghost });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe('Session expired, please login again !');
    expect((await shop.gql(ME, {}, ghost)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('sign-up validation (server side, same rules and messages as the browser)', () => {
  it('answers a missing field, whichever it is, with "Please fill all fields!" and creates nothing', async () => {
    for (const field of ['username', 'mobile', 'email', 'password', 'city', 'pincode']) {
      const form: Record<string, unknown> = aRegistration();
      delete form[field];
      const res = await post('/api/v1/auth/register', form);
      expect(res.status, field).toBe(400);
      expect(res.body, field).toEqual({ message: 'Please fill all fields!' });
      const blank = await post('/api/v1/auth/register', { ...aRegistration(), [field]: '  ' });
      expect(blank.body, field).toEqual({ message: 'Please fill all fields!' });
    }
    // Missing wins over a malformed field, as in the browser.
    const both = await post('/api/v1/auth/register', { ...aRegistration({ mobile: '12' }), city: '' });
    expect(both.body.message).toBe('Please fill all fields!');
  });

  it.each([
    ['a number for email', { email: 42 }, ACCOUNT_MESSAGES.email],
    ['an email without a domain', { email: 'asha@' }, ACCOUNT_MESSAGES.email],
    ['an email with a space', { email: 'asha singh@example.in' }, ACCOUNT_MESSAGES.email],
    ['a 9-digit mobile', { mobile: '987654321' }, ACCOUNT_MESSAGES.mobile],
    ['a mobile starting with 5', { mobile: '5876543210' }, ACCOUNT_MESSAGES.mobile],
    ['letters in the mobile', { mobile: '98765abcde' }, ACCOUNT_MESSAGES.mobile],
    ['a 5-digit pincode', { pincode: '30200' }, ACCOUNT_MESSAGES.pincode],
    ['a pincode starting with 0', { pincode: '012345' }, ACCOUNT_MESSAGES.pincode],
    ['a 7-character password', { password: 'abcdefg' }, ACCOUNT_MESSAGES.passwordShort],
    ['a 100 kB password', { password: 'p'.repeat(100_000) }, ACCOUNT_MESSAGES.passwordLong],
    ['a number for password', { password: 12345678 }, ACCOUNT_MESSAGES.password],
    ['an object for username', { username: { $gt: '' } }, ACCOUNT_MESSAGES.username],
    ['a 51-character name', { username: 'a'.repeat(51) }, ACCOUNT_MESSAGES.username],
    ['an array for city', { city: ['Jaipur'] }, ACCOUNT_MESSAGES.city],
  ])('answers %s with 400 and a message', async (_what, override, message) => {
    const res = await post('/api/v1/auth/register', aRegistration(override));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('normalises the mobile number (+91, 91, leading 0, spaces) and accepts numbers for mobile and pincode', async () => {
    for (const mobile of ['+91 98765 43210', '919876543210', '09876543210', '98765-43210', 9876543210]) {
      const res = await post('/api/v1/auth/register', aRegistration({ mobile, pincode: 110001 }));
      expect(res.status, String(mobile)).toBe(200);
      expect(res.body.mobile).toBe('9876543210');
      expect(res.body.pincode).toBe('110001');
    }
  });

  it('answers malformed JSON, a non-object body and a non-JSON body with 400 and a message', async () => {
    for (const raw of ['{"email":', '[]', '"text"', 'null']) {
      const res = await shop.http('/api/v1/auth/register', { method: 'POST', raw });
      expect(res.status, raw).toBe(400);
      expect(typeof res.body.message, raw).toBe('string');
    }
    const text = await shop.http('/api/v1/auth/login', { method: 'POST', raw: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(400);
    expect(typeof text.body.message).toBe('string');
  });

  it('refuses a second account with the same email in any letter case with 409, and creates nothing', async () => {
    const form = aRegistration();
    expect((await post('/api/v1/auth/register', form)).status).toBe(200);
    const again = await post('/api/v1/auth/register', { ...aRegistration(), email: form.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: DUPLICATE_EMAIL });
    const [{ count }] = await shop.app.db.query(`SELECT count(*)::int AS count FROM app_user WHERE lower(email) = lower($1)`, [form.email]);
    expect(count).toBe(1);
  });

  it('creates one account when the same email signs up several times at once', async () => {
    const email = `race.${crypto.randomBytes(4).toString('hex')}@example.in`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/v1/auth/register', aRegistration({ email }))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const [{ count }] = await shop.app.db.query(`SELECT count(*)::int AS count FROM app_user WHERE lower(email) = lower($1)`, [email]);
    expect(count).toBe(1);
  });
});

describe('login validation and answers', () => {
  it('answers missing fields, wrong types, a 100 kB password and malformed JSON with 400 and a message', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Please fill all fields!'],
      [{ email: 'a@example.in' }, 'Please fill all fields!'],
      [{ email: '', password: 'whatever1' }, 'Please fill all fields!'],
      [{ email: 42, password: 'whatever1' }, ACCOUNT_MESSAGES.email],
      [{ email: { $ne: null }, password: 'whatever1' }, ACCOUNT_MESSAGES.email],
      [{ email: 'a@example.in', password: ['x'] }, ACCOUNT_MESSAGES.password],
      [{ email: 'a@example.in', password: 'p'.repeat(100_000) }, ACCOUNT_MESSAGES.passwordLong],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/v1/auth/login', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body).toEqual({ message });
    }
    const malformed = await shop.http('/api/v1/auth/login', { method: 'POST', raw: '{"email": "a@example.in", "password": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const form = aRegistration();
    await post('/api/v1/auth/register', form);
    const wrong = await post('/api/v1/auth/login', { email: form.email, password: 'wrong password' });
    const unknown = await post('/api/v1/auth/login', { email: `nobody.${crypto.randomBytes(4).toString('hex')}@example.in`, password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: INVALID_CREDENTIALS });
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('abuse limits', () => {
  it('refuses the eleventh login of an account after ten wrong passwords with 429, even with the right password', async () => {
    const form = aRegistration();
    await post('/api/v1/auth/register', form);
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMITS_POLICY.failedLoginsPerAccount; i++) {
      statuses.push((await post('/api/v1/auth/login', { email: form.email, password: `wrong guess ${i}` }, `10.200.0.${i + 1}`)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await post('/api/v1/auth/login', { email: form.email, password: form.password }, '10.200.0.99');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ message: TOO_MANY_LOGINS_ACCOUNT });
    // The limit is per account, whatever the letter case, and holds over GraphQL too.
    const viaGraphql = await shop.gql(LOGIN, { input: { email: form.email.toUpperCase(), password: form.password } });
    expect(viaGraphql.body.errors[0]).toMatchObject({ message: TOO_MANY_LOGINS_ACCOUNT, extensions: { code: 'TOO_MANY_REQUESTS' } });
    // Other accounts are not affected.
    const other = aRegistration();
    await post('/api/v1/auth/register', other);
    expect((await post('/api/v1/auth/login', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('does not count successful logins as failures', async () => {
    const form = aRegistration();
    await post('/api/v1/auth/register', form);
    for (let i = 0; i < ACCOUNT_LIMITS_POLICY.failedLoginsPerAccount + 2; i++) {
      expect((await post('/api/v1/auth/login', { email: form.email, password: form.password })).status).toBe(200);
    }
  });

  it('refuses an address after 30 failed logins across any accounts', async () => {
    const address = '10.201.0.1';
    for (let i = 0; i < ACCOUNT_LIMITS_POLICY.failedLoginsPerAddress; i++) {
      const res = await post('/api/v1/auth/login', { email: `spray${i}@example.in`, password: 'password1' }, address);
      expect(res.status).toBe(401);
    }
    const next = await post('/api/v1/auth/login', { email: 'spray-next@example.in', password: 'password1' }, address);
    expect(next.status).toBe(429);
    expect(next.body).toEqual({ message: TOO_MANY_LOGINS_ADDRESS });
    // Another address is fine.
    expect((await post('/api/v1/auth/login', { email: 'spray-next@example.in', password: 'password1' }, '10.201.0.2')).status).toBe(401);
  });

  it('refuses more than 10 sign-ups an hour from one address with 429', async () => {
    const address = '10.202.0.1';
    for (let i = 0; i < ACCOUNT_LIMITS_POLICY.signupsPerAddress; i++) {
      expect((await post('/api/v1/auth/register', aRegistration(), address)).status).toBe(200);
    }
    const next = await post('/api/v1/auth/register', aRegistration(), address);
    expect(next.status).toBe(429);
    expect(next.body).toEqual({ message: TOO_MANY_SIGNUPS });
  });
});

describe('the rules are the same in the browser', () => {

  it('accepts a complete valid sign-up', () => {
    expect(registrationProblem(aRegistration())).toBeNull();
  });
});
