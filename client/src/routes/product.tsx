import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../lib/page-meta';
import { formatRating, Stars } from '../components/stars';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { ColorSwatches } from '../features/catalog/color-swatches';
import { ProductGallery } from '../features/catalog/product-gallery';
import { productJsonLd } from '../features/catalog/product-seo';
import '../features/catalog/product-page.css';
import { SizePicker } from '../features/catalog/size-picker';
import { offerPercentOf, priceFrom } from '../features/catalog/size-prices';
import { TrustBadges } from '../features/catalog/trust-badges';
import { BuyNow } from '../features/checkout/buy-now';
import { DeliveryForm } from '../features/delivery/delivery-form';
import { ProductReviews } from '../features/reviews/product-reviews';
import { WishlistHeart } from '../features/wishlist/wishlist-heart';
import { ProductDocument, type SizeOption_VariantFragment } from '../gql/graphql';
import { formatPaise } from '../lib/money';
import { currentPricePaise, percentOff } from '../lib/price';
import { paths } from '../lib/paths';

/** The listing a product's category key belongs to, for the breadcrumb. */
const CATEGORY_LINKS: Record<string, { label: string; cat: string }> = {
  men: { label: 'Men', cat: 'MEN' },
  women: { label: 'Women', cat: 'WOMEN' },
  lgbtq: { label: 'LGBTQ+', cat: 'LGBTQ+' },
  tshirt: { label: 'T-Shirts', cat: 'tshirt' },
  accessories: { label: 'Accessories', cat: 'ACCESSORIES' },
};

export default function ProductScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, previousData, loading, error } = useQuery(ProductDocument, { variables: { id } });
  // While a colour switch loads the variant, keep showing the product the shopper was looking at.
  const product = data?.product ?? (loading ? previousData?.product : undefined);
  const [size, setSize] = useState<string | null>(null);
  usePageMeta(
    product
      ? { title: product.name, description: product.description, image: product.coverPhoto?.src, jsonLd: (origin) => productJsonLd(product, origin) }
      : { title: loading ? 'Product' : 'Product Unavailable', status: loading ? undefined : 404 },
  );

  // Its sizes ('NA', the one variant of an item without sizes, is no size to pick).
  const sizes = product ? product.variants.filter((v) => v.size !== 'NA') : [];
  const chosen = sizes.find((v) => v.size === size);
  // A colour switch shows another product: keep the size if that colour has it in stock. A size that
  // sold out while the page was open (the stock is read again) is let go the same way.
  useEffect(() => {
    if (product && size && !chosen?.available) setSize(null);
  }, [product, size, chosen]);

  if (loading && !product) return <ProductSkeleton />;
  if (!product) {
    return (
      <main className="page page--narrow empty-state" role={error ? 'alert' : undefined}>
        <h1>Product Unavailable</h1>
        <p>This product may have been removed, or the link is not quite right.</p>
        <Link className="btn btn--primary" to="/">
          Go to Homepage
        </Link>
      </main>
    );
  }

  const crumb = CATEGORY_LINKS[product.category];
  // The chosen size's price, or (none chosen yet) "from" the cheapest size's when the sizes differ.
  const range = priceFrom(product);
  // The chosen size's price (or "from" the cheapest); a running sale's price (the price engine's) for a size at the product's price.
  const basePrice = chosen?.pricePaise ?? range.pricePaise;
  const shownPrice = product.salePricePaise != null && basePrice === product.pricePaise ? currentPricePaise(product) : basePrice;
  const fromPrice = !chosen && range.from;
  const offer = shownPrice === currentPricePaise(product) ? percentOff(product) : offerPercentOf(shownPrice, product.mrpPaise);
  const stockNote = stockNoteOf(product, sizes, chosen);

  return (
    <main className="page product-page">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {crumb && (
            <li>
              <Link to={`/products?cat=${encodeURIComponent(crumb.cat)}`}>{crumb.label}</Link>
            </li>
          )}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className="product-page__top">
        <div className="product-page__gallery">
          <ProductGallery photos={product.photos} name={`${product.name} in ${product.color}`} />
          <WishlistHeart productId={product.id} className="icon-btn product-page__heart" />
        </div>

        <div className="product-page__info">
          <h1 className="product-page__name">{product.name}</h1>
          {product.ratingCount > 0 ? (
            <a href="#reviews" className="product-page__rating">
              <span className="product-page__rating-badge">{formatRating(product.rating)}/5</span>
              <Stars value={product.rating} size={16} />
              <span>
                {product.ratingCount} {product.ratingCount === 1 ? 'review' : 'reviews'}
              </span>
            </a>
          ) : (
            <a href="#reviews" className="product-page__rating product-page__rating--none">
              No reviews yet · Write the first
            </a>
          )}

          <p className="product-page__price" data-testid="product-price">
            {fromPrice && <span className="product-page__from">from </span>}
            <strong>{formatPaise(shownPrice)}</strong>
            {product.mrpPaise > shownPrice && (
              <>
                <s aria-label={`MRP ${formatPaise(product.mrpPaise)}`}>{formatPaise(product.mrpPaise)}</s>
                <span className="product-page__off">{offer}% OFF</span>
              </>
            )}
          </p>
          <p className="product-page__tax">Inclusive of all taxes</p>

          <p className="product-page__desc">{product.description}</p>

          <ColorSwatches
            name={product.name}
            current={product.color}
            swatches={product.colorSwatches}
            onVariant={(variantId) => navigate(paths.product(variantId), { replace: true })}
          />
          <SizePicker sizes={sizes} value={size} onChange={setSize} />

          <p className={`product-page__stock${stockNote.tone ? ` is-${stockNote.tone}` : ''}`} aria-live="polite">
            {stockNote.text}
          </p>

          <div className="product-page__actions">
            <BuyNow product={product} sizes={sizes} size={size} color={product.color} />
            <AddToCartButton productId={product.id} size={size} sizeRequired={sizes.length > 0} inStock={product.stock > 0} className="btn btn--block" />
          </div>

          <TrustBadges />

          {product.features.length > 0 && (
            <section className="product-page__features" aria-labelledby="features-title">
              <h2 id="features-title">Product details</h2>
              <ul>
                {product.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </section>
          )}

          <DeliveryForm />
        </div>
      </div>

      <ProductReviews productId={product.id} />

      <div className="mobile-cart-bar">
        <div className="mobile-cart-bar__price">
          {fromPrice && <span className="product-page__from">from </span>}
          <strong>{formatPaise(shownPrice)}</strong>
          {offer > 0 && <span>{offer}% OFF</span>}
        </div>
        <AddToCartButton
          productId={product.id}
          size={size}
          sizeRequired={sizes.length > 0}
          inStock={product.stock > 0}
          className="btn btn--primary mobile-cart-bar__btn"
          label="ADD TO CART"
        />
      </div>
    </main>
  );
}

