/** The constant first segment of the information pages' paths (/rangrez/contact, /rangrez/about, …). */
export const SECTION = 'rangrez';

export const paths = {
  home: '/',
  products: (query: { cat?: string; search?: string } = {}) => {
    const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined) as [string, string][]);
    const s = qs.toString();
    return s ? `/products?${s}` : '/products';
  },
  product: (id: string) => `/product/${id}`,
  login: '/login',
  forgotPassword: '/forgot-password',
  /** The page a reset mail links to (with `?token=`). */
  resetPassword: '/reset-password',
  cart: (userId: string) => `/cart/${userId}`,
  wishlist: (userId: string) => `/wishlist/${userId}`,
  order: '/order',
  /** The cart checking out (PROCEED TO CHECKOUT); /order alone is Buy Now's one product. */
  cartCheckout: '/order?from=cart',
  orderSuccess: '/order/successfull',
  myOrders: '/myOrders',
  contact: `/${SECTION}/contact`,
  about: `/${SECTION}/about`,
  terms: `/${SECTION}/terms&conditions`,
  privacy: `/${SECTION}/privacy-policy`,
  teams: `/${SECTION}/teams`,
  shipping: `/${SECTION}/shipping-policy`,
  returns: `/${SECTION}/return-exchange-policy`,
};

/** Header category links and the promo strip's nine fixed labels, each opening /products?cat={label}. */
export const HEADER_CATEGORIES = ['MEN', 'WOMEN', 'LGBTQ+'];
export const PROMO_LABELS = ['SALE', 'MEN', 'WOMEN', 'ACCESSORIES', 'BEST SELL', 'SUMMER SALE', 'NEW ARRIVALS', 'BUY 3 @999', '80% OFF'];
