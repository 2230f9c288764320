import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pageArgs, type PageArgs } from '../../common/pagination';
import type { RequestContext } from '../../context';
import { AdminOperation } from '../access/admin-guard';
import { productAdmin } from './product-admin.service';
import {
  AdminProduct,
  AdminProductFilter,
  AdminProductPage,
  AdminProductSort,
  AdminProductVariant,
  CreateProductInput,
  ProductImportResult,
  StockAdjustmentInput,
  StockLedgerPage,
  UpdateProductInput,
} from './product-admin.types';
import { IMPORT_GRAPHQL_NOTE, productCsv } from './product-csv';
import { stockAdmin } from './stock-admin.service';
import { catalogService } from './catalog.service';
import { ProductVariant, UpdateVariantInput } from './variant.types';

const AdminProductPageArgs = pageArgs(100, 50);
const page = (args: PageArgs, fallback = 50) => ({ limit: args.limit ?? fallback, offset: args.offset ?? 0 });

/** The catalogue and its stock for staff: lists, product forms, stock changes, the stock ledger and CSV import. */
@Resolver(() => AdminProduct)
export class ProductAdminResolver {
  @AdminOperation('catalog.read')
  @Query(() => AdminProductPage, { description: 'Staff: products filtered, sorted and paged on the server, with the number that match. Newest first unless sorted.' })
  adminProducts(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AdminProductFilter, { nullable: true }) filter: AdminProductFilter | null,
    @Arg('sort', () => AdminProductSort, { nullable: true }) sort: AdminProductSort | null,
    @Args(() => AdminProductPageArgs) args: PageArgs,
  ): Promise<AdminProductPage> {
    return productAdmin.list(ctx, filter ?? {}, sort, page(args));
  }

  @AdminOperation('catalog.read')
  @Query(() => AdminProduct, { nullable: true, description: 'Staff: one product (archived ones too), or null.' })
  adminProduct(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AdminProduct | null> {
    return productAdmin.get(ctx, id);
  }

  @AdminOperation('catalog.write')
  @Mutation(() => AdminProduct, {
    description: 'Staff: creates a product. Bad fields: BAD_USER_INPUT with `extensions.fields` ({ field: message }) naming each one.',
  })
  createProduct(@Ctx() ctx: RequestContext, @Arg('input', () => CreateProductInput) input: CreateProductInput): Promise<AdminProduct> {
    return productAdmin.create(ctx, input);
  }

  @AdminOperation('catalog.write')
  @Mutation(() => AdminProduct, { description: 'Staff: changes the fields given. Bad fields: BAD_USER_INPUT with `extensions.fields`.' })
  updateProduct(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateProductInput) input: UpdateProductInput,
  ): Promise<AdminProduct> {
    return productAdmin.update(ctx, id, input);
  }

  @AdminOperation('catalog.write')
  @Mutation(() => AdminProduct, { description: 'Staff: takes a product off the storefront; orders keep naming it. Products are never deleted.' })
  archiveProduct(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AdminProduct> {
    return productAdmin.archive(ctx, id);
  }

  @AdminOperation('catalog.write')
  @Mutation(() => AdminProduct, { description: 'Staff: puts an archived product back on sale (CONFLICT when its family sells its colour meanwhile).' })
  restoreProduct(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AdminProduct> {
    return productAdmin.restore(ctx, id);
  }

  @AdminOperation('stock.adjust')
  @Mutation(() => AdminProduct, {
    description: 'Staff: changes a stock with a reason, by units added or removed (`delta`) or by units counted (`count`); never below zero. Recorded in the stock ledger.',
  })
  adjustStock(@Ctx() ctx: RequestContext, @Arg('input', () => StockAdjustmentInput) input: StockAdjustmentInput): Promise<AdminProduct> {
    return stockAdmin.adjust(ctx, input);
  }

  @AdminOperation('stock.adjust')
  @Mutation(() => AdminProduct, { description: 'Staff: the stock at or below which a product is low (0 to 100,000).' })
  setLowStockThreshold(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => ID) productId: string,
    @Arg('threshold', () => Int) threshold: number,
  ): Promise<AdminProduct> {
    return stockAdmin.setLowStockThreshold(ctx, productId, threshold);
  }

  @AdminOperation('stock.read')
  @Query(() => AdminProductPage, { description: 'Staff: products on sale with a size at or below its low-stock threshold (out of stock included), fewest first; `total` counts the sizes.' })
  lowStockProducts(@Ctx() ctx: RequestContext, @Args(() => AdminProductPageArgs) args: PageArgs): Promise<AdminProductPage> {
    return stockAdmin.lowStock(ctx, page(args));
  }

  @AdminOperation('stock.read')
  @Query(() => StockLedgerPage, { description: 'Staff: every change of a product’s stock (all sizes, or one by `sku`), newest first.' })
  stockLedger(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => ID) productId: string,
    @Args(() => AdminProductPageArgs) args: PageArgs,
    @Arg('sku', () => String, { nullable: true, description: 'Only the rows of the size with this SKU.' }) sku?: string | null,
  ): Promise<StockLedgerPage> {
    return stockAdmin.ledger(ctx, productId, page(args), sku);
  }

  @FieldResolver(() => [ProductVariant])
  sizes(@Ctx() ctx: RequestContext, @Root() product: AdminProduct): Promise<ProductVariant[]> {
    return catalogService.loadVariants(ctx, product.id);
  }

  @AdminOperation('catalog.write')
  @Mutation(() => AdminProduct, { description: 'Staff: one size’s SKU, low-stock threshold or own price (stock changes through adjustStock). Audited.' })
  updateVariant(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('input', () => UpdateVariantInput) input: UpdateVariantInput): Promise<AdminProduct> {
    return productAdmin.updateVariant(ctx, id, input);
  }

  @AdminOperation('catalog.import')
  @Mutation(() => ProductImportResult, {
    description: `Staff: checks a CSV file of products (dryRun: true) or applies it, all rows or none. ${IMPORT_GRAPHQL_NOTE}`,
  })
  importProducts(
    @Ctx() ctx: RequestContext,
    @Arg('csv', () => String) csv: string,
    @Arg('dryRun', () => Boolean) dryRun: boolean,
  ): Promise<ProductImportResult> {
    return productCsv.import(ctx, csv, dryRun);
  }

  @FieldResolver(() => [AdminProductVariant], { description: 'Every colour of its family (itself included, archived ones too).' })
  variants(@Ctx() ctx: RequestContext, @Root() product: AdminProduct): Promise<AdminProductVariant[]> {
    return productAdmin.loadVariants(ctx, product.name);
  }
}
