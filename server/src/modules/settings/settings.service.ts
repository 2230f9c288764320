import type { RequestContext } from '../../context';
import { ShopSettingEntity } from './shop-setting.entity';

/**
 * The shop's legal identity, printed on every tax invoice as the supplier. The state name is that of
 * the state code (GST's table); invoice numbers start with the series prefix.
 */
export interface ShopLegalDetails {
  legalName: string;
  /** The name the shop trades under, printed beside the legal name when it differs (details set before it was asked: none). */
  tradeName?: string | null;
  /** The registered place of business, one line per printed line. */
  address: string;
  stateCode: string;
  gstin: string;
  invoicePrefix: string;
  /** Starts credit-note numbers; details set before it was asked: the invoice prefix and 'C' (RZC). */
  creditNotePrefix?: string;
}

/** When shipping is free, what it costs otherwise, and the cash-on-delivery fee (all paise; the price engine applies them). */
export interface ShippingRulesSetting {
  freeOverPaise: number;
  flatPaise: number;
  codFeePaise: number;
}

/** The settings an owner may change, each with the value it has until someone sets it. */
export const SETTING_DEFAULTS = {
  /** Every staff account must give an authenticator code at sign-in (and enrol first). */
  'staff.requireTotp': false,
  /** Unset until the owner (or the demo seed) sets them: no tax invoice can be issued without them. */
  'shop.legalDetails': null as ShopLegalDetails | null,
  /** Free at or over ₹1000 after discounts, ₹70 below it, no COD fee (issue 29's defaults). */
  'shipping.rules': { freeOverPaise: 100000, flatPaise: 7000, codFeePaise: 0 } as ShippingRulesSetting,
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type SettingValue<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K] extends boolean ? boolean : (typeof SETTING_DEFAULTS)[K];

export const settingsService = {
  /** The setting's stored value, or its default when nobody has set it. */
  async get<K extends SettingKey>(ctx: RequestContext, key: K): Promise<SettingValue<K>> {
    const row = await ctx.em.findOneBy(ShopSettingEntity, { key });
    return (row ? row.value : SETTING_DEFAULTS[key]) as SettingValue<K>;
  },

  /**
   * Stores a value and answers the one it replaces (for the audit trail). Call it inside a transaction:
   * the row lock then keeps two owners' changes from both answering the same "before".
   */
  async set<K extends SettingKey>(ctx: RequestContext, key: K, value: SettingValue<K>): Promise<SettingValue<K>> {
    const previous: { value: unknown }[] = await ctx.em.query(`SELECT value FROM shop_setting WHERE key = $1 FOR UPDATE`, [key]);
    await ctx.em.query(
      `INSERT INTO shop_setting (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
    return (previous[0] ? previous[0].value : SETTING_DEFAULTS[key]) as SettingValue<K>;
  },
};
