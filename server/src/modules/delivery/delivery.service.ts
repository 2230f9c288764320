import type { RequestContext } from '../../context';
import { AppError } from '../../common/errors';
import { INVALID_PINCODE } from '../../common/shop-messages';
import { PINCODE_PATTERN } from '../accounts/account-rules';
import { shippingService } from '../shipping/shipping.service';
import { offlineCodAvailable } from './cod-rule';
import { OfflinePincodeDirectory, type PincodeDirectory, type PincodePlace } from './pincode-directory';

/** A PIN code's place, and whether the shop can take cash on delivery there. */
export interface PincodeCheck extends PincodePlace {
  codAvailable: boolean;
}

const directory: PincodeDirectory = new OfflinePincodeDirectory();

/** Delivery checks for the product page and checkout. */
export const deliveryService = {
  /**
   * Where a PIN code is (area, district, state). A PIN must be six digits not starting with 0
   * (`^[1-9][0-9]{5}$`, spaces around it ignored): otherwise BAD_USER_INPUT; a well-formed PIN that
   * India Post does not know is NOT_FOUND. Both say 'Enter a valid pin code'. Cash on delivery is
   * available where the configured courier delivers and collects cash (its answer, kept a few minutes);
   * with the test-mode courier, or when the courier does not answer in time, the offline rule (cod-rule.ts).
   */
  async checkPincode(ctx: RequestContext, pincode: string): Promise<PincodeCheck> {
    const pin = pincode.trim();
    if (!PINCODE_PATTERN.test(pin)) throw new AppError('BAD_USER_INPUT', INVALID_PINCODE);
    const place = await directory.lookup(pin);
    if (!place) throw new AppError('NOT_FOUND', INVALID_PINCODE);
    return { ...place, codAvailable: await codAnswer(ctx, pin, place) };
  },

  /**
   * Where a PIN code is, from the bundled India Post directory alone (null for a malformed or unknown
   * PIN): no courier is asked, so it may be called while a database lock is held (the invoice's place
   * of supply is read inside the transaction that ships the order).
   */
  async placeOf(pincode: string): Promise<PincodePlace | null> {
    const pin = pincode.trim();
    return PINCODE_PATTERN.test(pin) ? directory.lookup(pin) : null;
  },

  /**
   * Whether an order to a (well-formed) PIN code may be paid cash on delivery: the same answer the
   * product page's check gives. A PIN the bundled directory does not know, with no courier answer, is
   * not refused: the directory misses some real PINs, and an order to one was always accepted.
   */
  async codAvailable(ctx: RequestContext, pincode: string): Promise<boolean> {
    const pin = pincode.trim();
    return codAnswer(ctx, pin, await directory.lookup(pin));
  },
};

/** The courier's answer when one is configured and answers in time, else the offline rule (unknown PINs: yes). */
async function codAnswer(ctx: RequestContext, pin: string, place: PincodePlace | null): Promise<boolean> {
  const courier = await shippingService.serviceability(ctx, pin);
  if (courier) return courier.serviceable && courier.codAvailable;
  return place ? offlineCodAvailable(place) : true;
}
