import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper, A_DELIVERY_ADDRESS, fewestInStock } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { systemContext } from '../../context';
import { catalogService } from '../catalog/catalog.service';
import { ProductEntity } from '../catalog/product.entity';
import { paymentProvider } from '../payments/providers';
import type { TestModePaymentProvider } from '../payments/test-mode-provider';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const CHECKOUT = `mutation($input: CartCheckoutInput!) {
  checkoutCart(input: $input) { id status isPaid paymentMode razorpayOrderId subtotalPaise shippingPaise totalPaise quantity
    lines { productId productName size color quantity unitPricePaise amountPaise } history { event status actor } }
}`;
const ADD = 'mutation($input: AddToCartInput!) { addToCart(input: $input) { id } }';
const CART = '{ cart { items { product { id } quantity } } }';

const stockOf = (id: string) => fewestInStock(shop.app.db, id);
const cartOf = async (token: string) => ((await shop.gql(CART, {}, token)).body.data.cart.items as { product: { id: string }; quantity: number }[]).map((i) => [i.product.id, i.quantity]);
const checkout = (token: string, paymentMode = 'COD') => shop.gql(CHECKOUT, { input: { paymentMode, ...A_DELIVERY_ADDRESS } }, token);

/** A shopper whose cart holds a t-shirt in size M (×2) and a mug (no sizes). */
async function aShopperWithCart() {
  const tshirt = await aProduct(shop.app.db, { pricePaise: 49999, stock: 5 });
  const mug = await aProduct(shop.app.db, { kind: 'mug', availableSizes: [], pricePaise: 29999, stock: 3 });
  const { user, token } = await aShopper(shop);
  expect((await shop.gql(ADD, { input: { productId: tshirt.id, size: 'M', quantity: 2 } }, token)).body.errors).toBeUndefined();
  expect((await shop.gql(ADD, { input: { productId: mug.id } }, token)).body.errors).toBeUndefined();
  return { tshirt, mug, user, token };
}

