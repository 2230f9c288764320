/**
 * The GST state codes: the two digits that start a GSTIN and name the place of supply on an invoice.
 * Every state and union territory, by its current code (25, the old Daman and Diu, and 28, the old
 * Andhra Pradesh, are no longer given to new registrations). 97 is "Other Territory" (offshore areas).
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/**
 * Union territories without a legislature: their half of an intra-state tax is UTGST, not SGST.
 * (Delhi and Puducherry have legislatures and levy SGST.)
 */
const UTGST_CODES = new Set(['04', '26', '31', '35', '38', '97']);

/** The second half of an intra-state tax, by the supplier's state: 'SGST', or 'UTGST' in a union territory without a legislature. */
export function localTaxName(stateCode: string): 'SGST' | 'UTGST' {
  return UTGST_CODES.has(stateCode) ? 'UTGST' : 'SGST';
}

export interface GstState {
  code: string;
  name: string;
}

/** How names are compared: letter case, '&' for 'and', dots and spaces do not matter. */
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, '');

/** Spellings met in addresses and the pincode directory that are not the names above. */
const OTHER_NAMES: Record<string, string> = {
  [key('Jammu & Kashmir')]: '01',
  [key('Orissa')]: '21',
  [key('Chattisgarh')]: '22',
  [key('Pondicherry')]: '34',
  [key('Dadra & Nagar Haveli')]: '26',
  [key('Daman & Diu')]: '26',
  [key('Dadra and Nagar Haveli')]: '26',
  [key('Daman and Diu')]: '26',
  [key('Uttaranchal')]: '05',
  [key('New Delhi')]: '07',
  [key('NCT of Delhi')]: '07',
  [key('Andaman & Nicobar')]: '35',
};

const BY_NAME = new Map<string, string>([...Object.entries(GST_STATES).map(([code, name]) => [key(name), code] as const), ...Object.entries(OTHER_NAMES)]);

/** The state a code names, or null for a code that is not a state's. */
export function stateByCode(code: string): GstState | null {
  const name = GST_STATES[code];
  return name ? { code, name } : null;
}

/** The state a name (any common spelling) stands for, or null. */
export function stateByName(name: string): GstState | null {
  const code = BY_NAME.get(key(name));
  return code ? { code, name: GST_STATES[code] } : null;
}

/**
 * The state of a delivery: the pincode directory's state when it knows the PIN (what the address
 * says can be mistyped), else the state the shopper wrote. Ladakh's PINs (194xxx: Leh and Kargil) are
 * still listed under Jammu and Kashmir in the directory, which predates the union territory.
 */
export function deliveryState(pincode: string, directoryState: string | null, writtenState: string): GstState | null {
  if (/^194\d{3}$/.test(pincode)) return stateByCode('38');
  return (directoryState && stateByName(directoryState)) || stateByName(writtenState);
}
