import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const LOOKUP = 'query($p: String!) { pincode(pincode: $p) { pincode area areas district state } }';

describe('pincode check from the bundled India Post directory', () => {
  it('answers area, district and state over GraphQL', async () => {
    const res = await shop.gql(LOOKUP, { p: '201301' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.pincode).toMatchObject({ pincode: '201301', area: 'Noida', district: 'Gautam Buddha Nagar', state: 'Uttar Pradesh' });
  });

  it('answers the same over REST, for PINs across India', async () => {
    const cases: [string, Partial<Record<'area' | 'district' | 'state', string>>][] = [
      ['110001', { area: 'New Delhi', state: 'Delhi' }],
      ['500001', { district: 'Hyderabad', state: 'Telangana' }],
      ['560001', { district: 'Bangalore', state: 'Karnataka' }],
      ['744301', { state: 'Andaman & Nicobar Islands' }],
    ];
    for (const [pin, expected] of cases) {
      const res = await shop.http(`/api/v1/delivery/pincode/${pin}`);
      expect(res.status, pin).toBe(200);
      expect(res.body, pin).toMatchObject({ pincode: pin, ...expected });
      expect(res.body.area).toBeTruthy();
      expect(res.body.district).toBeTruthy();
    }
  });

  it("answers 'Enter a valid pin code' for malformed PINs (400) and unknown ones (404)", async () => {
    for (const pin of ['012345', '12345', '1234567', 'abcdef', '20130a', ' ']) {
      const rest = await shop.http(`/api/v1/delivery/pincode/${encodeURIComponent(pin)}`);
      expect(rest.status, pin).toBe(400);
      expect(rest.body).toEqual({ message: 'Enter a valid pin code' });
      const gql = await shop.gql(LOOKUP, { p: pin });
      expect(gql.body.errors[0]).toMatchObject({ message: 'Enter a valid pin code', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const unknown = await shop.http('/api/v1/delivery/pincode/999999');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Enter a valid pin code' } });
    const gql = await shop.gql(LOOKUP, { p: '999999' });
    expect(gql.body.errors[0]).toMatchObject({ message: 'Enter a valid pin code', extensions: { code: 'NOT_FOUND' } });
  });

  it('ignores spaces around a PIN and survives a very long one', async () => {
    expect((await shop.gql(LOOKUP, { p: ' 201301 ' })).body.data.pincode.area).toBe('Noida');
    expect((await shop.gql(LOOKUP, { p: '2'.repeat(10_000) })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
