import type { EntityManager } from 'typeorm';
import type { CollectionFilter, ProductSort } from './collections';

/**
 * The SQL behind catalogue search, kept apart from the service so the benchmark runs exactly the
 * statements the shop runs.
 *
 * Text search is PostgreSQL full-text search over the stored `search_vector` (name, category and
 * kind words, colour, description), ranked with ts_rank. Typo tolerance comes first: each word of
 * the query that the catalogue does not contain is widened to the catalogue words most similar to
 * it by trigrams (pg_trgm over `search_term`), so 'tshrt' searches for 'tshrt | tshirt'.
 */

export const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 30;
/** How many similar catalogue words stand in for an unknown one. */
const ALTERNATIVES = 3;
/** An alternative must be at least this close to the best one's similarity. */
const CLOSE_TO_BEST = 0.85;

/** The words of a query: letters and digits (hyphenated words kept whole), lower-cased. */
export function queryWords(search: string | undefined): string[] {
  if (!search) return [];
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  return [...new Set(words.filter((w) => w.length <= MAX_WORD_LENGTH))].slice(0, MAX_QUERY_WORDS);
}

export interface WordExpansion {
  word: string;
  /** A hyphenated word written without its hyphens, also searched for. */
  joined?: string;
  /** Catalogue words similar to an unknown word, best first; empty when the word is known. */
  alternatives: string[];
}

export function expansionSql(words: string[]): { sql: string; params: unknown[] } {
  return {
    sql: `
      SELECT w.word,
             EXISTS (SELECT 1 FROM search_term t WHERE t.term = w.word) AS known,
             coalesce(c.terms, '{}') AS alternatives,
             coalesce(c.sims, '{}') AS similarities
      FROM unnest($1::text[]) WITH ORDINALITY AS w(word, ord)
      LEFT JOIN LATERAL (
        SELECT array_agg(term ORDER BY sim DESC, term) AS terms, array_agg(sim ORDER BY sim DESC, term) AS sims
        FROM (SELECT t.term, similarity(t.term, w.word) AS sim FROM search_term t
              WHERE t.term % w.word ORDER BY sim DESC, t.term LIMIT ${ALTERNATIVES}) best
      ) c ON true
      ORDER BY w.ord`,
    params: [words],
  };
}

/**
 * The dictionary holds words without hyphens ('tshirt'), so a hyphenated word is looked up joined:
 * 't-shirt' is a known word and searches for "'t-shirt':* | 'tshirt'", with no correction reported.
 */
export async function expandWords(em: EntityManager, words: string[]): Promise<WordExpansion[]> {
  if (words.length === 0) return [];
  const lookups = words.map((w) => w.replace(/-/g, ''));
  const { sql, params } = expansionSql(lookups);
  const rows: { word: string; known: boolean; alternatives: string[]; similarities: number[] }[] = await em.query(sql, params);
  return words.map((word, i) => {
    const row = rows[i];
    // Only near-best candidates: 'keychian' means 'keychain' (0.38), not 'key' (0.30).
    const best = row.similarities[0] ?? 0;
    const alternatives = row.known ? [] : row.alternatives.filter((a, j) => a !== row.word && row.similarities[j] >= best * CLOSE_TO_BEST);
    return { word, alternatives, ...(lookups[i] !== word ? { joined: lookups[i] } : {}) };
  });
}

/**
 * A to_tsquery expression: every word must match (AND), each as a prefix or as one of its
 * alternatives (OR). Words are letters, digits and inner hyphens only, so quoting them is safe.
 */
export function tsQueryText(expansions: WordExpansion[]): string | null {
  if (expansions.length === 0) return null;
  const quote = (w: string) => `'${w.replace(/'/g, '')}'`;
  return expansions
    .map(({ word, joined, alternatives }) => {
      const own = word.length >= 3 ? `${quote(word)}:*` : quote(word);
      return `(${[own, ...(joined ? [quote(joined)] : []), ...alternatives.map(quote)].join(' | ')})`;
    })
    .join(' & ');
}

