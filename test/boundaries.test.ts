import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: root });
const isBoundaryRule = (ruleId: string | null) => !!ruleId && (ruleId.startsWith('boundaries/') || ruleId === 'import-x/no-cycle');
const boundaryErrors = (results: ESLint.LintResult[]) =>
  results.flatMap((r) => r.messages.filter((m) => isBoundaryRule(m.ruleId) || m.fatal).map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`));

/** Lints `text` as if it were the file at `file` (relative to the repository), returning the boundary errors. */
async function lintAs(file: string, text: string) {
  return boundaryErrors(await eslint.lintText(text, { filePath: path.join(root, file) }));
}

/** The file as it is on disk with one more import line on top: the way to close an import loop. */
const withImport = (file: string, importLine: string) => `${importLine}\n${fs.readFileSync(path.join(root, file), 'utf8')}`;

describe('import boundaries (eslint.config.mjs)', () => {
  it('the server, storefront and back-office trees keep to them', async () => {
    expect(boundaryErrors(await eslint.lintFiles(['server/src', 'client/src', 'client/admin/src']))).toEqual([]);
  }, 180_000);

  describe("a server module never imports another module's entity as a value", () => {
    it('fires from a service that would write with it, and from a GraphQL types or resolver file', async () => {
      const write = `import { ProductEntity } from '../catalog/product.entity';\nexport const repo = (em: any) => em.getRepository(ProductEntity);\n`;
      expect(await lintAs('server/src/modules/reviews/probe.service.ts', write)).toHaveLength(1);
      const field = `import { ProductEntity } from '../catalog/product.entity';\nexport const t = () => ProductEntity;\n`;
      expect(await lintAs('server/src/modules/wishlist/probe.types.ts', field)).toHaveLength(1);
      expect(await lintAs('server/src/modules/cart/probe.resolver.ts', field)).toHaveLength(1);
    });

    it("passes a type import, the owner's productType thunk and service, and a module's own entity", async () => {
      const file = 'server/src/modules/reviews/probe.types.ts';
      expect(await lintAs(file, `import type { ProductEntity } from '../catalog/product.entity';\nexport const name = (p: ProductEntity) => p.name;\n`)).toEqual([]);
      expect(await lintAs(file, `import { productType } from '../catalog/catalog.types';\nexport const t = productType;\n`)).toEqual([]);
      expect(await lintAs(file, `import { catalogService } from '../catalog/catalog.service';\nexport const s = catalogService;\n`)).toEqual([]);
      expect(await lintAs(file, `import { ReviewEntity } from './review.entity';\nexport const r = ReviewEntity;\n`)).toEqual([]);
    });
  });

  describe('imports never run back up the server layers (entry files, edge, rest, ssr, schema > modules > common)', () => {
    it('fires when a module imports the edge, the REST router or an entry file', async () => {
      const file = 'server/src/modules/cart/probe.rest.ts';
      expect(await lintAs(file, `import { apiRouter } from '../../rest/router';\nexport const r = apiRouter;\n`)).toHaveLength(1);
      expect(await lintAs(file, `import { securityHeaders } from '../../edge/security-headers';\nexport const h = securityHeaders;\n`)).toHaveLength(1);
      expect(await lintAs(file, `import { createBackend } from '../../backend';\nexport const b = createBackend;\n`)).toHaveLength(1);
    });

    it('fires when common imports a module or anything above it', async () => {
      const file = 'server/src/common/probe.ts';
      expect(await lintAs(file, `import { catalogService } from '../modules/catalog/catalog.service';\nexport const s = catalogService;\n`)).toHaveLength(1);
      expect(await lintAs(file, `import { createBackend } from '../backend';\nexport const b = createBackend;\n`)).toHaveLength(1);
      expect(await lintAs('server/src/context.ts', withImport('server/src/context.ts', `import { catalogService } from './modules/catalog/catalog.service';`))).toHaveLength(1);
    });

    it('passes imports downwards: a module using common and the request context, an entry file using a module', async () => {
      expect(await lintAs('server/src/modules/cart/probe.rest.ts', `import { route } from '../../common/http';\nimport type { RequestContext } from '../../context';\nexport const r = route;\nexport type C = RequestContext;\n`)).toEqual([]);
      expect(await lintAs('server/src/rest/probe.ts', `import { catalogService } from '../modules/catalog/catalog.service';\nexport const s = catalogService;\n`)).toEqual([]);
    });
  });

  describe('a client feature imports neither another feature nor app/', () => {
    it('fires when a feature imports another feature', async () => {
      expect(await lintAs('client/src/features/orders/probe.tsx', `import { CART_TEXT } from '../cart/messages';\nexport const t = CART_TEXT;\n`)).toHaveLength(1);
    });

    it('fires when a feature reaches up into app/ or routes/, or when lib/ imports a feature', async () => {
      expect(await lintAs('client/src/features/catalog/probe.tsx', `import { pageHead } from '../../app/page-head';\nexport const h = pageHead;\n`)).toHaveLength(1);
      expect(await lintAs('client/src/features/catalog/probe.tsx', `import Home from '../../routes/home';\nexport const h = Home;\n`)).toHaveLength(1);
      expect(await lintAs('client/src/lib/probe.ts', `import { shortCode } from '../features/orders/order-display';\nexport const c = shortCode;\n`)).toHaveLength(1);
    });

    it('passes its own files and the shared lib/ and components/', async () => {
      const file = 'client/src/features/orders/probe.tsx';
      expect(await lintAs(file, `import { shortCode } from './order-display';\nexport const c = shortCode;\n`)).toEqual([]);
      expect(await lintAs(file, `import { paths } from '../../lib/paths';\nimport { Stars } from '../../components/stars';\nexport const p = [paths, Stars];\n`)).toEqual([]);
      expect(await lintAs('client/src/routes/probe.tsx', `import { shortCode } from '../features/orders/order-display';\nexport const c = shortCode;\n`)).toEqual([]);
    });
  });

  describe('a back-office screen imports neither another screen nor app/', () => {
    it("fires when a screen imports another screen's code or styles", async () => {
      const file = 'client/admin/src/screens/orders/probe.tsx';
      expect(await lintAs(file, `import { OrderReturnsSection } from '../returns/order-returns';\nexport const s = OrderReturnsSection;\n`)).toHaveLength(1);
      expect(await lintAs(file, `import '../messages/messages.css';\nexport const s = 1;\n`)).toHaveLength(1);
    });

    it('fires when a screen reaches up into app/, or when lib/ or components/ import a screen or app/', async () => {
      expect(await lintAs('client/admin/src/screens/stock/probe.tsx', `import { SCREENS } from '../../app/screens';\nexport const s = SCREENS;\n`)).toHaveLength(1);
      expect(await lintAs('client/admin/src/lib/probe.ts', `import { STATUS } from '../screens/orders/order-words';\nexport const s = STATUS;\n`)).toHaveLength(1);
      expect(await lintAs('client/admin/src/components/probe.tsx', `import { SCREENS } from '../app/screens';\nexport const s = SCREENS;\n`)).toHaveLength(1);
    });

    it("passes its own files, the shared lib/ and components/, and the router composing screens", async () => {
      const file = 'client/admin/src/screens/orders/probe.tsx';
      expect(await lintAs(file, `import { STATUS } from './order-words';\nimport { STOCK_STATE } from '../../lib/stock-words';\nimport { Badge } from '../../components/page-header';\nexport const s = [STATUS, STOCK_STATE, Badge];\n`)).toEqual([]);
      expect(await lintAs('client/admin/src/app/probe.tsx', `import { OrderReturnsSection } from '../screens/returns/order-returns';\nexport const s = OrderReturnsSection;\n`)).toEqual([]);
    });
  });

  describe("the storefront and the back office never import each other's source", () => {
    it('fires both ways', async () => {
      expect(await lintAs('client/admin/src/lib/probe.ts', `import { paths } from '../../../src/lib/paths';\nexport const p = paths;\n`)).toHaveLength(1);
      expect(await lintAs('client/src/lib/probe.ts', `import { parseRupees } from '../../admin/src/lib/money';\nexport const p = parseRupees;\n`)).toHaveLength(1);
    });

    it("passes the storefront's money format, which the back office shares", async () => {
      expect(await lintAs('client/admin/src/lib/probe.ts', `import { formatPaise } from '../../../src/lib/money';\nexport const f = formatPaise;\n`)).toEqual([]);
    });
  });

  describe('no import cycle', () => {
    it('fires on a loop in the server, the storefront and the back office', async () => {
      // input-hygiene imports errors: errors importing input-hygiene back closes the loop.
      const server = 'server/src/common/errors.ts';
      expect(await lintAs(server, withImport(server, `import { findMalformedText } from './input-hygiene';\nexport const f = findMalformedText;`))).toEqual([
        expect.stringContaining('Dependency cycle'),
      ]);
      // use-document-title imports page-meta.
      const client = 'client/src/lib/page-meta.tsx';
      expect(await lintAs(client, withImport(client, `import { useDocumentTitle } from './use-document-title';\nexport const u = useDocumentTitle;`))).toEqual([
        expect.stringContaining('Dependency cycle'),
      ]);
      // The back office's record-pending imports errors.
      const admin = 'client/admin/src/lib/errors.ts';
      expect(await lintAs(admin, withImport(admin, `import { RecordPending } from '../components/record-pending';\nexport const r = RecordPending;`))).toEqual([
        expect.stringContaining('Dependency cycle'),
      ]);
    });

    it('ignores a type-only import back: it is gone from the compiled code', async () => {
      const server = 'server/src/common/errors.ts';
      expect(await lintAs(server, withImport(server, `import type * as hygiene from './input-hygiene';\nexport type H = typeof hygiene;`))).toEqual([]);
    });
  });

  describe('server modules stand in the declared order (MODULE_ORDER in eslint.config.mjs), leaves first', () => {
    it('every folder of server/src/modules has its place in the order, and the order names no missing folder', async () => {
      const { MODULE_ORDER } = (await import(path.join(root, 'eslint.config.mjs'))) as { MODULE_ORDER: string[] };
      const folders = fs.readdirSync(path.join(root, 'server/src/modules'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
      expect([...MODULE_ORDER].sort()).toEqual([...folders].sort());
    });

    it('fires when a module imports a later one, as a value or as a type only', async () => {
      const file = 'server/src/modules/mail/probe.ts';
      expect(await lintAs(file, `import { ordersService } from '../orders/orders.service';\nexport const s = ordersService;\n`)).toEqual([
        expect.stringContaining('mail may import only the modules before it'),
      ]);
      expect(await lintAs(file, `import type { OrderEntity } from '../orders/order.entity';\nexport type O = OrderEntity;\n`)).toEqual([
        expect.stringContaining('mail may import only the modules before it'),
      ]);
    });

    it('fires on a cycle between modules, type-only imports included (orders imports accounts; accounts importing orders closes the loop)', async () => {
      const file = 'server/src/modules/accounts/accounts.service.ts';
      expect(await lintAs(file, withImport(file, `import type { OrderEntity } from '../orders/order.entity';\nexport type O = OrderEntity;`))).toEqual([
        expect.stringContaining('accounts may import only the modules before it'),
      ]);
      const value = await lintAs(file, withImport(file, `import { ordersService } from '../orders/orders.service';\nexport const s = ordersService;`));
      expect(value.some((e) => e.includes('accounts may import only the modules before it'))).toBe(true);
    });

    it('passes a module importing an earlier one (orders sends mail, returns reads orders)', async () => {
      expect(await lintAs('server/src/modules/orders/probe.ts', `import { mailService } from '../mail/mail.service';\nexport const m = mailService;\n`)).toEqual([]);
      expect(await lintAs('server/src/modules/returns/probe.ts', `import { ordersService } from '../orders/orders.service';\nexport const o = ordersService;\n`)).toEqual([]);
    });

    it('keeps journeys above the modules: a module never imports server/src/flows/, a flow imports modules', async () => {
      expect(await lintAs('server/src/modules/orders/probe.ts', `import { wireSubscribers } from '../../flows/subscribers';\nexport const w = wireSubscribers;\n`)).toHaveLength(1);
      expect(await lintAs('server/src/common/probe.ts', `import { wireSubscribers } from '../flows/subscribers';\nexport const w = wireSubscribers;\n`)).toHaveLength(1);
      expect(await lintAs('server/src/flows/probe.ts', `import { ordersService } from '../modules/orders/orders.service';\nimport { mailService } from '../modules/mail/mail.service';\nexport const s = [ordersService, mailService];\n`)).toEqual([]);
    });

    it('the imports between the folders of server/src/modules form no cycle, type-only imports included', () => {
      const modulesDir = path.join(root, 'server/src/modules');
      const edges = new Map<string, Set<string>>();
      for (const m of fs.readdirSync(modulesDir)) {
        edges.set(m, new Set());
        for (const f of fs.readdirSync(path.join(modulesDir, m), { recursive: true }) as string[]) {
          if (!/\.tsx?$/.test(f) || /\.test\.tsx?$/.test(f)) continue;
          const text = fs.readFileSync(path.join(modulesDir, m, f), 'utf8');
          for (const [, spec] of text.matchAll(/(?:import|export)\s[^;]*?from\s+'([^']+)'/g)) {
            const target = path.relative(modulesDir, path.resolve(path.dirname(path.join(modulesDir, m, f)), spec)).split(path.sep)[0];
            if (spec.startsWith('.') && target !== m && edges.has(target) !== undefined && fs.existsSync(path.join(modulesDir, target))) edges.get(m)!.add(target);
          }
        }
      }
      // Depth-first search for a back edge: any cycle is reported as the loop it makes.
      const state = new Map<string, 'open' | 'done'>();
      const cycles: string[] = [];
      const visit = (m: string, trail: string[]) => {
        state.set(m, 'open');
        for (const t of edges.get(m) ?? []) {
          if (state.get(t) === 'open') cycles.push([...trail.slice(trail.indexOf(t)), m, t].join(' -> '));
          else if (!state.has(t)) visit(t, [...trail, m]);
        }
        state.set(m, 'done');
      };
      for (const m of edges.keys()) if (!state.has(m)) visit(m, []);
      expect(cycles).toEqual([]);
    });
  });
});
