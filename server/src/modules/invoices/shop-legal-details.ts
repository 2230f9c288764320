import { badInput } from '../../common/errors';
import { inTransaction, type RequestContext } from '../../context';
import { auditService } from '../audit/audit.service';
import { settingsService, type ShopLegalDetails } from '../settings/settings.service';
import { GST_STATES } from './gst-states';
import { GSTIN_PATTERN, isValidGstin } from './gstin';
import { SERIES_PREFIX_PATTERN } from './invoice-numbers';

export type { ShopLegalDetails };

export const LEGAL_DETAILS_MESSAGES = {
  legalName: 'The legal name is required (up to 200 characters).',
  address: 'The address is required (up to 500 characters, at most 5 lines).',
  stateCode: 'The state code must be a GST state code, e.g. 09 for Uttar Pradesh.',
  gstin: 'The GSTIN must be 15 characters (e.g. 09AAACR1234A1Z1) with a correct check character.',
  gstinState: 'The GSTIN must start with the state code.',
  invoicePrefix: 'The invoice prefix must be 1 to 3 capital letters, digits or dashes (e.g. RZ).',
};

/** Trims each line and drops empty ones, so the printed address has no gaps. */
const cleanAddress = (address: string) =>
  address
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');

/**
 * The details as they will be stored, or BAD_USER_INPUT naming the first field that is wrong: a
 * GSTIN must have a valid check character and start with the shop's state code (a GSTIN is issued
 * per state), the prefix must keep invoice numbers within 16 characters of letters, digits, '-' and '/'.
 */
export function validLegalDetails(input: ShopLegalDetails): ShopLegalDetails {
  const legalName = input.legalName.trim().replace(/\s+/g, ' ');
  const address = cleanAddress(input.address);
  const stateCode = input.stateCode.trim();
  const gstin = input.gstin.trim().toUpperCase();
  const invoicePrefix = input.invoicePrefix.trim().toUpperCase();
  if (!legalName || legalName.length > 200) throw badInput(LEGAL_DETAILS_MESSAGES.legalName);
  if (!address || address.length > 500 || address.split('\n').length > 5) throw badInput(LEGAL_DETAILS_MESSAGES.address);
  if (!GST_STATES[stateCode]) throw badInput(LEGAL_DETAILS_MESSAGES.stateCode);
  if (!GSTIN_PATTERN.test(gstin) || !isValidGstin(gstin)) throw badInput(LEGAL_DETAILS_MESSAGES.gstin);
  if (gstin.slice(0, 2) !== stateCode) throw badInput(LEGAL_DETAILS_MESSAGES.gstinState);
  if (!SERIES_PREFIX_PATTERN.test(invoicePrefix)) throw badInput(LEGAL_DETAILS_MESSAGES.invoicePrefix);
  return { legalName, address, stateCode, gstin, invoicePrefix };
}

export const shopLegalDetails = {
  /** The shop's legal details, or null until an owner (or the demo seed) sets them. */
  get(ctx: RequestContext): Promise<ShopLegalDetails | null> {
    return settingsService.get(ctx, 'shop.legalDetails');
  },

  /**
   * Owners: sets the legal details printed on every invoice issued from now on (invoices already
   * issued keep the details they were issued with), recorded in the audit trail.
   */
  async set(ctx: RequestContext, input: ShopLegalDetails): Promise<ShopLegalDetails> {
    const details = validLegalDetails(input);
    return inTransaction(ctx, async (tx) => {
      const before = await settingsService.set(tx, 'shop.legalDetails', details);
      if (JSON.stringify(before) !== JSON.stringify(details)) {
        await auditService.record(tx, {
          action: 'settings.update',
          entityType: 'setting',
          entityId: 'shop.legalDetails',
          before: before ? { ...before } : null,
          after: { ...details },
        });
      }
      return details;
    });
  },
};