/** What a listing asks for, already validated, money in paise. */
export interface ListingQuery {
  tsQuery: string | null;
  collection?: CollectionFilter;
  minPricePaise?: number;
  maxPricePaise?: number;
  minRating?: number;
  minDiscount?: number;
  sort: ProductSort;
  limit: number;
  offset: number;
}

const ORDER: Record<ProductSort, string> = {
  RELEVANCE: 'rank DESC, is_best_seller DESC, rating_avg DESC, created_at DESC, id',
  PRICE_ASC: 'price_paise ASC, id',
  PRICE_DESC: 'price_paise DESC, id',
  NEWEST: 'created_at DESC, id',
  RATING: 'rating_avg DESC, rating_count DESC, id',
  DISCOUNT: 'offer_percent DESC, price_paise ASC, id',
};

/** Without search text there is no rank: "relevance" means the shop's own favourites first. */
const POPULAR = 'is_best_seller DESC, rating_avg DESC, rating_count DESC, created_at DESC, id';

/**
 * One statement: the matching ids with their sort keys (a narrow CTE, counted once), then one
 * page of ids. Full rows are loaded afterwards by primary key.
 */
export function listingSql(q: ListingQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = [];
  let rank = '0::real';
  let from = 'product p';
  if (q.tsQuery) {
    from = `product p, to_tsquery('english', ${p(q.tsQuery)}) AS query`;
    where.push('p.search_vector @@ query');
    rank = 'ts_rank(p.search_vector, query)';
  }
  const c = q.collection;
  if (c) {
    const either: string[] = [];
    if (c.categories?.length) either.push(`p.category = ANY(${p(c.categories)}::text[])`);
    if (c.kinds?.length) either.push(`p.kind = ANY(${p(c.kinds)}::text[])`);
    if (either.length) where.push(either.length > 1 ? `(${either.join(' OR ')})` : either[0]);
    if (c.minOffer !== undefined) where.push(`p.offer_percent >= ${p(c.minOffer)}`);
    if (c.maxPricePaise !== undefined) where.push(`p.price_paise <= ${p(c.maxPricePaise)}`);
    if (c.bestSeller) where.push('p.is_best_seller');
    if (c.tag) where.push(`p.tags @> ARRAY[${p(c.tag)}]::text[]`);
  }
  if (q.minPricePaise !== undefined && q.minPricePaise > 0) where.push(`p.price_paise >= ${p(q.minPricePaise)}`);
  if (q.maxPricePaise !== undefined) where.push(`p.price_paise <= ${p(q.maxPricePaise)}`);
  if (q.minRating !== undefined && q.minRating > 0) where.push(`p.rating_avg >= ${p(q.minRating)}`);
  if (q.minDiscount !== undefined && q.minDiscount > 0) where.push(`p.offer_percent >= ${p(q.minDiscount)}`);

  const order = q.sort === 'RELEVANCE' && !q.tsQuery ? POPULAR : ORDER[q.sort];
  const sql = `
    WITH matches AS (
      SELECT p.id, ${rank} AS rank, p.price_paise, p.offer_percent, p.rating_avg, p.rating_count,
             p.is_best_seller, p.created_at
      FROM ${from}
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    )
    SELECT id, (SELECT count(*) FROM matches)::int AS total
    FROM matches
    ORDER BY ${order}
    LIMIT ${p(q.limit)} OFFSET ${p(q.offset)}`;
  return { sql, params };
}

export interface ListingPage {
  ids: string[];
  total: number;
}

export async function runListing(em: EntityManager, q: ListingQuery): Promise<ListingPage> {
  const { sql, params } = listingSql(q);
  const rows: { id: string; total: number }[] = await em.query(sql, params);
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0].total };
  if (q.offset === 0) return { ids: [], total: 0 };
  // A page past the end still reports how many there are.
  const count = listingSql({ ...q, limit: 1, offset: 0 });
  const first: { total: number }[] = await em.query(count.sql, count.params);
  return { ids: [], total: first[0]?.total ?? 0 };
}