type Size = SizeOption_VariantFragment;

/**
 * The line under the sizes: the chosen size's stock ("Only 2 left" at or under its threshold), or before a
 * size is chosen the product's (an item without sizes: its one variant's; a sized one: in stock while any size is).
 */
function stockNoteOf(product: { stock: number; variants: Size[] }, sizes: Size[], chosen: Size | undefined): { text: string; tone?: 'out' | 'low' } {
  if (product.stock < 1) return { text: 'Out of stock', tone: 'out' };
  const only = chosen ?? (sizes.length === 0 ? product.variants[0] : undefined);
  if (only && !only.available) return { text: 'Out of stock', tone: 'out' };
  if (only?.lowStock) return { text: `Hurry, only ${only.stock} left`, tone: 'low' };
  return { text: 'In stock' };
}

function ProductSkeleton() {
  return (
    <main className="page product-page" aria-busy="true" aria-label="Loading product">
      <div className="product-page__top">
        <div className="skeleton" style={{ aspectRatio: '1', width: '100%' }} />
        <div>
          <div className="skeleton" style={{ height: 36, width: '70%', marginBottom: 16 }} />
          <div className="skeleton" style={{ height: 20, width: '40%', marginBottom: 16 }} />
          <div className="skeleton" style={{ height: 32, width: '50%', marginBottom: 24 }} />
          <div className="skeleton" style={{ height: 80, width: '100%', marginBottom: 24 }} />
          <div className="skeleton" style={{ height: 48, width: '100%' }} />
        </div>
      </div>
    </main>
  );
}
