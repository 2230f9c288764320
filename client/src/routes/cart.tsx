import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { CartLine } from '../features/cart/cart-line';
import { CheckoutMaintenanceDialog } from '../features/cart/checkout-maintenance-dialog';
import { OrderSummary } from '../features/cart/order-summary';
import { useCartActions } from '../features/cart/use-cart-actions';
import { CartPageDocument } from '../gql/graphql';
import { useSessionUser } from '../lib/session';
import './cart.css';

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * /cart/:id and /cart (login required): the id names the shopper's own cart; any other id goes to the
 * shopper's own. The cart is the Apollo cache's, so the header badge and this page always agree.
 */
export default function CartScreen() {
  const user = useSessionUser();
  const { id } = useParams();
  const { data, loading, error, refetch } = useQuery(CartPageDocument, { skip: !user });
  const cart = data?.cart;
  const { changeQuantity, removeLine } = useCartActions(cart);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const navigate = useNavigate();
  useDocumentTitle('Your Shopping Cart');

  if (!user) return null; // RequireLogin sends visitors to /login before this renders.
  if (id !== undefined && id !== user._id) return <Navigate to={paths.cart(user._id)} replace />;

  if (!cart) {
    return (
      <main className="page cart-page">
        <div className="cart-page__head">
          <h1>Your Shopping Cart</h1>
        </div>
        {loading || !error ? (
          <div className="card cart-page__lines" aria-busy="true" aria-label="Loading your cart">
            <div className="skeleton cart-page__skeleton" />
            <div className="skeleton cart-page__skeleton" />
          </div>
        ) : (
          <div className="empty-state">
            <p>We could not load your cart.</p>
            <button type="button" className="btn" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        )}
      </main>
    );
  }

  if (cart.items.length === 0) {
    return (
      <main className="page page--narrow empty-state cart-page">
        <h1>Your Cart is Empty</h1>
        <p>Find something you love and add it here.</p>
        <Link className="btn btn--primary" to={paths.products()}>
          Continue Shopping
        </Link>
      </main>
    );
  }

  return (
    <main className="page cart-page">
      <div className="cart-page__head">
        <h1>Your Shopping Cart</h1>
        <span className="cart-page__count" data-testid="cart-count">({itemsLabel(cart.itemCount)})</span>
      </div>
      <div className="cart-page__layout">
        <section className="card cart-page__lines" aria-label="Items in your cart">
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              onQuantity={(q) => void changeQuantity(item.product.id, q)}
              onRemove={() => void removeLine(item.product.id)}
            />
          ))}
        </section>
        <OrderSummary
          cart={cart}
          // The cart checks out at /order, unless the shop switched it off for maintenance (CART_CHECKOUT=off).
          onCheckout={() => (cart.checkoutOpen ? navigate(paths.cartCheckout) : setCheckoutOpen(true))}
        />
      </div>
      <CheckoutMaintenanceDialog open={checkoutOpen} onClose={() => setCheckoutOpen(false)} products={cart.items.map((i) => i.product)} />
    </main>
  );
}
