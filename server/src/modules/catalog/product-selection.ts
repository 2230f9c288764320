import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { ProductColumn } from './product-rows';

/**
 * The columns a GraphQL query reads of the products it asks for, so a read selects only those (see
 * productColumns). Each Product field names the columns its value comes from; a field not listed here
 * (one added later, or one a resolver computes from the whole row) makes the read take every column.
 */
const COLUMNS_OF_FIELD: Record<string, readonly ProductColumn[]> = {
  __typename: [],
  id: ['id'],
  name: ['name'],
  description: ['description'],
  pricePaise: ['pricePaise'],
  mrpPaise: ['mrpPaise'],
  offerPercent: ['offerPercent'],
  category: ['category'],
  kind: ['kind'],
  color: ['color'],
  availableSizes: ['availableSizes'],
  features: ['features'],
  tags: ['tags'],
  images: ['images'],
  stock: ['stock'],
  isBestSeller: ['isBestSeller'],
  ratingCount: ['ratingCount'],
  rating: ['rating'],
  createdAt: ['createdAt'],
  coverImage: ['coverImage'],
  photos: ['photos', 'images'],
  coverPhoto: ['coverPhoto', 'coverImage'],
  inStock: ['stock'],
  archived: ['archived'],
  availableColors: ['name', 'color'],
  colorSwatches: ['name', 'color'],
  reviewSummary: ['id', 'ratingCount', 'rating'],
  reviews: ['id'],
  variants: ['id'],
  fromPricePaise: ['id', 'pricePaise', 'sizePrices'],
  sizePricesVary: ['id', 'pricePaise', 'sizePrices'],
  // The price engine's sale price of a card: the facts its promotions and collections look at.
  salePricePaise: ['id', 'pricePaise', 'mrpPaise', 'category', 'kind', 'offerPercent', 'isBestSeller', 'tags'],
};

/** null: every column. */
type Columns = ReadonlySet<ProductColumn> | null;

/** The fields of a selection set, through inline fragments and fragment spreads (directives ignored: a superset is safe). */
function collectFields(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, out: FieldNode[], seen = new Set<string>()): FieldNode[] {
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) out.push(s);
    else if (s.kind === Kind.INLINE_FRAGMENT) collectFields(s.selectionSet, fragments, out, seen);
    else if (!seen.has(s.name.value)) {
      seen.add(s.name.value);
      const fragment = fragments[s.name.value];
      if (fragment) collectFields(fragment.selectionSet, fragments, out, seen);
    }
  }
  return out;
}

function columnsOf(fields: readonly FieldNode[], fragments: Record<string, FragmentDefinitionNode>, path: readonly string[]): Columns {
  let level = fields;
  for (const name of path) {
    const next: FieldNode[] = [];
    for (const f of level) if (f.selectionSet) for (const c of collectFields(f.selectionSet, fragments, [])) if (c.name.value === name) next.push(c);
    level = next;
  }
  const columns = new Set<ProductColumn>(['id']);
  for (const f of level) {
    if (!f.selectionSet) continue;
    for (const c of collectFields(f.selectionSet, fragments, [])) {
      const needs = COLUMNS_OF_FIELD[c.name.value];
      if (!needs) return null;
      for (const column of needs) columns.add(column);
    }
  }
  return columns;
}

// Keyed by the field's node in the parsed document: Apollo keeps parsed documents, so a repeated query reuses its answer.
const cache = new WeakMap<FieldNode, Map<string, Columns>>();

/**
 * The columns of the products a resolver's field returns: the field itself (`product`), or the
 * products under it at `path` (`searchProducts` → `items`).
 */
export function productColumnsSelected(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, ...path: string[]): Columns {
  // Several nodes (`product(id: $id) { id } product(id: $id) { name }`) are one field, merged; which of them
  // are merged can depend on @skip/@include, so only a lone node's answer is kept.
  if (info.fieldNodes.length !== 1) return columnsOf(info.fieldNodes, info.fragments, path);
  const node = info.fieldNodes[0];
  const key = path.join('.');
  let byPath = cache.get(node);
  if (!byPath) cache.set(node, (byPath = new Map()));
  let columns = byPath.get(key);
  if (columns === undefined) {
    columns = columnsOf(info.fieldNodes, info.fragments, path);
    byPath.set(key, columns);
  }
  return columns;
}
