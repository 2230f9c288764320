/** What a card or a product page shows of a product's price (all figures from the server's price engine). */
export interface ShownPrice {
  pricePaise: number;
  mrpPaise: number;
  /** Today's price after running sales; null when no sale lowers it. */
  salePricePaise?: number | null;
}

/** What one piece costs now: the sale price when a sale runs, else the price. */
export const currentPricePaise = (p: ShownPrice) => p.salePricePaise ?? p.pricePaise;

/** Whole percent off the MRP, rounded down (never more than the real discount); 0 when the MRP is not above the price. */
export function percentOff(p: ShownPrice): number {
  const now = currentPricePaise(p);
  return p.mrpPaise > now ? Math.floor(((p.mrpPaise - now) * 100) / p.mrpPaise) : 0;
}
