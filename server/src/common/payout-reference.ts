/**
 * A UPI or NEFT payout reference (UTR, transaction id) as banks and UPI apps print them: what staff
 * record when they pay money back by hand, for an order or a returned line alike.
 */
export const PAYOUT_REFERENCE = /^[A-Za-z0-9\-/.@]{4,64}$/;
export const PAYOUT_REFERENCE_MESSAGE = 'Enter the payout reference (the UPI or NEFT reference: 4 to 64 letters, digits, -, /, . or @).';