describe('checking out the cart', () => {
  it('cash on delivery: one order with both lines, priced by the server, stock taken, the cart emptied of them', async () => {
    const { tshirt, mug, token } = await aShopperWithCart();
    const res = await checkout(token);
    expect(res.body.errors).toBeUndefined();
    const order = res.body.data.checkoutCart;
    expect(order).toMatchObject({ status: 'PENDING', isPaid: false, paymentMode: 'COD', subtotalPaise: 129997, shippingPaise: 0, totalPaise: 129997, quantity: 3 });
    expect(order.lines).toEqual([
      { productId: tshirt.id, productName: tshirt.name, size: 'M', color: 'black', quantity: 2, unitPricePaise: 49999, amountPaise: 99998 },
      { productId: mug.id, productName: mug.name, size: 'NA', color: 'black', quantity: 1, unitPricePaise: 29999, amountPaise: 29999 },
    ]);
    expect(order.history).toEqual([{ event: 'PLACED', status: 'PENDING', actor: 'shopper' }]);
    expect([await stockOf(tshirt.id), await stockOf(mug.id)]).toEqual([3, 2]);
    expect(await cartOf(token)).toEqual([]);

    // Legacy clients know one product per order: the two lines are two entries with distinct, stable ids.
    const legacy = (await shop.http('/api/v1/orders/myOrders/', { token })).body as Record<string, unknown>[];
    expect(legacy).toHaveLength(2);
    expect(new Set(legacy.map((e) => e._id)).size).toBe(2);
    expect(legacy.map((e) => e._id)).not.toContain(order.id);
    expect(legacy).toEqual([
      expect.objectContaining({ productId: tshirt.id, quantity: 2, amount: 999.98, status: 'pending', isPaid: false, paymentMode: 'COD', name: tshirt.name }),
      expect.objectContaining({ productId: mug.id, quantity: 1, amount: 299.99, status: 'pending', isPaid: false, paymentMode: 'COD', name: mug.name }),
    ]);
    const again = (await shop.http('/api/v1/orders/myOrders/', { token })).body as Record<string, unknown>[];
    expect(again.map((e) => e._id)).toEqual(legacy.map((e) => e._id));
  });

  it('Pay Now, paid: the stock is reserved, the cart keeps its lines until the payment is verified, then they leave it', async () => {
    const { tshirt, mug, token } = await aShopperWithCart();
    const placed = (await checkout(token, 'Razorpay')).body.data.checkoutCart;
    expect(placed).toMatchObject({ status: 'AWAITING_PAYMENT', totalPaise: 129997 });
    expect([await stockOf(tshirt.id), await stockOf(mug.id)]).toEqual([3, 2]);
    expect(await cartOf(token)).toHaveLength(2);

    const { paymentId, signature } = (paymentProvider(shop.app) as TestModePaymentProvider).completePayment(placed.razorpayOrderId);
    const verified = await shop.gql('mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { status isPaid history { event actor } } }', { input: { orderId: placed.id, paymentId, signature } }, token);
    expect(verified.body.data.verifyPayment).toEqual({
      status: 'CONFIRMED',
      isPaid: true,
      history: [
        { event: 'PLACED', actor: 'shopper' },
        { event: 'PAYMENT_CONFIRMED', actor: 'shopper' },
      ],
    });
    expect(await cartOf(token)).toEqual([]);
    expect([await stockOf(tshirt.id), await stockOf(mug.id)]).toEqual([3, 2]);
  });

  it('Pay Now, failed: every line’s stock goes back and the cart stays as it was', async () => {
    const { tshirt, mug, token } = await aShopperWithCart();
    const before = await cartOf(token);
    const placed = (await checkout(token, 'Razorpay')).body.data.checkoutCart;
    const failed = await shop.gql('mutation($id: ID!) { abandonPayment(orderId: $id) { status } }', { id: placed.id }, token);
    expect(failed.body.data.abandonPayment.status).toBe('PAYMENT_FAILED');
    expect([await stockOf(tshirt.id), await stockOf(mug.id)]).toEqual([5, 3]);
    expect(await cartOf(token)).toEqual(before);
  });

  it('a line that cannot be filled takes nothing: OUT_OF_STOCK names the product and how many are left', async () => {
    const { tshirt, mug, token } = await aShopperWithCart();
    await catalogService.setStock(systemContext(shop.app), tshirt.id, 1, undefined, 'M');
    const res = await checkout(token);
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'This product is out of stock!',
      extensions: { code: 'OUT_OF_STOCK', productId: tshirt.id, productName: tshirt.name, available: 1 },
    });
    expect([await stockOf(tshirt.id), await stockOf(mug.id)]).toEqual([1, 3]);
    expect(await cartOf(token)).toHaveLength(2);
    expect((await shop.http('/api/v1/orders/myOrders/', { token })).body).toEqual([]);
  });

  it('refuses an empty cart and a sized product without its size, each with its own code', async () => {
    const { token } = await aShopper(shop);
    expect((await checkout(token)).body.errors?.[0].extensions).toMatchObject({ code: 'CART_EMPTY' });
    const shirt = await aProduct(shop.app.db, { stock: 2 });
    await shop.gql(ADD, { input: { productId: shirt.id } }, token);
    const res = await checkout(token);
    expect(res.body.errors?.[0]).toMatchObject({ message: 'please select size first', extensions: { code: 'SIZE_REQUIRED', productId: shirt.id, productName: shirt.name } });
    expect(await stockOf(shirt.id)).toBe(2);
  });

  it('one cart checked out five times at once (a double tap, two tabs): one order, the others told the cart is empty', async () => {
    const { tshirt, mug, user, token } = await aShopperWithCart();
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(token)));
    expect(answers.filter((a) => a.body.data?.checkoutCart)).toHaveLength(1);
    for (const a of answers.filter((a) => a.body.errors)) expect(a.body.errors![0]).toMatchObject({ message: 'Your cart is empty.', extensions: { code: 'CART_EMPTY' } });
    expect(await shop.app.db.query('SELECT count(*)::int AS n FROM customer_order WHERE user_id = $1', [user.id])).toEqual([{ n: 1 }]);
    expect([await stockOf(tshirt.id), await stockOf(mug.id)]).toEqual([3, 2]);
    expect(await cartOf(token)).toEqual([]);
  });

  it('a line removed in another tab while the checkout runs: nothing is placed, the shopper is asked to check the cart', async () => {
    const { tshirt, mug, user, token } = await aShopperWithCart();
    const holder = shop.app.db.createQueryRunner();
    await holder.connect();
    try {
      // The other tab's removal of the mug, not yet committed: the checkout reads a cart of two lines.
      await holder.startTransaction();
      await holder.query('DELETE FROM cart_item WHERE user_id = $1 AND product_id = $2', [user.id, mug.id]);
      const placing = checkout(token);
      for (let i = 0; ; i++) {
        const [{ waiting }] = await shop.asOwner(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%cart_item%'`);
        if (waiting > 0) break;
        if (i > 200) throw new Error('the checkout never reached the cart');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await holder.commitTransaction();
      const refused = await placing;
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Your cart changed while your order was being placed. Please check your cart and try again.',
        extensions: { code: 'CONFLICT' },
      });
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
    expect(await shop.app.db.query('SELECT count(*)::int AS n FROM customer_order WHERE user_id = $1', [user.id])).toEqual([{ n: 0 }]);
    expect([await stockOf(tshirt.id), await stockOf(mug.id)]).toEqual([5, 3]);
    // What the other tab left stays in the cart; checked out again, it is ordered.
    expect(await cartOf(token)).toEqual([[tshirt.id, 2]]);
    expect((await checkout(token)).body.data.checkoutCart).toMatchObject({ quantity: 2 });
  });

  it('fifty shoppers race for the last unit, each with it and another product in the cart: exactly one order', async () => {
    const last = await aProduct(shop.app.db, { kind: 'mug', availableSizes: [], stock: 1 });
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const other = await aProduct(shop.app.db, { kind: 'cap', availableSizes: [], stock: 5 });
        const { token } = await aShopper(shop);
        await shop.gql(ADD, { input: { productId: other.id } }, token);
        await shop.gql(ADD, { input: { productId: last.id } }, token);
        return { token, other };
      }),
    );
    const answers = await Promise.all(shoppers.map((s) => checkout(s.token)));
    const won = answers.filter((a) => a.body.data?.checkoutCart);
    const lost = answers.filter((a) => a.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const a of lost) {
      expect(a.body.errors![0]).toMatchObject({ extensions: { code: 'OUT_OF_STOCK', productId: last.id, productName: last.name, available: 0 } });
    }
    expect(await stockOf(last.id)).toBe(0);
    const others = await Promise.all(shoppers.map((s) => stockOf(s.other.id)));
    expect(others.filter((n) => n === 4)).toHaveLength(1);
    expect(others.filter((n) => n === 5)).toHaveLength(49);
  }, 120_000);
});

describe('CART_CHECKOUT=off (maintenance)', () => {
  it('the cart says its checkout is closed and refuses it with CHECKOUT_PAUSED; Buy Now still works', async () => {
    const paused = await startTestShop({ env: { CART_CHECKOUT: 'off' } });
    try {
      const mug = await aProduct(paused.app.db, { kind: 'mug', availableSizes: [], stock: 3 });
      const { token } = await aShopper(paused);
      await paused.gql(ADD, { input: { productId: mug.id } }, token);
      expect((await paused.gql('{ cart { checkoutOpen } }', {}, token)).body.data.cart.checkoutOpen).toBe(false);
      const res = await paused.gql(CHECKOUT, { input: { paymentMode: 'COD', ...A_DELIVERY_ADDRESS } }, token);
      expect(res.body.errors?.[0].extensions?.code).toBe('CHECKOUT_PAUSED');
      const buyNow = await paused.http(`/api/v1/orders/order/${mug.id}`, { method: 'POST', body: { quantity: 1, paymentMode: 'COD', size: 'NA', ...A_DELIVERY_ADDRESS }, token });
      expect(buyNow.status).toBe(200);
    } finally {
      await paused.stop();
    }
  });
});
