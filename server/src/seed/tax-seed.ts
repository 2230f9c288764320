import type { DataSource } from 'typeorm';
import { DEMO_GSTIN } from '../modules/invoices/shop-legal-details';
import type { ShopLegalDetails } from '../modules/settings/settings.service';

/**
 * Demo data, not tax advice: the demo shop and the HSN code and GST rate class of each kind of demo
 * product, so a fresh `npm start` issues real-looking invoices. A real shop sets its own legal details
 * in the back office and its products' codes and classes per product.
 *
 * The GSTIN is made up (a valid shape and check character for a PAN nobody holds).
 */
export const DEMO_SHOP: ShopLegalDetails = {
  legalName: 'Rangrez Apparel Private Limited',
  address: 'Plot 14, Sector 63\nNoida, Gautam Buddha Nagar\nUttar Pradesh 201301',
  stateCode: '09',
  gstin: DEMO_GSTIN,
  invoicePrefix: 'RZ',
};

/**
 * Each demo kind's HSN code and rate class. Clothing is 'garment' (5 % or 18 % by the price of a
 * piece); ceramic mugs, steel bottles, caps and wooden frames are at 5 %, the rest at 18 %.
 */
export const DEMO_TAX_BY_KIND: Record<string, { hsn: string; rateClass: string }> = {
  tshirt: { hsn: '6109', rateClass: 'garment' }, // T-shirts, knitted
  hoodie: { hsn: '6110', rateClass: 'garment' }, // jerseys, pullovers, sweatshirts, knitted
  shirt: { hsn: '6205', rateClass: 'garment' }, // men's shirts, woven
  kurta: { hsn: '6211', rateClass: 'garment' }, // other garments (kurtas)
  dress: { hsn: '6204', rateClass: 'garment' }, // women's dresses, woven
  cap: { hsn: '6505', rateClass: 'standard-5' }, // hats and caps
  mug: { hsn: '6912', rateClass: 'standard-5' }, // ceramic tableware
  bottle: { hsn: '7323', rateClass: 'standard-5' }, // household articles of steel
  frame: { hsn: '4414', rateClass: 'standard-5' }, // wooden frames for photographs
  totebag: { hsn: '4202', rateClass: 'standard-18' }, // bags with an outer surface of textile
  mousepad: { hsn: '4016', rateClass: 'standard-18' }, // articles of vulcanised rubber
  keyboardpad: { hsn: '4016', rateClass: 'standard-18' },
  keychain: { hsn: '7326', rateClass: 'standard-18' }, // other articles of iron or steel
  metalsheet: { hsn: '7616', rateClass: 'standard-18' }, // other articles of aluminium
};

/**
 * Gives every product without an HSN code its kind's demo code and class, and sets the demo shop's
 * legal details unless some are set. Run with the demo catalogue, into a new shop only.
 */
export async function seedTaxDetails(ds: Pick<DataSource, 'query'>): Promise<void> {
  const kinds = Object.entries(DEMO_TAX_BY_KIND);
  await ds.query(
    `UPDATE product p SET hsn_code = t.hsn, gst_rate_class = t.rate_class
     FROM unnest($1::text[], $2::text[], $3::text[]) AS t(kind, hsn, rate_class)
     WHERE p.kind = t.kind AND p.hsn_code IS NULL`,
    [kinds.map(([k]) => k), kinds.map(([, v]) => v.hsn), kinds.map(([, v]) => v.rateClass)],
  );
  await ds.query(`INSERT INTO shop_setting (key, value, updated_at) VALUES ('shop.legalDetails', $1::jsonb, now()) ON CONFLICT (key) DO NOTHING`, [
    JSON.stringify(DEMO_SHOP),
  ]);
}
