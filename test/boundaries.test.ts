import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: root });
const boundaryErrors = (results: ESLint.LintResult[]) =>
  results.flatMap((r) => r.messages.filter((m) => m.ruleId?.startsWith('boundaries/') || m.fatal).map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`));

describe('import boundaries (eslint.config.mjs)', () => {
  it('the server modules and client features keep to them', async () => {
    expect(boundaryErrors(await eslint.lintFiles(['server/src', 'client/src']))).toEqual([]);
  }, 180_000);

  it("fires when a server module imports another module's entity to write with it; a type import is a read and passes", async () => {
    const filePath = path.join(root, 'server/src/modules/reviews/probe.service.ts');
    const write = await eslint.lintText(`import { ProductEntity } from '../catalog/product.entity';\nexport const repo = (em: any) => em.getRepository(ProductEntity);\n`, { filePath });
    expect(boundaryErrors(write)).toHaveLength(1);
    const read = await eslint.lintText(`import type { ProductEntity } from '../catalog/product.entity';\nexport const name = (p: ProductEntity) => p.name;\n`, { filePath });
    expect(boundaryErrors(read)).toEqual([]);
    const service = await eslint.lintText(`import { catalogService } from '../catalog/catalog.service';\nexport const s = catalogService;\n`, { filePath });
    expect(boundaryErrors(service)).toEqual([]);
  });

  it('fires when a client feature imports another feature', async () => {
    const filePath = path.join(root, 'client/src/features/orders/probe.tsx');
    const results = await eslint.lintText(`import { CART_TEXT } from '../cart/messages';\nexport const t = CART_TEXT;\n`, { filePath });
    expect(boundaryErrors(results)).toHaveLength(1);
    const own = await eslint.lintText(`import { shortCode } from './order-display';\nexport const c = shortCode;\n`, { filePath });
    expect(boundaryErrors(own)).toEqual([]);
  });
});
