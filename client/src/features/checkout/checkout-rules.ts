import { PINCODE_PATTERN, type DeliveryAddress } from '../../lib/session';

/** The storefront's own words, letter for letter, typos included. */
export const BUY_NOW_FIELDS = 'all feilds are compulsory and mobile number should be valid !';
export const CONFIRM_FIELDS = 'Please enter all details mobile number should be valid containing exactly 10 digits !';
export const SCRIPT_FAILED = 'Razorpay SDK failed to load. Are you online?';
export const CREATE_FAILED = 'Failed to create order. Please try again.';
export const PAYMENT_FAILED = 'Payment failed. Please try again.';

/** Quantity 1 to 10; descriptions cut to 50 characters at checkout. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
export const CHECKOUT_DESCRIPTION_LENGTH = 50;

/** The server's rules too: a 6-digit PIN not starting with 0, a 10-digit mobile starting with 6-9. */
export const MOBILE = /^[6-9][0-9]{9}$/;

const filled = (v: string | undefined | null) => !!v && v.trim().length > 0;

/** Buy Now: area, address, pincode, landmark and a valid 10-digit mobile. */
export function readyForBuyNow(d: DeliveryAddress | null): boolean {
  return !!d && filled(d.area) && filled(d.address) && filled(d.pincode) && filled(d.landmark) && MOBILE.test((d.mobileNumber ?? '').trim());
}

/** Checkout CONFIRM (and what an order needs): PIN 6 digits, mobile 10, area, state, address, landmark. */
export function completeAddress(d: DeliveryAddress | null): boolean {
  return (
    !!d &&
    PINCODE_PATTERN.test((d.pincode ?? '').trim()) &&
    MOBILE.test((d.mobileNumber ?? '').trim()) &&
    filled(d.area) &&
    filled(d.state) &&
    filled(d.address) &&
    filled(d.landmark)
  );
}
