/**
 * When a product's sizes cost different amounts (2XL and 3XL often cost more), cards and the product page
 * say "from" the cheapest, as Shopify's themes do; otherwise the one price, as before.
 */
export function priceFrom(product: { pricePaise: number; variants: { pricePaise: number }[] }): { pricePaise: number; from: boolean } {
  const prices = product.variants.map((v) => v.pricePaise);
  if (prices.length < 2) return { pricePaise: prices[0] ?? product.pricePaise, from: false };
  const min = Math.min(...prices);
  return { pricePaise: min, from: Math.max(...prices) !== min };
}

/** The same for a card, from the two figures the server gives it instead of every size. */
export function cardPriceFrom(product: { fromPricePaise: number; sizePricesVary: boolean }): { pricePaise: number; from: boolean } {
  return { pricePaise: product.fromPricePaise, from: product.sizePricesVary };
}

/** Whole percent off the MRP for a price, as the server works out `offerPercent` for the product's own price. */
export function offerPercentOf(pricePaise: number, mrpPaise: number): number {
  return mrpPaise > pricePaise ? Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise) : 0;
}
