/**
 * The legacy storefront client, replayed call by call against a freshly seeded shop: the requests are
 * the ones that client sends (lowercase `bearer`, `bearer undefined` while logged out, whole products
 * as cart and wishlist bodies, `min=0%20`, our order `_id` as `order_id`, success only on status 200),
 * from another origin, and the checks are on what it reads from the answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS } from '../server/src/test/builders';
import { startTestShop, type HttpAnswer, type TestShop } from '../server/src/test/shop';

/** Legacy clients are served from their own origin and call the shop's API across origins. */
const LEGACY_ORIGIN = 'https://old-storefront.example';

/** The product fields the client reads in listings, and on the product page. */
const LISTING_FIELDS = ['_id', 'productName', 'productDesc', 'price', 'maxPrice', 'offer', 'coverImage', 'inStocks'];
const DETAIL_FIELDS = [...LISTING_FIELDS, 'images', 'avilableColors', 'defaultColor', 'features', 'availableSizes'];
/** What My Orders reads of each order. */
const MY_ORDER_FIELDS = [
  '_id', 'status', 'createdAt', 'quantity', 'amount', 'isPaid', 'paymentMode', 'productImage', 'productId', 'isShipped',
  'shiprocketOrderId', 'address', 'landmark', 'area', 'state', 'pincode', 'mobileNumber', 'name',
];

interface LegacyUser {
  token: string;
  _id: string;
  username: string;
  email: string;
}
type Product = Record<string, unknown> & { _id: string; productName: string; price: number; offer: unknown; availableSizes: string[]; avilableColors: string[]; defaultColor: string };

let shop: TestShop;
/** What the client keeps in local storage as the current user; undefined when logged out. */
let currentUser: LegacyUser | undefined;
/** Every product-shaped object any answer carried, checked together at the end as well. */
const productsSeen: Record<string, unknown>[] = [];

beforeAll(async () => {
  shop = await startTestShop({ seed: true });
});
afterAll(async () => {
  await shop?.stop();
});

/**
 * One call as the legacy client makes it: its axios instance always sends `Authorization: bearer
 * ${token}` (so `bearer undefined` when logged out), JSON bodies, and runs on another origin.
 * Every answer must let that origin read it.
 */
async function call<T = any>(method: string, path: string, body?: unknown): Promise<HttpAnswer<T>> {
  const res = await shop.http<T>(path, {
    method,
    body,
    headers: { authorization: `bearer ${currentUser?.token}`, origin: LEGACY_ORIGIN },
  });
  expect(res.headers.get('access-control-allow-origin'), `${method} ${path} answers CORS`).toBe(LEGACY_ORIGIN);
  return res;
}

