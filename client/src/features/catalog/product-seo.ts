import { absoluteUrl } from '../../lib/page-meta';
import type { ProductQuery } from '../../gql/graphql';
import { paths } from '../../lib/paths';

type Product = NonNullable<ProductQuery['product']>;

/** Rupees with paise, as schema.org wants a price: "299.99". */
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** schema.org Product data for search engines: name, images, offer in INR with availability, rating. */
export function productJsonLd(product: Product, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.images.map((src) => absoluteUrl(origin, src)),
    description: product.description,
    sku: product.id,
    color: product.color,
    brand: { '@type': 'Brand', name: 'Rangrez' },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(origin, paths.product(product.id)),
      price: rupees(product.pricePaise),
      priceCurrency: 'INR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.ratingCount > 0 && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.ratingCount, bestRating: 5, worstRating: 1 },
    }),
  };
}
