import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import {
  AbandonPaymentDocument,
  CheckoutCartDocument,
  PaymentConfigDocument,
  PlaceOrderDocument,
  VerifyPaymentDocument,
  type CartCheckoutInput,
  type PaymentMode,
} from './gql/graphql';
import { outOfStockMessage, shopperMessage, type ErrorCode } from '../../lib/graphql-errors';
import { session, type DeliveryAddress } from '../../lib/session';
import { CREATE_FAILED, PAYMENT_FAILED, SCRIPT_FAILED } from './checkout-rules';
import { VERIFY_FAILED } from '../../lib/shop-messages';
import { loadCheckoutScript } from './razorpay-checkout';
import { paths } from '../../lib/paths';

/** Where the confirmation page may be reached from (it redirects to / otherwise). */
export interface OrderSuccessState {
  fromOrder?: boolean;
  fromPayment?: boolean;
  orderId: string;
}



/** Buy Now's one product; the cart checkout has none: the server orders the shopper's cart as stored. */
export interface BuyNowLine {
  productId: string;
  size: string | null;
  quantity: number;
}

/**
 * Failed verifications whose server message explains what happened to the money (refunded, paid
 * already, no longer waiting); any other failure gets the shop's own verification text.
 */
const EXPLAINED_PAYMENT_OUTCOMES: readonly ErrorCode[] = ['PAYMENT_REFUNDED', 'ALREADY_PAID', 'ORDER_NOT_AWAITING_PAYMENT'];

/** Queries that show the cart: refreshed once a cart order is bought, because its lines left the cart. */
const CART_QUERIES = ['CartPage', 'HeaderBadges'];

export interface PlaceOrderArgs {
  buyNow?: BuyNowLine;
  /** What the payment window says is being paid for. */
  description: string;
  address: DeliveryAddress;
  /** A registered business buyer's GSTIN and name, when given (a B2B invoice). */
  business?: { buyerGstin: string; buyerBusinessName: string };
  /** Called just before the payment window opens: our own modal must be closed so it sits on top. */
  onCheckoutOpen: () => void;
}

/**
 * The two ways to pay. COD posts the order and goes to the confirmation. Pay Now
 * loads the checkout script, creates the order (the server reserves the stock and creates the
 * provider's order), opens the payment window for the order's amount in paise and, on success,
 * verifies the payment before going to the confirmation with a from-payment flag. A failed or
 * closed payment gives the reservation back at once.
 */
export function usePlaceOrder(args: PlaceOrderArgs) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [placeOrder] = useMutation(PlaceOrderDocument);
  const [checkoutCart] = useMutation(CheckoutCartDocument);
  const [verifyPayment] = useMutation(VerifyPaymentDocument);
  const [abandonPayment] = useMutation(AbandonPaymentDocument);
  const [busy, setBusy] = useState(false);

  const input = (paymentMode: PaymentMode): CartCheckoutInput => ({
    paymentMode,
    area: args.address.area,
    state: args.address.state,
    district: args.address.district ?? '',
    address: args.address.address,
    pincode: args.address.pincode,
    landmark: args.address.landmark,
    mobileNumber: args.address.mobileNumber,
    ...(args.business?.buyerGstin || args.business?.buyerBusinessName
      ? { buyerGstin: args.business.buyerGstin.trim(), buyerBusinessName: args.business.buyerBusinessName.trim() }
      : {}),
  });

  /** Places the order: Buy Now's one line, or the cart's lines. */
  async function place(paymentMode: PaymentMode) {
    const { buyNow } = args;
    if (buyNow) {
      const { data } = await placeOrder({ variables: { productId: buyNow.productId, input: { ...input(paymentMode), quantity: buyNow.quantity, size: buyNow.size || 'NA' } } });
      return data?.placeOrder;
    }
    const { data } = await checkoutCart({ variables: { input: input(paymentMode) }, refetchQueries: paymentMode === 'COD' ? CART_QUERIES : [] });
    return data?.checkoutCart;
  }

  /** Why the order could not be placed, when the server said it in words for the shopper. */
  const refusal = (e: unknown) => outOfStockMessage(e) ?? shopperMessage(e);

  const succeed = (state: OrderSuccessState) => navigate(paths.orderSuccess, { replace: true, state });

  async function cashOnDelivery() {
    setBusy(true);
    try {
      const order = await place('COD');
      succeed({ fromOrder: true, orderId: order!.id });
    } catch (e) {
      // A failed COD order hides the loader; we also say why when the server says (e.g. out of stock).
      const message = refusal(e);
      if (message) toast.error(message);
      setBusy(false);
    }
  }

  async function payNow() {
    setBusy(true);
    let config;
    try {
      config = (await client.query({ query: PaymentConfigDocument, fetchPolicy: 'cache-first' })).data?.paymentConfig;
    } catch {
      config = undefined;
    }
    if (!config || !(await loadCheckoutScript(config.checkoutScriptUrl)) || !window.Razorpay) {
      window.alert(SCRIPT_FAILED);
      setBusy(false);
      return;
    }

    let order;
    try {
      order = await place('Razorpay');
    } catch (e) {
      toast.error(refusal(e) ?? CREATE_FAILED);
      setBusy(false);
      return;
    }
    if (!order?.razorpayOrderId) {
      toast.error(CREATE_FAILED);
      setBusy(false);
      return;
    }

    const orderId = order.id;
    let settled = false;
    const giveUp = () => {
      setBusy(false);
      void abandonPayment({ variables: { orderId } }).catch(() => undefined);
    };
    const user = session.user();
    args.onCheckoutOpen();
    const checkout = new window.Razorpay({
      key: config.keyId,
      amount: order.totalPaise,
      currency: config.currency,
      name: 'Rangrez',
      description: args.description,
      order_id: order.razorpayOrderId,
      prefill: { name: user?.username, email: user?.email, contact: args.address.mobileNumber },
      notes: { orderId },
      theme: { color: '#7a2e2e' },
      handler: async (response) => {
        settled = true;
        try {
          await verifyPayment({
            variables: { input: { orderId, paymentId: response.razorpay_payment_id, signature: response.razorpay_signature } },
            refetchQueries: args.buyNow ? [] : CART_QUERIES,
          });
          succeed({ fromPayment: true, orderId });
        } catch (e) {
          // A conflict explains itself (e.g. sold out while paying: refunded); anything else is VERIFY_FAILED.
          toast.error(shopperMessage(e, EXPLAINED_PAYMENT_OUTCOMES) ?? VERIFY_FAILED);
          setBusy(false);
        }
      },
      modal: {
        ondismiss: () => {
          if (!settled) giveUp();
        },
      },
    });
    checkout.on('payment.failed', () => {
      toast.error(PAYMENT_FAILED);
      giveUp();
    });
    checkout.open();
  }

  return { busy, cashOnDelivery, payNow };
}
