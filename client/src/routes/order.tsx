import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { toast } from '../lib/toast';
import { useDocumentTitle } from '../lib/use-document-title';
import { AddressBlock } from '../features/checkout/address-block';
import { BusinessBuyerFields, NO_BUSINESS, type BusinessBuyer } from '../features/checkout/business-buyer';
import { completeAddress, CONFIRM_FIELDS } from '../features/checkout/checkout-rules';
import { readSelection } from '../features/checkout/checkout-selection';
import { ConfirmOrderModal } from '../features/checkout/confirm-order-modal';
import { OrderSummary, type CheckoutProduct } from '../features/checkout/order-summary';
import { PriceDetails } from '../features/checkout/price-details';
import { CartCheckoutLines } from '../features/cart/cart-checkout-lines';
import { CouponBox } from '../features/cart/coupon-box';
import { useShippingRules } from '../components/shipping-rules';
import { usePlaceOrder, type BuyNowLine } from '../features/checkout/use-place-order';
import '../features/checkout/checkout.css';
import { BuyNowQuoteDocument, CheckoutAddressesDocument, CheckoutProductDocument, PaymentConfigDocument } from '../features/checkout/gql/graphql';
import { CartPageDocument, PincodeDocument, type CartPage_CartFragment } from '../gql/graphql';
import { EMPTY_ADDRESS, PINCODE_PATTERN, session, useDeliveryAddress } from '../lib/session';
import { paths } from '../lib/paths';
import { CART_EMPTY } from '../lib/shop-messages';

/** Checkout /order: delivery address, order summary, PLACE ORDER → Confirm Your Order. */
export default function OrderScreen() {
  useDocumentTitle('Checkout');
  const [params] = useSearchParams();
  return params.get('from') === 'cart' ? <CartCheckoutScreen /> : <BuyNowCheckoutScreen />;
}

function CartCheckoutScreen() {
  const { data, loading } = useQuery(CartPageDocument);
  const cart = data?.cart;
  if (!loading && (!cart || cart.items.length === 0)) {
    return <NothingToCheckOut hint={CART_EMPTY} />;
  }
  return (
    <main className="page checkout">
      <h1>Checkout</h1>
      {cart ? <CartCheckout cart={cart} /> : <CheckoutSkeleton />}
    </main>
  );
}

function NothingToCheckOut({ hint }: { hint: string }) {
  return (
    <main className="page page--narrow empty-state">
      <h1>Nothing to check out</h1>
      <p>{hint}</p>
      <Link className="btn btn--primary" to={paths.products()}>
        Browse products
      </Link>
    </main>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="checkout__grid" aria-busy="true" aria-label="Loading checkout">
      <div className="skeleton" style={{ height: 220 }} />
      <div className="skeleton" style={{ height: 420 }} />
    </div>
  );
}

/** The cart's lines, one order and one payment for all of them. */
function CartCheckout({ cart }: { cart: CartPage_CartFragment }) {
  const rules = useShippingRules();
  const itemCount = cart.items.reduce((sum, i) => sum + i.quantity, 0);
  const soldOut = cart.items.some((i) => i.maxQuantity < 1);
  return (
    <CheckoutFrame description={`${cart.items.length} products`} totalPaise={cart.totalPaise} codFeePaise={rules?.codFeePaise ?? 0}>
      {({ busy, placeOrder }) => (
        <section className="checkout-card" aria-labelledby="cart-checkout-summary">
          <h2 id="cart-checkout-summary">Order Summary</h2>
          <CartCheckoutLines cart={cart} busy={busy} />
          {/* Exactly the cart's amounts: the order is priced by the same engine from the same cart. */}
          <PriceDetails amounts={{ ...cart, itemCount }} soldOut={soldOut} busy={busy} onPlaceOrder={placeOrder} coupon={<CouponBox cart={cart} />} codFeePaise={rules?.codFeePaise} />
        </section>
      )}
    </CheckoutFrame>
  );
}

function BuyNowCheckoutScreen() {
  const location = useLocation();
  const [params] = useSearchParams();
  const selection = readSelection(location.state, params);
  const { data, loading } = useQuery(CheckoutProductDocument, { variables: { id: selection?.productId ?? '' }, skip: !selection });
  const product = data?.product;

  if (!selection || (!loading && !product)) {
    return <NothingToCheckOut hint="Choose a product and press BUY NOW to order it." />;
  }

  return (
    <main className="page checkout">
      <h1>Checkout</h1>
      {product ? <BuyNowCheckout product={product} size={selection.size} color={selection.color ?? product.color} /> : <CheckoutSkeleton />}
    </main>
  );
}

