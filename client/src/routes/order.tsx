import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useDocumentTitle } from '../app/use-document-title';
import { AddressBlock } from '../features/checkout/address-block';
import { completeAddress, CONFIRM_FIELDS } from '../features/checkout/checkout-rules';
import { readSelection } from '../features/checkout/checkout-selection';
import { ConfirmOrderModal } from '../features/checkout/confirm-order-modal';
import { OrderSummary, type CheckoutProduct } from '../features/checkout/order-summary';
import { usePlaceOrder } from '../features/checkout/use-place-order';
import '../features/checkout/checkout.css';
import { CheckoutProductDocument, PaymentConfigDocument } from '../gql/graphql';
import { EMPTY_ADDRESS, session, useDeliveryAddress } from '../lib/session';
import { paths } from '../app/paths';

/** Checkout /order (spec section 2): delivery address, order summary, PLACE ORDER → Confirm Your Order. */
export default function OrderScreen() {
  useDocumentTitle('Checkout');
  const location = useLocation();
  const [params] = useSearchParams();
  const selection = readSelection(location.state, params);
  const { data, loading } = useQuery(CheckoutProductDocument, { variables: { id: selection?.productId ?? '' }, skip: !selection });
  const product = data?.product;

  if (!selection || (!loading && !product)) {
    return (
      <main className="page page--narrow empty-state">
        <h1>Nothing to check out</h1>
        <p>Choose a product and press BUY NOW to order it.</p>
        <Link className="btn btn--primary" to={paths.products()}>
          Browse products
        </Link>
      </main>
    );
  }

  return (
    <main className="page checkout">
      <h1>Checkout</h1>
      {product ? (
        <Checkout product={product} size={selection.size} color={selection.color ?? product.color} />
      ) : (
        <div className="checkout__grid" aria-busy="true" aria-label="Loading checkout">
          <div className="skeleton" style={{ height: 220 }} />
          <div className="skeleton" style={{ height: 420 }} />
        </div>
      )}
    </main>
  );
}

function Checkout({ product, size, color }: { product: CheckoutProduct; size: string | null; color: string }) {
  const address = useDeliveryAddress();
  const [editing, setEditing] = useState(() => !completeAddress(address));
  const [quantity, setQuantity] = useState(1);
  const [choosing, setChoosing] = useState(false);
  // Loaded with the page, so the payment choice knows at once whether Pay Now is offered (and Pay Now reuses it).
  const payment = useQuery(PaymentConfigDocument, { fetchPolicy: 'cache-first' });
  const order = usePlaceOrder({
    productId: product.id,
    productName: product.name,
    size,
    quantity,
    address: address ?? EMPTY_ADDRESS,
    onCheckoutOpen: () => setChoosing(false),
  });

  const placeOrder = () => {
    if (!completeAddress(address)) {
      toast.warn(CONFIRM_FIELDS);
      setEditing(true);
      return;
    }
    setChoosing(true);
  };

  return (
    <div className="checkout__grid">
      <AddressBlock
        address={address}
        editing={editing}
        onEdit={() => setEditing(true)}
        onCancel={() => setEditing(false)}
        onConfirm={(a) => {
          session.setDelivery(a);
          setEditing(false);
        }}
      />
      <OrderSummary product={product} size={size} color={color} quantity={quantity} onQuantity={setQuantity} onPlaceOrder={placeOrder} busy={order.busy} />
      <ConfirmOrderModal
        open={choosing}
        totalPaise={product.pricePaise * quantity}
        busy={order.busy}
        onClose={() => {
          if (!order.busy) setChoosing(false);
        }}
        onCashOnDelivery={order.cashOnDelivery}
        onPayNow={order.payNow}
        payNowAvailable={payment.data?.paymentConfig.onlinePaymentAvailable ?? true}
      />
    </div>
  );
}
