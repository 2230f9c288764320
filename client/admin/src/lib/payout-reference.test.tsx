import { describe, expect, it } from 'vitest';
import { payoutReferenceError } from './payout-reference';

describe('the payout reference of a refund paid by hand, for an order or a returned line', () => {
  it('takes UPI and NEFT references as banks print them, spaces around them aside', () => {
    for (const ref of ['412345678901', 'SBIN/N123456789', 'AXISCN0012345678', 'upi.ref-99@okaxis', '  HDFC1234  ', 'A1B2']) expect(payoutReferenceError(ref), ref).toBeUndefined();
  });

  it('says what is wrong: missing, too short or long, or characters a reference does not have', () => {
    expect(payoutReferenceError('   ')).toMatch(/^Enter the reference/);
    expect(payoutReferenceError('AB1')).toBe('A payout reference is 4 to 64 characters long.');
    expect(payoutReferenceError('X'.repeat(65))).toBe('A payout reference is 4 to 64 characters long.');
    expect(payoutReferenceError('UTR 1234')).toBe('A payout reference has only letters, digits and - / . @ (no spaces).');
    expect(payoutReferenceError('ref#1234')).toMatch(/only letters, digits/);
  });
});