/** A browser's preflight before a cross-origin JSON call with a token. */
async function preflight(method: string, path: string) {
  const res = await shop.http(path, {
    method: 'OPTIONS',
    headers: { origin: LEGACY_ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
  });
  expect(res.status, `preflight of ${method} ${path}`).toBeLessThan(300);
  expect(res.headers.get('access-control-allow-origin')).toBe(LEGACY_ORIGIN);
  const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  expect(allowed).toContain('authorization');
  expect(allowed).toContain('content-type');
  expect((res.headers.get('access-control-allow-methods') ?? '').toUpperCase()).toContain(method);
}

/**
 * What the client needs of every product it reads: no `size` at all (any non-empty `size` makes its
 * Buy Now demand a size and never reach the checkout) and `offer` a number of percent (it prints
 * `${offer}% OFF`).
 */
function expectLegacyProduct(p: Record<string, unknown>, fields = LISTING_FIELDS): void {
  productsSeen.push(p);
  for (const f of fields) expect(p, `product field ${f}`).toHaveProperty(f);
  expect(p).not.toHaveProperty('size');
  expect(typeof p.offer).toBe('number');
  expect(Number.isInteger(p.offer)).toBe(true);
  expect(`${p.offer}% OFF`).toMatch(/^\d{1,3}% OFF$/);
  expect(typeof p.price).toBe('number');
  expect(String(p.coverImage)).toMatch(/^https?:\/\//);
}

/** What a one-line order of goods worth `rupees` costs: the shop's default shipping rules add ₹70 below ₹1000. */
const paid = (rupees: number) => (rupees >= 1000 ? rupees : Math.round((rupees + 70) * 100) / 100);

const orderBody = (productId: string, over: Record<string, unknown>) => ({
  quantity: 1,
  paymentMode: 'COD',
  size: 'NA',
  ...A_DELIVERY_ADDRESS,
  userName: currentUser!.username,
  email: currentUser!.email,
  productId,
  ...over,
});

// The journey runs in order: each step starts where the shopper left the previous one.
describe.sequential('the legacy storefront client, unchanged, against /api/v1', () => {
  const password = 'saffron-kurta-2025';
  const email = `legacy.shopper.${Date.now()}@example.in`;
  let mug: Product;
  let tee: Product;
  let teeVariant: Product;
  let online: { _id: string; amount: number; razorpayOrderId: string };

  it('registers (200) and logs in; the login answer is the stored user', async () => {
    currentUser = undefined;
    const reg = await call('POST', '/api/v1/auth/register', { username: 'Legacy Asha', mobile: '9876543210', email, password, city: 'Jaipur', pincode: '302001' });
    expect(reg.status).toBe(200);

    const wrong = await call('POST', '/api/v1/auth/login', { email, password: 'not-the-password' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(typeof wrong.body.message).toBe('string');

    const login = await call<LegacyUser>('POST', '/api/v1/auth/login', { email, password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ token: expect.any(String), _id: expect.any(String), username: 'Legacy Asha', email });
    currentUser = login.body;
  });

  it('lists products with and without filters, the price filter sent as `min=0%20`', async () => {
    const all = await call<Product[]>('GET', '/api/v1/products?category=&search=&min=0%20&max=2000');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(20);
    all.body.forEach((p) => expectLegacyProduct(p));
    expect(all.body.every((p) => p.price >= 0 && p.price <= 2000)).toBe(true);

    const mugs = await call<Product[]>('GET', '/api/v1/products?category=accessories&search=mug&min=0%20&max=2000');
    expect(mugs.status).toBe(200);
    mugs.body.forEach((p) => expectLegacyProduct(p));
    const familyMug = mugs.body.find((p) => /mug/i.test(p.productName) && p.avilableColors.length > 1 && Number(p.inStocks) > 2);
    expect(familyMug, 'a mug that comes in several colours').toBeTruthy();

    const tees = await call<Product[]>('GET', '/api/v1/products?category=tshirt&search=&min=0%20&max=2000');
    expect(tees.status).toBe(200);
    tees.body.forEach((p) => expectLegacyProduct(p));
    const familyTee = tees.body.find((p) => p.availableSizes.includes('M') && p.avilableColors.length > 1 && Number(p.inStocks) > 2);
    expect(familyTee, 'a t-shirt in size M and several colours').toBeTruthy();

    // The product page: its own fields, and the mug's size note among the features it lists.
    const mugPage = await call<Product>('GET', `/api/v1/products/${familyMug!._id}`);
    expect(mugPage.status).toBe(200);
    expectLegacyProduct(mugPage.body, DETAIL_FIELDS);
    expect(mugPage.body.availableSizes).toEqual([]);
    expect(mugPage.body.features).toContain('Size: 11 oz');
    mug = mugPage.body;
    // The same note is what the GraphQL API and the shop's own product page show.
    const gql = await shop.gql(`query($id: ID!) { product(id: $id) { features availableSizes } }`, { id: mug._id });
    expect(gql.body.data.product).toEqual({ features: mug.features, availableSizes: [] });

    const teePage = await call<Product>('GET', `/api/v1/products/${familyTee!._id}`);
    expectLegacyProduct(teePage.body, DETAIL_FIELDS);
    tee = teePage.body;
  });

  it('looks up a colour variant with `?productName=&color=` and reads the first item', async () => {
    const other = tee.avilableColors.find((c) => c !== tee.defaultColor)!;
    const res = await call<Product[]>('GET', `/api/v1/products/?productName=${encodeURIComponent(tee.productName)}&color=${encodeURIComponent(other)}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    res.body.forEach((p) => expectLegacyProduct(p, DETAIL_FIELDS));
    expect(res.body[0]).toMatchObject({ productName: tee.productName, defaultColor: other });
    teeVariant = res.body[0];

    const none = await call<Product[]>('GET', `/api/v1/products/?productName=${encodeURIComponent(tee.productName)}&color=chartreuse`);
    expect(none.status).toBe(200);
    expect(none.body.length).toBe(0);
  });

  it('keeps a cart: POST while it believes none exists, PUT add-product after, whole products as bodies', async () => {
    const empty = await call('GET', '/api/v1/cart');
    expect(empty.status).toBe(200);
    expect(empty.body.products).toEqual([]);

    const first = await call('POST', '/api/v1/cart', { productId: mug._id, ...mug });
    expect(first.status).toBe(200);
    expect(first.body.price).toBe(mug.price);
    first.body.products.forEach((l: Product) => expectLegacyProduct(l));
    // The client may POST again while its state still says "no cart".
    const again = await call('POST', '/api/v1/cart', { productId: tee._id, ...tee });
    expect(again.status).toBe(200);
    const added = await call('PUT', '/api/v1/cart/add-product', { productId: teeVariant._id, ...teeVariant });
    expect(added.status).toBe(200);
    added.body.products.forEach((l: Product) => expectLegacyProduct(l));
    const duplicate = await call('PUT', '/api/v1/cart/add-product', { productId: tee._id, ...tee });
    expect(duplicate.status).not.toBe(200);
    expect(duplicate.body).toEqual({ message: 'This product is already in your cart.' });

    const cart = await call('GET', '/api/v1/cart');
    expect(cart.status).toBe(200);
    const ids: string[] = cart.body.products.map((l: Product) => l._id);
    expect(ids).toEqual([mug._id, tee._id, teeVariant._id]);
    // The cart page loads each line's product by the line's _id, and the home page reads its price.
    for (const l of cart.body.products as Product[]) {
      expectLegacyProduct(l);
      expect(typeof l.price).toBe('number');
      const page = await call<Product>('GET', `/api/v1/products/${l._id}`);
      expect(page.status).toBe(200);
      expectLegacyProduct(page.body, DETAIL_FIELDS);
    }

    const removed = await call('PUT', `/api/v1/cart/remove/${mug._id}`);
    expect(removed.status).toBeLessThan(300);
    expect((await call('GET', '/api/v1/cart')).body.products.map((l: Product) => l._id)).toEqual([tee._id, teeVariant._id]);
  });

  it('keeps a wishlist: POST /wishlist/ with the whole product, remove answers 200', async () => {
    expect((await call('GET', '/api/v1/wishlist')).body.products).toEqual([]);
    const add = await call('POST', '/api/v1/wishlist/', { productId: mug._id, ...mug });
    expect(add.status).toBe(200);
    expect(add.body.products).toHaveLength(1);

    const list = await call('GET', '/api/v1/wishlist');
    expect(list.status).toBe(200);
    const [item] = list.body.products as Product[];
    expect(item).toMatchObject({ _id: mug._id, productName: mug.productName, price: mug.price, coverImage: mug.coverImage });
    expectLegacyProduct(item);

    const removed = await call('PUT', `/api/v1/wishlist/remove/${mug._id}`);
    expect(removed.status).toBe(200);
    expect((await call('GET', '/api/v1/wishlist')).body.products).toEqual([]);
  });

  it('Buy Now with Cash on Delivery: an unsized product with size NA, a t-shirt with size M', async () => {
    await preflight('POST', `/api/v1/orders/order/${mug._id}`);
    // The client's gate: a product with any `size` is "pick a size first", so it must have none.
    expect(mug).not.toHaveProperty('size');
    // For Cash on Delivery the client reads nothing of the answer but its status; My Orders shows the rest.
    const mugOrder = await call('POST', `/api/v1/orders/order/${mug._id}`, orderBody(mug._id, { quantity: 2, size: 'NA' }));
    expect(mugOrder.status).toBe(200);

    expect(tee).not.toHaveProperty('size');
    const teeOrder = await call('POST', `/api/v1/orders/order/${tee._id}`, orderBody(tee._id, { size: 'M' }));
    expect(teeOrder.status).toBe(200);
  });

  it('Buy Now online: a Razorpay order, paid in the test-mode checkout from another origin, then verified', async () => {
    const placed = await call('POST', `/api/v1/orders/order/${tee._id}`, orderBody(tee._id, { paymentMode: 'Razorpay', size: 'M' }));
    expect(placed.status).toBe(200);
    online = placed.body.order;
    expect(online._id).toEqual(expect.any(String));
    expect(online.amount).toBe(paid(tee.price));
    expect(online.razorpayOrderId).toMatch(/^order_/);
    // The client opens the checkout with amount × 100 paise and order_id = razorpayOrderId.
    expect(Math.round(online.amount * 100)).toBe(Math.round(paid(tee.price) * 100));

    // The test-mode checkout script (served by the shop, running on the client's page) asks the
    // shop for a signed payment, across origins: preflight, then the call itself.
    await preflight('POST', '/api/v1/payments/test-checkout/pay');
    const payment = await shop.http('/api/v1/payments/test-checkout/pay', {
      method: 'POST',
      headers: { origin: LEGACY_ORIGIN },
      body: { order_id: online.razorpayOrderId, key: 'rzp_test_from_the_client' },
    });
    expect(payment.status).toBe(200);
    expect(payment.headers.get('access-control-allow-origin')).toBe(LEGACY_ORIGIN);
    expect(payment.body).toMatchObject({ razorpay_order_id: online.razorpayOrderId, razorpay_payment_id: expect.stringMatching(/^pay_/), razorpay_signature: expect.any(String) });

    // Its handler posts OUR order _id with Razorpay's payment id and signature; success is 200 exactly.
    await preflight('POST', '/api/v1/orders/verify-payment');
    const verified = await call('POST', '/api/v1/orders/verify-payment', {
      order_id: online._id,
      payment_id: payment.body.razorpay_payment_id,
      signature: payment.body.razorpay_signature,
      user: currentUser,
    });
    expect(verified.status).toBe(200);

    const forged = await call('POST', '/api/v1/orders/verify-payment', {
      order_id: online._id,
      payment_id: payment.body.razorpay_payment_id,
      signature: '0'.repeat(64),
      user: currentUser,
    });
    expect(forged.status).not.toBe(200);
  });

  it('My Orders lists all three with the fields it shows, the online one paid', async () => {
    const res = await call('GET', '/api/v1/orders/myOrders/');
    expect(res.status).toBe(200);
    const orders = res.body as Record<string, unknown>[];
    for (const o of orders) for (const f of MY_ORDER_FIELDS) expect(o, `order field ${f}`).toHaveProperty(f);
    // The client sorts newest first by createdAt: the dates must parse.
    expect(orders.every((o) => !Number.isNaN(Date.parse(String(o.createdAt))))).toBe(true);
    expect(orders).toHaveLength(3);
    const codOf = (productId: string) => orders.filter((o) => o.productId === productId && o.paymentMode === 'COD');
    expect(codOf(mug._id)).toEqual([
      expect.objectContaining({ isPaid: false, isShipped: false, quantity: 2, amount: paid(Math.round(mug.price * 200) / 100), name: mug.productName, pincode: A_DELIVERY_ADDRESS.pincode }),
    ]);
    expect(codOf(tee._id)).toEqual([expect.objectContaining({ quantity: 1, amount: paid(tee.price), mobileNumber: A_DELIVERY_ADDRESS.mobileNumber, address: A_DELIVERY_ADDRESS.address })]);
    const paidOrder = orders.find((o) => o._id === online._id);
    expect(paidOrder).toMatchObject({ isPaid: true, productId: tee._id, amount: paid(tee.price) });
    expect(paidOrder!.paymentMode).not.toBe('COD');
    for (const o of orders) expect(String(o.productImage)).toMatch(/^https?:\/\//);
  });

  it('reviews: two in a row by one shopper both answer 200 and the second is what the product shows; starnumber 0 and 4 read back as 1 and 5', async () => {
    const post = (p: Product, starnumber: unknown, revText: string) =>
      call('POST', `/api/v1/reviews/${p._id}`, { userId: currentUser!._id, username: currentUser!.username, revText, starnumber, productId: p._id });
    const rating = async (p: Product) =>
      (await shop.gql(`query($id: ID!) { product(id: $id) { reviewSummary { count } } }`, { id: p._id })).body.data.product.reviewSummary.count as number;
    const countBefore = await rating(mug);

    // The client posts, and the shopper changes their mind at once: both must succeed (it checks for 200).
    const first = await post(mug, 3, 'Looks lovely, the colours are bright.');
    expect(first.status).toBe(200);
    const one = await post(mug, 0, 'The print came out a little faded on one side.');
    expect(one.status).toBe(200);
    expect(await rating(mug)).toBe(countBefore + 1);
    const five = await post(tee, 4, 'Lovely soft cotton and the fit is just right.');
    expect(five.status).toBe(200);

    // A starnumber the client never sends is refused with a message it can show.
    for (const starnumber of [5, -1, 2.5, '3', undefined]) {
      const bad = await post(mug, starnumber, 'Another review that should not be stored.');
      expect(bad.status, `starnumber ${JSON.stringify(starnumber)}`).toBe(400);
      expect(bad.body).toEqual({ message: 'Please choose a rating from 1 to 5 stars.' });
    }

    const mugReviews = await call('GET', `/api/v1/reviews/${mug._id}`);
    expect(mugReviews.status).toBe(200);
    const mine = (mugReviews.body as Record<string, unknown>[]).filter((r) => r.username === currentUser!.username);
    expect(mine).toEqual([expect.objectContaining({ revText: 'The print came out a little faded on one side.', starnumber: 1, createdAt: expect.any(String) })]);
    const teeReviews = await call('GET', `/api/v1/reviews/${tee._id}`);
    expect((teeReviews.body as Record<string, unknown>[]).find((r) => r.username === currentUser!.username)).toMatchObject({ starnumber: 5 });
    for (const r of [...mugReviews.body, ...teeReviews.body]) expect([1, 2, 3, 4, 5]).toContain(r.starnumber);

    // The GraphQL API counts the same stars, 1 to 5.
    const gql = await shop.gql(`query($id: ID!) { product(id: $id) { reviews { items { username stars } } } }`, { id: mug._id });
    expect(gql.body.data.product.reviews.items).toContainEqual({ username: currentUser!.username, stars: 1 });
  });

  it('contact: sent once (200); the same message again is an error status (shown as "Message already sent !!")', async () => {
    const message = { fullName: 'Legacy Asha', email, phone_Number: '9876543210', subject: 'Bulk order', message: 'Do you print 50 mugs for an office event?' };
    const first = await call('POST', '/api/v1/contact/', message);
    expect(first.status).toBe(200);
    const second = await call('POST', '/api/v1/contact/', message);
    expect(second.status).toBeGreaterThanOrEqual(400);
    expect(second.body).toEqual({ message: 'Message already sent !!' });
  });

  it('after logout (`bearer undefined` again) public routes answer as to a visitor', async () => {
    currentUser = undefined;
    const list = await call<Product[]>('GET', '/api/v1/products?category=&search=&min=0%20&max=2000');
    expect(list.status).toBe(200);
    list.body.forEach((p) => expectLegacyProduct(p));
    expect((await call('GET', `/api/v1/reviews/${tee._id}`)).status).toBe(200);
    expect((await call('GET', '/api/v1/cart')).status).toBe(401);
  });

  it('no product answer anywhere had a `size`, and every `offer` was a number', () => {
    expect(productsSeen.length).toBeGreaterThan(50);
    expect(productsSeen.filter((p) => 'size' in p)).toEqual([]);
    expect(productsSeen.filter((p) => typeof p.offer !== 'number')).toEqual([]);
  });
});
