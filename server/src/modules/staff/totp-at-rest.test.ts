import crypto from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../common/log';
import { readConfig } from '../../config';
import { composeSupergraph } from '../../schema/supergraph';
import { startShop, type RunningShop } from '../../shop';
import { TEST_JWT_SECRET, startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { WRONG_TOTP_CODE } from './staff.service';

/** Authenticator secrets are stored encrypted: a copy of the database alone gives nobody's codes away. */

const KEY = crypto.randomBytes(32).toString('hex');
const OTHER_KEY = crypto.randomBytes(32).toString('base64');

let shop: TestShop;
let n = 0;

beforeAll(async () => {
  shop = await startTestShop({ env: { GATEWAY_TRUST_PROXY: 'loopback', TOTP_ENCRYPTION_KEY: KEY } });
});
afterAll(async () => {
  await shop?.stop();
});

const LOGIN = `mutation($email: String!, $password: String!, $totpCode: String) {
  staffLogin(email: $email, password: $password, totpCode: $totpCode) { token totpRequired totpEnrolment { secret } staff { totpEnrolled } }
}`;

/** A staff sign-in as the back office sends it, to `url` (this file's shop unless another is named), each from its own address. */
async function login(email: string, password: string, totpCode?: string, url = shop.url) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.88.0.${++n}` },
    body: JSON.stringify({ query: LOGIN, variables: { email, password, totpCode } }),
  });
  return (await res.json()) as { data?: { staffLogin: { token: string | null; totpRequired: boolean; totpEnrolment: { secret: string } | null } }; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** What the database holds for a member: what a dump would give away. */
async function stored(id: string): Promise<{ totp_secret: string | null; totp_pending_secret: string | null }> {
  return (await shop.app.db.query(`SELECT totp_secret, totp_pending_secret FROM staff_member WHERE id = $1`, [id]))[0];
}

const sealedNot = (secret: string) => expect.stringMatching(new RegExp(`^v1:(?!.*${secret})`));

/** Codes of later 30-second steps: each code is accepted once only, so every sign-in of a test takes a new one. */
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

async function requireTotp(owner: string, required: boolean) {
  await shop.gql(`mutation($r: Boolean!) { setRequireTotp(required: $r) { requireTotp } }`, { r: required }, owner);
}

describe('authenticator secrets at rest', () => {
  it('enrolling at sign-in stores the pending and the confirmed secret sealed (v1:, never the base32), and real codes sign in', async () => {
    const { token: owner } = await aStaffMember(shop, 'owner');
    const { member, password } = await aStaffMember(shop, 'support');
    await requireTotp(owner, true);
    try {
      const secret = (await login(member.email, password)).data!.staffLogin.totpEnrolment!.secret;
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(await stored(member.id)).toEqual({ totp_secret: null, totp_pending_secret: sealedNot(secret) });
      // Shown again on a reload, read back from its sealed form.
      expect((await login(member.email, password)).data!.staffLogin.totpEnrolment!.secret).toBe(secret);

      expect(typeof (await login(member.email, password, await codeAt(secret, 0))).data!.staffLogin.token).toBe('string');
      expect(await stored(member.id)).toEqual({ totp_secret: sealedNot(secret), totp_pending_secret: null });
      expect(typeof (await login(member.email, password, await codeAt(secret, 1))).data!.staffLogin.token).toBe('string');
    } finally {
      await requireTotp(owner, false);
    }
  });

  it('setting one up from the account page stores it sealed too', async () => {
    const { member, token, password } = await aStaffMember(shop, 'manager');
    const { secret } = (await shop.gql(`mutation { enrolTotp { secret } }`, {}, token)).body.data.enrolTotp;
    expect((await stored(member.id)).totp_pending_secret).toEqual(sealedNot(secret));
    const confirmed = await shop.gql(`mutation($c: String!) { confirmTotp(code: $c) { totpEnrolled } }`, { c: await codeAt(secret, 0) }, token);
    expect(confirmed.body.data.confirmTotp.totpEnrolled).toBe(true);
    expect(await stored(member.id)).toEqual({ totp_secret: sealedNot(secret), totp_pending_secret: null });
    expect(typeof (await login(member.email, password, await codeAt(secret, 1))).data!.staffLogin.token).toBe('string');
  });

  it('a secret stored in clear before this change still signs in, and is sealed from that sign-in on', async () => {
    const { member, password } = await aStaffMember(shop, 'manager');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await shop.app.db.query(`UPDATE staff_member SET totp_secret = $2, totp_enrolled_at = now() WHERE id = $1`, [member.id, secret]);
    expect((await login(member.email, password)).data!.staffLogin).toMatchObject({ token: null, totpRequired: true, totpEnrolment: null });
    expect((await login(member.email, password, '000000')).errors?.[0]).toMatchObject({ message: WRONG_TOTP_CODE });
    expect((await stored(member.id)).totp_secret).toBe(secret);

    expect(typeof (await login(member.email, password, await codeAt(secret, 0))).data!.staffLogin.token).toBe('string');
    expect((await stored(member.id)).totp_secret).toEqual(sealedNot(secret));
    expect(typeof (await login(member.email, password, await codeAt(secret, 1))).data!.staffLogin.token).toBe('string');
  });

  it('a pending secret stored in clear is shown as it was, sealed, and enrols', async () => {
    const { token: owner } = await aStaffMember(shop, 'owner');
    const { member, password } = await aStaffMember(shop, 'support');
    const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    await shop.app.db.query(`UPDATE staff_member SET totp_pending_secret = $2 WHERE id = $1`, [member.id, secret]);
    await requireTotp(owner, true);
    try {
      expect((await login(member.email, password)).data!.staffLogin.totpEnrolment!.secret).toBe(secret);
      expect((await stored(member.id)).totp_pending_secret).toEqual(sealedNot(secret));
      expect(typeof (await login(member.email, password, await codeAt(secret, 0))).data!.staffLogin.token).toBe('string');
      expect(await stored(member.id)).toEqual({ totp_secret: sealedNot(secret), totp_pending_secret: null });
    } finally {
      await requireTotp(owner, false);
    }
  });

  it("a sealed secret copied onto another member's row does not open there", async () => {
    const first = await aStaffMember(shop, 'manager');
    const second = await aStaffMember(shop, 'manager');
    const { secret } = (await shop.gql(`mutation { enrolTotp { secret } }`, {}, first.token)).body.data.enrolTotp;
    await shop.gql(`mutation($c: String!) { confirmTotp(code: $c) { totpEnrolled } }`, { c: await codeAt(secret, 0) }, first.token);
    await shop.app.db.query(
      `UPDATE staff_member SET totp_secret = (SELECT totp_secret FROM staff_member WHERE id = $2), totp_enrolled_at = now() WHERE id = $1`,
      [second.member.id, first.member.id],
    );
    const res = await login(second.member.email, second.password, await codeAt(secret, 1));
    expect(res.errors?.[0]).toMatchObject({ message: WRONG_TOTP_CODE, extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('a shop started with another TOTP_ENCRYPTION_KEY', () => {
  let other: RunningShop | undefined;
  afterAll(async () => {
    await other?.stop();
  });

  it('refuses the sign-in with the wrong-code answer and a log line naming the member (no secret), and loses nothing', async () => {
    const { member, token, password } = await aStaffMember(shop, 'manager');
    const { secret } = (await shop.gql(`mutation { enrolTotp { secret } }`, {}, token)).body.data.enrolTotp;
    await shop.gql(`mutation($c: String!) { confirmTotp(code: $c) { totpEnrolled } }`, { c: await codeAt(secret, 0) }, token);
    const sealed = (await stored(member.id)).totp_secret!;

    // The same database, as a backend configured with another key would see it.
    const config = readConfig({ PORT: '0', BACKEND_PORT: '0', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '.data/test', GATEWAY_TRUST_PROXY: 'loopback', TOTP_ENCRYPTION_KEY: OTHER_KEY });
    other = await startShop(config, (shop.app.db.options as { url: string }).url, { migrate: false, seed: false, clientDir: '/nonexistent', supergraphSdl: await composeSupergraph() });

    const captured = captureLogs('info');
    let res: Awaited<ReturnType<typeof login>>;
    try {
      res = await login(member.email, password, await codeAt(secret, 1), other.url);
    } finally {
      captured.stop();
    }
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message: WRONG_TOTP_CODE, extensions: { code: 'UNAUTHENTICATED' } });
    expect(captured.lines()).toContainEqual(expect.objectContaining({ level: 'warn', scope: 'staff', staffId: member.id, column: 'totp_secret', msg: expect.stringMatching(/cannot be decrypted.*TOTP_ENCRYPTION_KEY/) }));
    expect(captured.text()).not.toContain(secret);
    expect(captured.text()).not.toContain(sealed.slice(3));

    // The stored value is untouched: with the right key the same member signs in.
    expect((await stored(member.id)).totp_secret).toBe(sealed);
    expect(typeof (await login(member.email, password, await codeAt(secret, 1))).data!.staffLogin.token).toBe('string');
  });
});
