import { extractText, getDocumentProxy } from 'unpdf';
import type { TestShop } from './shop';

/** A shop's legal details (a company in Uttar Pradesh, GSTIN with a valid check digit): what tax invoices need before they are issued. */
export const SHOP_LEGAL_DETAILS = {
  legalName: 'Rangrez Apparel Private Limited',
  address: 'Plot 14, Sector 63\nNoida, Gautam Buddha Nagar\nUttar Pradesh 201301',
  stateCode: '09',
  gstin: '09AAACR1234A1Z1',
  invoicePrefix: 'RZ',
};

/** A download from the shop (an invoice's or credit note's PDF) as a browser gets it, with a bearer token when given. */
export async function download(shop: TestShop, pathname: string, token?: string) {
  const res = await fetch(shop.url + pathname, { headers: token ? { authorization: `bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * The PDF's text as a reader's copy-and-paste would see it, read by PDF.js (through unpdf) in this
 * process: no system tool to install. Pages are joined, one text run per line or space.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    return (await extractText(pdf, { mergePages: true })).text;
  } finally {
    await pdf.destroy();
  }
}
