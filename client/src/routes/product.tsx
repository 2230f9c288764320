import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../app/use-document-title';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { BuyNow } from '../features/checkout/buy-now';
import { WishlistHeart } from '../features/wishlist/wishlist-heart';
import { ProductDocument } from '../gql/graphql';
import { formatPaise } from '../lib/money';

export default function ProductScreen() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(ProductDocument, { variables: { id } });
  const product = data?.product;
  useDocumentTitle(product?.name ?? 'Product');
  if (loading && !data) return <main className="page"><div className="skeleton" style={{ height: 360 }} /></main>;
  if (!product) {
    return (
      <main className="page page--narrow empty-state">
        <h1>Product Unavailable</h1>
        <Link className="btn btn--primary" to="/">Go to Homepage</Link>
      </main>
    );
  }
  return (
    <main className="page">
      <img src={product.coverImage} alt={product.name} width={400} height={400} />
      <h1>{product.name}</h1>
      <p>{product.description}</p>
      <p><strong>{formatPaise(product.pricePaise)}</strong></p>
      <WishlistHeart productId={product.id} />
      <BuyNow product={product} size={null} color={product.color} />
      <AddToCartButton productId={product.id} size={null} color={product.color} inStock={product.stock > 0} />
    </main>
  );
}
