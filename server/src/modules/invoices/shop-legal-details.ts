import { AppError } from '../../common/errors';
import { inTransaction, type RequestContext } from '../../context';
import { auditService } from '../audit/audit.service';
import { settingsService, type ShopLegalDetails } from '../settings/settings.service';
import { GST_STATES } from './gst-states';
import { GSTIN_PATTERN, isValidGstin } from './gstin';
import { SERIES_PREFIX_PATTERN } from './invoice-numbers';

export type { ShopLegalDetails };

/**
 * The GSTIN of the demo shop that `npm start` seeds: a valid shape and check character for a PAN nobody
 * holds. Invoices carrying it are not real tax invoices, so the back office says so until the owner
 * sets the shop's own.
 */
export const DEMO_GSTIN = '09AAACR1234A1Z1';

/** A credit-note prefix: up to four characters, so the default (the invoice prefix and C) always fits. */
export const CREDIT_NOTE_PREFIX_PATTERN = /^[A-Z0-9-]{1,4}$/;

export const LEGAL_DETAILS_MESSAGES = {
  legalName: 'The legal name is required (up to 200 characters).',
  tradeName: 'The trade name may have up to 200 characters.',
  address: 'The address is required (up to 500 characters, at most 5 lines).',
  stateCode: 'The state code must be a GST state code, e.g. 09 for Uttar Pradesh.',
  gstin: 'The GSTIN must be 15 characters (e.g. 09AAACR1234A1Z1) with a correct check character.',
  gstinState: 'The GSTIN must start with the state code.',
  invoicePrefix: 'The invoice prefix must be 1 to 3 capital letters, digits or dashes (e.g. RZ).',
  creditNotePrefix: 'The credit-note prefix must be 1 to 4 capital letters, digits or dashes (e.g. RZC), other than the invoice prefix.',
};

/** A refusal naming the field that is wrong, so a form can show it beside that field (`extensions.field`). */
export const fieldError = (field: string, message: string) => new AppError('BAD_USER_INPUT', message, { field });

/** Trims each line and drops empty ones, so the printed address has no gaps. */
const cleanAddress = (address: string) =>
  address
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');

/** The credit-note prefix in force: the one set, or the invoice prefix and C (details set before it was asked). */
export const creditNotePrefixOf = (d: Pick<ShopLegalDetails, 'invoicePrefix' | 'creditNotePrefix'>) => d.creditNotePrefix || `${d.invoicePrefix}C`;

/**
 * The details as they will be stored, or BAD_USER_INPUT naming the first field that is wrong
 * (`extensions.field`): a GSTIN must have a valid check character and start with the shop's state
 * code (a GSTIN is issued per state), the prefixes must keep document numbers within 16 characters of
 * letters, digits, '-' and '/', and the two series must differ (each kind of document is its own
 * consecutive series).
 */
export function validLegalDetails(input: ShopLegalDetails): ShopLegalDetails {
  const legalName = input.legalName.trim().replace(/\s+/g, ' ');
  const tradeName = (input.tradeName ?? '').trim().replace(/\s+/g, ' ');
  const address = cleanAddress(input.address);
  const stateCode = input.stateCode.trim();
  const gstin = input.gstin.trim().toUpperCase();
  const invoicePrefix = input.invoicePrefix.trim().toUpperCase();
  const creditNotePrefix = (input.creditNotePrefix ?? '').trim().toUpperCase() || `${invoicePrefix}C`;
  if (!legalName || legalName.length > 200) throw fieldError('legalName', LEGAL_DETAILS_MESSAGES.legalName);
  if (tradeName.length > 200) throw fieldError('tradeName', LEGAL_DETAILS_MESSAGES.tradeName);
  if (!address || address.length > 500 || address.split('\n').length > 5) throw fieldError('address', LEGAL_DETAILS_MESSAGES.address);
  if (!GST_STATES[stateCode]) throw fieldError('stateCode', LEGAL_DETAILS_MESSAGES.stateCode);
  if (!GSTIN_PATTERN.test(gstin) || !isValidGstin(gstin)) throw fieldError('gstin', LEGAL_DETAILS_MESSAGES.gstin);
  if (gstin.slice(0, 2) !== stateCode) throw fieldError('gstin', LEGAL_DETAILS_MESSAGES.gstinState);
  if (!SERIES_PREFIX_PATTERN.test(invoicePrefix)) throw fieldError('invoicePrefix', LEGAL_DETAILS_MESSAGES.invoicePrefix);
  if (!CREDIT_NOTE_PREFIX_PATTERN.test(creditNotePrefix) || creditNotePrefix === invoicePrefix) {
    throw fieldError('creditNotePrefix', LEGAL_DETAILS_MESSAGES.creditNotePrefix);
  }
  return { legalName, tradeName: tradeName && tradeName !== legalName ? tradeName : null, address, stateCode, gstin, invoicePrefix, creditNotePrefix };
}

export const shopLegalDetails = {
  /** The shop's legal details, or null until an owner (or the demo seed) sets them. */
  get(ctx: RequestContext): Promise<ShopLegalDetails | null> {
    return settingsService.get(ctx, 'shop.legalDetails');
  },

  /**
   * What the back office warns about, or null: no legal details (orders ship without a tax invoice),
   * or the demo GSTIN (invoices carry a made-up registration).
   */
  async warning(ctx: RequestContext): Promise<string | null> {
    const d = await this.get(ctx);
    if (!d) return 'The shop’s legal details are not set: orders ship without a tax invoice. An owner sets them in Settings.';
    if (d.gstin === DEMO_GSTIN) return `Invoices carry the demo GSTIN ${DEMO_GSTIN}, not the shop’s own. An owner sets the shop’s legal details in Settings.`;
    return null;
  },

  /**
   * Owners: sets the legal details printed on every document issued from now on (invoices and credit
   * notes already issued keep the details they were issued with: they never change), recorded in the
   * audit trail.
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