function BuyNowCheckout({ product, size, color }: { product: CheckoutProduct; size: string | null; color: string }) {
  const [quantity, setQuantity] = useState(1);
  // The server prices Buy Now with the cart's engine and shipping rules; the previous answer stays while the next loads.
  const { data, previousData } = useQuery(BuyNowQuoteDocument, { variables: { productId: product.id, quantity, size } });
  const quote = (data ?? previousData)?.buyNowQuote ?? null;
  return (
    <CheckoutFrame description={product.name} totalPaise={quote?.totalPaise ?? 0} codFeePaise={quote?.codFeePaise ?? 0} buyNow={{ productId: product.id, size, quantity }}>
      {({ busy, placeOrder }) => (
        <OrderSummary product={product} size={size} color={color} quantity={quantity} onQuantity={setQuantity} onPlaceOrder={placeOrder} busy={busy} quote={quote} />
      )}
    </CheckoutFrame>
  );
}

/** What both checkouts share: the address block, PLACE ORDER's checks and the Confirm Your Order choice. */
function CheckoutFrame({
  description,
  totalPaise,
  codFeePaise,
  buyNow,
  children,
}: {
  description: string;
  totalPaise: number;
  /** What cash on delivery adds to totalPaise (the shop's fee), so the choice shows what each way costs. */
  codFeePaise: number;
  buyNow?: BuyNowLine;
  children: (summary: { busy: boolean; placeOrder: () => void }) => ReactNode;
}) {
  const address = useDeliveryAddress();
  const [editing, setEditing] = useState(() => !completeAddress(address));
  // Addresses kept from the shopper's earlier orders, and the mobile number and PIN code from sign-up.
  const book = useQuery(CheckoutAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const saved = (book.data?.mySavedAddresses ?? []).map(({ area, state, district, address: line, pincode: pin, landmark, mobileNumber }) => ({ area, state, district, address: line, pincode: pin, landmark, mobileNumber }));
  const prefill = book.data?.me ? { mobileNumber: book.data.me.mobile, pincode: book.data.me.pincode } : {};
  // No address on this device yet: the one used last is chosen (as Shopify's checkout does); EDIT changes it.
  const lastUsed = saved[0];
  useEffect(() => {
    if (!completeAddress(address) && lastUsed && completeAddress(lastUsed)) {
      session.setDelivery(lastUsed);
      setEditing(false);
    }
  }, [address, lastUsed]);
  const [choosing, setChoosing] = useState(false);
  // Loaded with the page, so the payment choice knows at once whether Pay Now is offered (and Pay Now reuses it).
  const payment = useQuery(PaymentConfigDocument, { fetchPolicy: 'cache-first' });
  // The same pincode check as the product page's: where it says no cash on delivery, only Pay Now is offered
  // (the server refuses such an order anyway, with the same words).
  const pincode = address?.pincode ?? '';
  const pinCheck = useQuery(PincodeDocument, { variables: { pincode }, skip: !PINCODE_PATTERN.test(pincode) });
  const codUnavailableAt = pinCheck.data?.pincode.pincode === pincode && !pinCheck.data.pincode.codAvailable ? pincode : null;
  const [business, setBusiness] = useState<BusinessBuyer>(NO_BUSINESS);
  const order = usePlaceOrder({ buyNow, description, address: address ?? EMPTY_ADDRESS, business, onCheckoutOpen: () => setChoosing(false) });

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
      <div className="checkout__main">
        <AddressBlock
          address={address}
          editing={editing}
          onEdit={() => setEditing(true)}
          onCancel={() => setEditing(false)}
          onConfirm={(a) => {
            session.setDelivery(a);
            setEditing(false);
          }}
          saved={saved}
          prefill={prefill}
        />
        <BusinessBuyerFields value={business} onChange={setBusiness} />
      </div>
      {children({ busy: order.busy, placeOrder })}
      <ConfirmOrderModal
        open={choosing}
        totalPaise={totalPaise}
        codFeePaise={codFeePaise}
        busy={order.busy}
        onClose={() => {
          if (!order.busy) setChoosing(false);
        }}
        onCashOnDelivery={order.cashOnDelivery}
        onPayNow={order.payNow}
        payNowAvailable={payment.data?.paymentConfig.onlinePaymentAvailable ?? true}
        codUnavailableAt={codUnavailableAt}
      />
    </div>
  );
}
