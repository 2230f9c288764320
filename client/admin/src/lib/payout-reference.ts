/** The server's rule for a UPI or NEFT payout reference (UTR, transaction id), checked here first to say so at once. */
const PAYOUT_REFERENCE = /^[A-Za-z0-9\-/.@]{4,64}$/;

/** What is wrong with a payout reference as typed (spaces around it do not count), or undefined when it will do. */
export function payoutReferenceError(typed: string): string | undefined {
  const ref = typed.trim();
  if (!ref) return 'Enter the reference of the UPI or bank transfer you made (the UTR or transaction id).';
  if (ref.length < 4 || ref.length > 64) return 'A payout reference is 4 to 64 characters long.';
  if (!PAYOUT_REFERENCE.test(ref)) return 'A payout reference has only letters, digits and - / . @ (no spaces).';
  return undefined;
}
