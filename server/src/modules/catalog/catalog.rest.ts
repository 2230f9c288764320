import { Router, type Request } from 'express';
import { publicCacheControl, STOCK_MAX_AGE } from '../../common/cache-hints';
import { badInput } from '../../common/errors';
import { rupeesToPaise } from '../../common/money';
import { assertValid } from '../../common/validation';
import { route } from '../../common/http';
import { catalogService } from './catalog.service';
import { ProductSearchInput } from './catalog.types';
import { RESULT_CAP } from './product-search';
import { toLegacyProducts } from './legacy-product';

/**
 * Legacy listings answer a plain array and legacy clients don't page, so without an explicit limit
 * they answer every match, up to the search's RESULT_CAP. An explicit `limit` keeps the GraphQL rule.
 */
const LEGACY_LIST_ALL = RESULT_CAP;

/** One query-string value: repeated keys use the first; blank means absent. */
function text(req: Request, key: string): string | undefined {
  const raw = req.query[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return undefined;
  return value.trim() === '' ? undefined : value;
}

/** Legacy clients send numbers with stray spaces (`min=0%20`); anything else non-numeric is a 400. */
function number(req: Request, key: string, label: string): number | undefined {
  const value = text(req, key)?.trim();
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw badInput(`The ${label} must be a number.`);
  return n;
}

/** `?category=&search=&min=&max=` (rupees), plus `rating`, `discount`, `sort`, `limit`, `offset`. */
async function listingInput(req: Request): Promise<ProductSearchInput> {
  const input = new ProductSearchInput();
  input.search = text(req, 'search');
  input.category = text(req, 'category') ?? text(req, 'cat');
  const min = number(req, 'min', 'minimum price');
  const max = number(req, 'max', 'maximum price');
  input.minPricePaise = min === undefined ? undefined : rupeesToPaise(min);
  input.maxPricePaise = max === undefined ? undefined : rupeesToPaise(max);
  input.minRating = number(req, 'rating', 'rating filter');
  input.minDiscount = number(req, 'discount', 'discount filter');
  input.sort = text(req, 'sort')?.toUpperCase() as ProductSearchInput['sort'];
  input.limit = number(req, 'limit', 'page size');
  input.offset = number(req, 'offset', 'offset');
  await assertValid(input);
  // Set after validation: the page-size rule is for pages a client asks for, not for "everything".
  input.limit ??= LEGACY_LIST_ALL;
  return input;
}

/** GET /api/v1/products (listing or variant lookup) and /api/v1/products/:id, in the legacy shape. */
export function catalogRouter(): Router {
  const r = Router();
  r.get(
    '/products',
    route(async (req, res) => {
      const productName = text(req, 'productName');
      if (productName !== undefined) {
        const variants = await catalogService.findVariants(req.ctx, productName, text(req, 'color'));
        // Legacy products carry their stock (inStocks): shared caches keep them as briefly as stock hints say.
        res.set('Cache-Control', publicCacheControl(STOCK_MAX_AGE)).json(await toLegacyProducts(req.ctx, variants));
        return;
      }
      const page = await catalogService.search(req.ctx, await listingInput(req));
      res.set('Cache-Control', publicCacheControl(STOCK_MAX_AGE)).json(await toLegacyProducts(req.ctx, page.items));
    }),
  );
  r.get(
    '/products/:id',
    route(async (req, res) => {
      const product = await catalogService.requireProduct(req.ctx, String(req.params.id));
      const [legacy] = await toLegacyProducts(req.ctx, [product]);
      res.set('Cache-Control', publicCacheControl(STOCK_MAX_AGE)).json(legacy);
    }),
  );
  return r;
}
