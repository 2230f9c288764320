import type { RequestContext } from '../../context';
import { AppError } from '../../common/errors';
import { INVALID_PINCODE } from '../../common/shop-messages';
import { PINCODE_PATTERN } from '../accounts/account-rules';
import { OfflinePincodeDirectory, type PincodeDirectory, type PincodePlace } from './pincode-directory';

const directory: PincodeDirectory = new OfflinePincodeDirectory();

/** Delivery checks for the product page and checkout. */
export const deliveryService = {
  /**
   * Where a PIN code is (area, district, state). A PIN must be six digits not starting with 0
   * (`^[1-9][0-9]{5}$`, spaces around it ignored): otherwise BAD_USER_INPUT; a well-formed PIN that
   * India Post does not know is NOT_FOUND. Both say 'Enter a valid pin code'.
   */
  async checkPincode(_ctx: RequestContext, pincode: string): Promise<PincodePlace> {
    const pin = pincode.trim();
    if (!PINCODE_PATTERN.test(pin)) throw new AppError('BAD_USER_INPUT', INVALID_PINCODE);
    const place = await directory.lookup(pin);
    if (!place) throw new AppError('NOT_FOUND', INVALID_PINCODE);
    return place;
  },
};
