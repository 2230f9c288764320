import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { formatRating, Stars } from '../../../components/stars';
import { HomeBestSellersDocument, type ProductCard_ProductFragment } from '../../../gql/graphql';
import { formatPaise } from '../../../lib/money';
import { currentPricePaise, percentOff } from '../../../lib/price';
import { paths } from '../../../lib/paths';
import { Picture } from '../../../components/picture';

/** How wide the pictures are drawn: the gallery's three columns, and the Best Product block. */
const GRID_SIZES = '(min-width: 1180px) 380px, 33vw';
const BEST_PRODUCT_SIZES = '(min-width: 900px) 50vw, 100vw';

/** The home gallery has nine best-selling images. */
export const BEST_SELLING_COUNT = 9;

/** The curated best sellers (is_best_seller), one per product family, most popular first. */
export function useBestSellers(): { products: ProductCard_ProductFragment[]; loading: boolean } {
  const { data, loading } = useQuery(HomeBestSellersDocument);
  const seen = new Set<string>();
  const products = (data?.searchProducts.items ?? []).filter((p) => !seen.has(p.name) && seen.add(p.name));
  return { products, loading: loading && !data };
}

export function BestSellingGrid({ products, loading }: { products: ProductCard_ProductFragment[]; loading: boolean }) {
  if (loading) {
    return (
      <ul className="best-grid" aria-hidden="true">
        {Array.from({ length: BEST_SELLING_COUNT }, (_, i) => (
          <li key={i} className="skeleton best-grid__skeleton" />
        ))}
      </ul>
    );
  }
  return (
    <ul className="best-grid">
      {products.slice(0, BEST_SELLING_COUNT).map((p) => (
        <li key={p.id}>
          <Link to={paths.product(p.id)} className="best-grid__item">
            {p.coverPhoto && <Picture photo={p.coverPhoto} alt="" sizes={GRID_SIZES} />}
            <span className="best-grid__caption">
              <span className="best-grid__name">{p.name}</span>
              <span className="best-grid__price">{formatPaise(p.pricePaise)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The Best Product block: the shop's most popular product, with its real rating. */
export function BestProduct({ product }: { product: ProductCard_ProductFragment | undefined }) {
  if (!product) return <div className="best-product skeleton" style={{ minHeight: 320 }} aria-hidden="true" />;
  return (
    <article className="best-product">
      <div className="best-product__media">
        {product.coverPhoto && <Picture photo={product.coverPhoto} alt={product.coverPhoto.alt || product.name} sizes={BEST_PRODUCT_SIZES} />}
      </div>
      <div className="best-product__body">
        <p className="best-product__eyebrow">Best Product</p>
        <h3 className="best-product__name">{product.name}</h3>
        {product.ratingCount > 0 && (
          <p className="best-product__rating">
            <Stars value={product.rating} size={18} /> {formatRating(product.rating)}/5 · {product.ratingCount} reviews
          </p>
        )}
        <p className="best-product__desc">{product.description}</p>
        <p className="best-product__price">
          <strong>{formatPaise(currentPricePaise(product))}</strong>
          {percentOff(product) > 0 && <s aria-label={`MRP ${formatPaise(product.mrpPaise)}`}>{formatPaise(product.mrpPaise)}</s>}
          {percentOff(product) > 0 && <span>{percentOff(product)}% OFF</span>}
        </p>
        <Link className="btn btn--primary" to={paths.product(product.id)}>
          Shop now
        </Link>
      </div>
    </article>
  );
}
