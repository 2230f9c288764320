import { useQuery } from '@apollo/client/react';
import { useDocumentTitle } from '../app/use-document-title';
import { ProductCard, ProductCardSkeleton } from '../features/catalog/product-card';
import { ProductsDocument } from '../gql/graphql';

export default function ProductsScreen() {
  useDocumentTitle('Shop all products');
  const { data, loading, error } = useQuery(ProductsDocument, { variables: { limit: 48 } });
  const products = data?.products ?? [];
  return (
    <main className="page">
      <h1>All products</h1>
      {error && <p role="alert">We could not load products right now. Please try again.</p>}
      <div className="grid">
        {loading && !data
          ? Array.from({ length: 8 }, (_, i) => <ProductCardSkeleton key={i} />)
          : products.map((p) => <ProductCard key={p.id} product={p} />)}
      </div>
    </main>
  );
}
