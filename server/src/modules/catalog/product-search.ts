import type { EntityManager } from 'typeorm';
import { resolveCollection, type Collection, type CollectionFilter, type ProductSort } from './collections';
import { preparedRows } from '../../common/sql';
import { productColumns, type ProductColumn, type ProductRow } from './product-rows';

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
  /** The catalogue has this very word. */
  known?: boolean;
  /** Some catalogue word starts with it ('hood' for 'hoodie'). */
  prefix?: boolean;
  /** A hyphenated word written without its hyphens, also searched for. */
  joined?: string;
  /** Catalogue words similar to an unknown word, best first; empty when the word is known. */
  alternatives: string[];
  /**
   * Signature bits (four bigints, as text) of the word as typed, of its joined form and of each
   * alternative: see expansionSql. Without them the walk tests every product's words.
   */
  masks?: { word: string[]; joined: string[]; alternatives: string[][] };
  /**
   * The exact bit (product_search_exact, as text) of the word as typed, of its joined form and of each
   * alternative: '0' for a form that is not exactly one of the shop's product words.
   */
  exact?: { word: string; joined: string; alternatives: string[] };
}

/**
 * The words' lookups in the catalogue's dictionary, and the signature bits (product_search_signature)
 * of each form the search may take: the word as typed (`mask`), joined without its hyphens
 * (`lookup_mask`), and each alternative. The bits come from to_tsvector('english', form), the lexemes
 * to_tsquery('english', 'form') searches for, so a product matching a form has all of its bits.
 * `words` are the query's words (queryWords); they are looked up without their hyphens.
 */
export function expansionSql(words: string[]): { sql: string; params: unknown[] } {
  // Terms are [a-z0-9] in the "C" collation, so "starts with w" is the index range [w, w || '{').
  const bits = (form: string) =>
    `(SELECT ARRAY[g.sig0, g.sig1, g.sig2, g.sig3] FROM product_search_signature(to_tsvector('english', ${form})) g)`;
  // A form is exact when it gives one lexeme and that lexeme has a bit of its own: to_tsquery then
  // searches for that lexeme alone, and a product matches it exactly when the bit is set.
  const exact = (form: string) =>
    `CASE WHEN length(to_tsvector('english', ${form})) = 1 THEN product_search_exact(to_tsvector('english', ${form})) ELSE 0 END`;
  return {
    sql: `
      SELECT w.word,
             EXISTS (SELECT 1 FROM search_term t WHERE t.term = w.word) AS known,
             EXISTS (SELECT 1 FROM search_term t WHERE t.term > w.word AND t.term < w.word || '{') AS prefix,
             coalesce((SELECT sum(t.ndoc) FROM search_term t WHERE t.term >= w.word AND t.term < w.word || '{'), 0)::int AS own_docs,
             coalesce(c.terms, '{}') AS alternatives,
             coalesce(c.sims, '{}') AS similarities,
             coalesce(c.docs, '{}') AS alternative_docs,
             ${bits('q.word')} AS mask,
             ${bits('w.word')} AS lookup_mask,
             coalesce(c.masks, '{}') AS alternative_masks,
             (${exact('w.word')})::text AS lookup_exact,
             coalesce(c.exacts, '{}') AS alternative_exacts,
             (SELECT reltuples FROM pg_class WHERE oid = 'product'::regclass)::float8 AS catalogue_size
      FROM unnest($1::text[]) WITH ORDINALITY AS q(word, ord)
      CROSS JOIN LATERAL (SELECT replace(q.word, '-', '') AS word) w
      LEFT JOIN LATERAL (
        SELECT array_agg(term ORDER BY sim DESC, term) AS terms, array_agg(sim ORDER BY sim DESC, term) AS sims,
               array_agg(ndoc ORDER BY sim DESC, term) AS docs, array_agg(${bits('term')} ORDER BY sim DESC, term) AS masks,
               array_agg((${exact('term')})::text ORDER BY sim DESC, term) AS exacts
        FROM (SELECT t.term, t.ndoc, similarity(t.term, w.word) AS sim FROM search_term t
              WHERE t.term % w.word AND NOT EXISTS (SELECT 1 FROM search_term k WHERE k.term = w.word)
              ORDER BY sim DESC, t.term LIMIT ${ALTERNATIVES}) best
      ) c ON true
      ORDER BY q.ord`,
    params: [words],
  };
}

export interface Expansions {
  words: WordExpansion[];
  /** At most how many products can match the words (the rarest word's products), or null without words. */
  estimate: number | null;
  /** Products in the catalogue, as the planner last counted them (-1 when never counted). */
  catalogueSize: number;
}

/**
 * The dictionary holds words without hyphens ('tshirt'), so a hyphenated word is looked up joined:
 * 't-shirt' is a known word and searches for "'t-shirt':* | 'tshirt'", with no correction reported.
 */
export async function expandWords(em: EntityManager, words: string[]): Promise<Expansions> {
  if (words.length === 0) return { words: [], estimate: null, catalogueSize: -1 };
  const lookups = words.map((w) => w.replace(/-/g, ''));
  const { sql, params } = expansionSql(words);
  const rows = await preparedRows<{
    word: string; known: boolean; prefix: boolean; own_docs: number; alternatives: string[]; similarities: number[];
    alternative_docs: number[]; mask: string[]; lookup_mask: string[]; alternative_masks: string[][]; catalogue_size: number;
    lookup_exact: string; alternative_exacts: string[];
  }>(em, sql, params);
  let estimate = Infinity;
  const expanded = words.map((word, i) => {
    const row = rows[i];
    // Only near-best candidates: 'keychian' means 'keychain' (0.38), not 'key' (0.30).
    const best = row.similarities[0] ?? 0;
    const keep = row.alternatives.map((a, j) => !row.known && a !== row.word && row.similarities[j] >= best * CLOSE_TO_BEST);
    const alternatives = row.alternatives.filter((_, j) => keep[j]);
    // Alternatives are mostly forms of one word ('bottle', 'bottles'), found in the same products: the
    // largest count estimates their union better than the sum.
    const docs = Math.max(row.known || row.prefix ? row.own_docs : 0, ...row.alternative_docs.filter((_, j) => keep[j]));
    estimate = Math.min(estimate, docs);
    const masks = { word: row.mask, joined: row.lookup_mask, alternatives: row.alternative_masks.filter((_, j) => keep[j]) };
    // A hyphenated word gives several lexemes (the whole and its parts), so only the joined form can be exact.
    const exact = { word: word.includes('-') ? '0' : row.lookup_exact, joined: row.lookup_exact, alternatives: row.alternative_exacts.filter((_, j) => keep[j]) };
    return { word, known: row.known, prefix: row.prefix, alternatives, masks, exact, ...(lookups[i] !== word ? { joined: lookups[i] } : {}) };
  });
  return { words: expanded, estimate, catalogueSize: rows[0]?.catalogue_size ?? -1 };
}

/**
 * A to_tsquery expression: every word must match (AND), each as itself or one of its alternatives
 * (OR). A known word matches as itself; a word that only begins catalogue words matches as a
 * prefix ('hood:*'); a word the catalogue has neither way matches through its alternatives alone,
 * which keeps the GIN index selective. Words are letters, digits and inner hyphens only, so quoting
 * them is safe.
 */
export function tsQueryText(expansions: WordExpansion[]): string | null {
  if (expansions.length === 0) return null;
  const quote = (w: string) => `'${w.replace(/'/g, '')}'`;
  return expansions
    .map(({ word, known, prefix, joined, alternatives }) => {
      const own = known || (!prefix && alternatives.length === 0) ? [quote(word)] : prefix ? [`${quote(word)}:*`] : [];
      return `(${[...own, ...(joined ? [quote(joined)] : []), ...alternatives.map(quote)].join(' | ')})`;
    })
    .join(' & ');
}

/**
 * What the walk's signature test asks of a product, word by word as tsQueryText writes them: every
 * word (AND) matched by one of its forms (OR), each form as the signature bits of its lexemes (see
 * expansionSql). A word that may match as a prefix ('hood:*') has no bits to test, nor has a stop
 * word, so it is left to the test of the words themselves. Null when no word can be tested.
 */
export function signatureGroups(expansions: WordExpansion[]): string[][][] | null {
  const groups: string[][][] = [];
  for (const { known, prefix, joined, alternatives, masks } of expansions) {
    if (!masks) continue;
    const own = known || (!prefix && alternatives.length === 0);
    if (!own && prefix) continue;
    const forms = [...(own ? [masks.word] : []), ...(joined ? [masks.joined] : []), ...masks.alternatives];
    if (forms.length === 0 || forms.some((m) => m.length !== 4 || m.every((b) => b === '0'))) continue;
    groups.push(forms);
  }
  return groups.length ? groups : null;
}

/**
 * The words' exact bits (product_search_exact), one mask a word (as text: the OR of its forms', the
 * forms tsQueryText writes), when every form of every word is one of the shop's product words: a
 * product then matches the words exactly when its `exact` column holds a bit of each mask. Null as soon
 * as one form is not (a prefix, a hyphenated or unlisted word): the walk then tests the words themselves.
 */
export function exactWords(expansions: WordExpansion[]): string[] | null {
  if (expansions.length === 0) return null;
  const words: string[] = [];
  for (const { known, prefix, joined, alternatives, exact } of expansions) {
    if (!exact) return null;
    const own = known || (!prefix && alternatives.length === 0);
    if (!own && prefix) return null;
    const forms = [...(own ? [exact.word] : []), ...(joined ? [exact.joined] : []), ...exact.alternatives];
    if (forms.length === 0 || forms.some((f) => !/^[1-9][0-9]*$/.test(f))) return null;
    words.push(forms.reduce((all, f) => all | BigInt(f), 0n).toString());
  }
  return words;
}

/**
 * The full-text index in eighths (migration 1790001300000-product-text-shards): partial indexes over
 * the products whose id's last byte has remainder k modulo 8. A capped count reads them one after
 * another and stops once it holds RESULT_CAP + 1 matches, where the whole index's bitmap would decode
 * every posting list of the words first. The condition must be written exactly as the indexes'
 * predicate, with the remainder a constant, for the planner to use them.
 */
export const TEXT_SHARDS = 8;
export const textShard = (k: number) => `get_byte(uuid_send(p.id), 15) % ${TEXT_SHARDS} = ${k}`;

/** What a listing asks for, already validated, money in paise. */
export interface ListingQuery {
  tsQuery: string | null;
  /** The signature test of the words (signatureGroups); without it the walk tests every product's words. */
  signature?: string[][][] | null;
  /** The words' exact bits (exactWords): with them a walk without collection filters looks nothing up. */
  exact?: string[] | null;
  /** Upper bound of the products the search words match (see Expansions). */
  estimate?: number | null;
  catalogueSize?: number;
  collection?: CollectionFilter;
  minPricePaise?: number;
  maxPricePaise?: number;
  minRating?: number;
  minDiscount?: number;
  sort: ProductSort;
  limit: number;
  offset: number;
  /** What the head of the relevance walk showed (probeListing); without it a broad search walks. */
  probe?: WalkProbe;
  /**
   * Collect, whatever the probe showed: the statement that follows a walk which fell short of its
   * page (listingSql answers no total then).
   */
  collect?: boolean;
}

/** Each order matches one index of the catalogue-search migration exactly, so a page stops after its rows. */
const ORDER: Record<ProductSort, string> = {
  RELEVANCE: 'p.popularity DESC, p.id',
  PRICE_ASC: 'p.price_paise, p.id',
  PRICE_DESC: 'p.price_paise DESC, p.id DESC',
  NEWEST: 'p.created_at DESC, p.id',
  RATING: 'p.rating_avg DESC, p.rating_count DESC, p.id',
  DISCOUNT: 'p.offer_percent DESC, p.id',
};

/**
 * A listing reaches at most this many products: the count stops here ("1,000+") and so do pages.
 * Counting every one of 30,000 matches for "tshirt" costs more than a shopper gains from the figure.
 */
export const RESULT_CAP = 1000;

/**
 * Relevance ranks (ts_rank) the most popular matches, up to this many (ten pages of 24); further
 * matches follow in order of popularity. Narrow searches rank all their matches; a broad one
 * ("tshirt": 30% of a large catalogue) ranks its 240 best sellers and best rated, not all 30,000.
 */
export const RANK_WINDOW = 240;

/**
 * Two ways to find a page of matches. Broad searches walk the index of the order and test each
 * product against the search until the page (or rank window) is full: with 30% of products
 * matching, that is a few hundred products. Narrow searches collect their matches from the
 * full-text index first and sort them. Walking costs about need × size / matches products,
 * collecting about matches products; the search words' document counts estimate `matches`.
 */
export function isBroad(q: Pick<ListingQuery, 'estimate' | 'catalogueSize'>, need: number, walkRowCost = 2): boolean {
  const size = q.catalogueSize ?? -1;
  const matches = q.estimate ?? 0;
  return size > 0 && matches * matches > walkRowCost * need * size;
}

/**
 * A product skipped by the relevance walk (an index-only scan of product_search_walk_idx, whose
 * entries carry the search vector and every storefront filter, a few hundred bytes each in
 * popularity order) costs about a twentieth of a product collected from the full-text index (a
 * scattered read of its row): measured at 1,000,000 products, 3,900 entries walked in 1.4 ms
 * against 62,000 rows collected in 630 ms.
 */
const RELEVANCE_WALK_ROW_COST = 1 / 20;

/**
 * How many products the relevance walk tests for the page: past PAGE_WALK with fewer matches than
 * the page needs, the estimate was too high (words that rarely meet, filters that leave few
 * matches), fewer than RANK_WINDOW / PAGE_WALK of the catalogue match, and collecting them is
 * cheaper. A walk that found the page goes on up to COUNT_WALK products for the capped count;
 * past that the count comes from the full-text index. A walk of signatures (signatureWalk: a third
 * to a half of the cost an entry) goes on up to SIGNATURE_COUNT_WALK.
 */
export const PAGE_WALK = 25_000;
export const COUNT_WALK = 80_000;
export const SIGNATURE_COUNT_WALK = 150_000;
const countWalkLength = (signed: boolean) => (signed ? SIGNATURE_COUNT_WALK : COUNT_WALK);

/**
 * The head of the relevance walk: the PROBE_WALK most popular products of product_search, tested
 * against the words alone (`textHits`) and against words and filters (`hits`). It is a sample of
 * exactly what the walk will meet, so it tells how far the walk must go for the page and for the
 * capped count, and, scaled to the catalogue, about how many products the words match together:
 * the search words' document counts only bound that by the rarest word ('paisley kurti': 33,283
 * for 'paisley' against 3,055 together), and words are not independent ('coffee mug').
 */
export interface WalkProbe {
  /** Products tested: fewer than PROBE_WALK when the catalogue is smaller. */
  walked: number;
  textHits: number;
  hits: number;
}

/** The probe's length: about 1 ms of index-only walk, against 10-25 ms for a walk that fails. */
export const PROBE_WALK = 2_000;

/**
 * Costs in walked products (one entry of product_search_walk_idx tested), measured at 1,000,000
 * products on the loaded 2-core machine: a product read from its row after the full-text index
 * found it costs about 5 (10 µs against 1.9 µs), and the full-text index's bitmap costs about 0.2
 * per product of the rarest word (its posting lists are decoded: 7 ms for 'madhubani', 33,000).
 * The signature walk's entry costs a third to a half (0.3 µs against 0.9 µs at load 3 for the scan
 * alone; a half fits the listings measured: 'madhubni' + ₹300-900 counts faster from the full-text
 * index, 'keychian' and 'bottel' + 30 % off by walking), and each product it passes is looked up by
 * key for its words, about 2.5 (2 µs).
 */
const HEAP_ROW_COST = 5;
const POSTING_COST = 0.2;
const SIGNATURE_ENTRY_COST = 1 / 2;
const LOOKUP_COST = 2.5;

/**
 * Text matches up to which the few-matches path collects them from the full-text index (with the
 * collection's categories or kinds, which product_text_collection_idx answers in the same scan) and
 * tests the other filters on their rows: 1,900 rows for 'paisley kurti' in Women cost far less than a
 * walk that gives up after PAGE_WALK.
 */
export const FEW_TEXT_MATCHES = 6_000;

export type RelevancePlan =
  /** Collect the matches from the indexes as the planner chooses, and sort them. */
  | 'collect'
  /** Collect the text matches from the full-text index (and collection); the other filters test their rows. */
  | 'few'
  /** Walk for the page and the capped count (collecting only when the walk falls short). */
  | 'walk'
  /** Walk for the page; the full-text index counts. */
  | 'walk-page';

/**
 * How a relevance search finds its page and count. Without a probe: walk when the search words
 * look broad (isBroad), else collect. With one, from its rates: the walk needs about need / rate
 * products for the page and RESULT_CAP / rate for the count. A walk predicted to miss the page
 * (more than PAGE_WALK) gives way to the few-matches path when the words match few products, or to
 * collecting through a collection's index (category or kind) when they were given; a page found
 * early leaves a long count to the full-text index when reading its matches costs less. Every
 * plan answers the same page and count (search.test.ts); the choice is only about speed.
 */
export function relevancePlan(q: ListingQuery): RelevancePlan {
  if (!isBroad(q, RANK_WINDOW, RELEVANCE_WALK_ROW_COST)) return 'collect';
  const probe = q.probe ?? probeFromEstimate(q);
  // No probe, or one that saw the whole catalogue, which the walk then reads in a few hundred entries.
  if (!probe || probe.walked < PROBE_WALK) return 'walk';
  const size = Math.max(q.catalogueSize ?? 0, probe.walked);
  const need = Math.max(RANK_WINDOW, q.offset + q.limit);
  const rows = Math.max(RESULT_CAP + 1, q.offset + q.limit);
  const rate = probe.hits / probe.walked;
  const textMatches = (probe.textHits / probe.walked) * size;
  const forPage = rate > 0 ? need / rate : Infinity;
  if (forPage > PAGE_WALK) {
    if (textMatches <= FEW_TEXT_MATCHES) return 'few';
    const c = q.collection;
    if (forPage > 2 * PAGE_WALK && (c?.categories?.length || c?.kinds?.length)) return 'collect';
    return 'walk';
  }
  const forCount = rows / rate;
  // Reading text matches until `rows` of them pass the filters (the filters' pass rate among them
  // as the probe saw it), after the bitmaps of the rarest word's products in the eighths of the
  // full-text index read until then (TEXT_SHARDS: about rows / (matches / 8) of them).
  const shardsRead = Math.min(TEXT_SHARDS, Math.ceil((rows * TEXT_SHARDS) / Math.max(1, rate * size)));
  const indexCount =
    POSTING_COST * (q.estimate ?? textMatches) * (shardsRead / TEXT_SHARDS) + HEAP_ROW_COST * Math.min(textMatches, (rows * probe.textHits) / probe.hits);
  const signed = signatureWalkPays(q);
  const walkCount = signed ? SIGNATURE_ENTRY_COST * (forCount - forPage) + LOOKUP_COST * (rows - need) : forCount - forPage;
  return forCount <= countWalkLength(signed) && walkCount <= indexCount ? 'walk' : 'walk-page';
}

/**
 * Products, of those the walk meets, up to which it walks the signatures: every product whose
 * signature passes is looked up by key (about 8 walked entries' worth), so when most do ('tshirt': 30 %
 * of the catalogue) the walk tests the search vectors on the wider index instead.
 */
const SIGNATURE_WALK_RATE = 0.15;

/** Whether the walk tests signatures (signatureWalk) rather than every product's words (wideWalk). */
export function signatureWalkPays(q: ListingQuery): boolean {
  if (exactWalk(q)) return true;
  if (!q.signature?.length) return false;
  const probe = q.probe ?? probeFromEstimate(q);
  if (!probe || probe.walked <= 0) return true;
  // Collection filters are tested after the lookup, so their products are all looked up.
  return (lookedUpFilters(q) ? probe.textHits : probe.hits) / probe.walked <= SIGNATURE_WALK_RATE;
}

/** A collection's categories, kinds or tag: tested after a walk's lookup (onLookedUp). */
const lookedUpFilters = (q: ListingQuery) => Boolean(q.collection?.categories?.length || q.collection?.kinds?.length || q.collection?.tag);

/**
 * Whether the walk tests the words' exact bits on its entries and looks nothing up: every word is
 * one of the shop's product words (exactWords) and every filter is on the signature index.
 */
export const exactWalk = (q: ListingQuery) => Boolean(q.exact?.length) && !lookedUpFilters(q);

/**
 * One word and no filter: its products (the search words' document counts) are the matches, so the
 * probe would only confirm the rate the estimate gives. Null when the walk's head must be looked at.
 */
function probeFromEstimate(q: ListingQuery): WalkProbe | null {
  const size = q.catalogueSize ?? -1;
  const c = q.collection;
  const filtered =
    (c && Object.values(c).some((v) => v !== undefined && v !== false)) ||
    (q.minPricePaise ?? 0) > 0 || q.maxPricePaise !== undefined || (q.minRating ?? 0) > 0 || (q.minDiscount ?? 0) > 0;
  if (filtered || !q.tsQuery || q.tsQuery.includes('&') || q.estimate == null || size <= PROBE_WALK) return null;
  const hits = Math.round((Math.min(q.estimate, size) / size) * PROBE_WALK);
  return { walked: PROBE_WALK, textHits: hits, hits };
}

/**
 * The probe's statement, or null when the plan does not depend on it (not a relevance search,
 * words that look narrow, which collect anyway, or one word without filters: probeFromEstimate).
 */
export function probeSql(q: ListingQuery): { sql: string; params: unknown[] } | null {
  if (q.probe || !q.tsQuery || q.sort !== 'RELEVANCE' || !isBroad(q, RANK_WINDOW, RELEVANCE_WALK_ROW_COST)) return null;
  if (probeFromEstimate(q)) return null;
  // Every word has signature bits and every filter is on product_search_signature_idx: the probe tests
  // the signatures there, at about a fifth of the cost an entry. It then also counts the few products
  // whose signature holds the bits without the words (a few per cent of the others): it only
  // estimates, to choose a plan, and every plan answers the same.
  if (q.signature && q.signature.length === q.tsQuery.split(' & ').length) {
    const { where: filters, params, p } = listingConditions({ ...q, tsQuery: null });
    const test = signatureTest(q.signature, p);
    if (test && !filters.some(onLookedUp)) {
      const onEntry = filters.map((c) => c.replace(/\bp\./g, 'w.')).join(' AND ');
      return {
        sql: `SELECT count(*)::int AS walked, count(*) FILTER (WHERE w.text)::int AS "textHits",
                 count(*) FILTER (WHERE w.text AND ${onEntry})::int AS hits
          FROM (SELECT w.*, ${test} AS text
                FROM (SELECT ${SIGNATURE_WALK_COLUMNS} FROM product_search ORDER BY popularity DESC, id LIMIT ${PROBE_WALK}) w OFFSET 0) w`,
        params,
      };
    }
  }
  const { where, tsq, params } = listingConditions(q);
  const once = `(SELECT ${tsq})`;
  const rest = where
    .filter((c) => !c.includes(tsq))
    .map((c) => c.replace(/\bp\./g, 'w.'))
    .join(' AND ');
  // The words are tested once per product; a product too large for the index (NULL columns) counts as
  // no match. The columns of product_search_walk_idx only, so that it is an index-only scan of it.
  return {
    sql: `SELECT count(*)::int AS walked, count(*) FILTER (WHERE w.text)::int AS "textHits",
             count(*) FILTER (WHERE w.text AND ${rest})::int AS hits
      FROM (SELECT w.*, w.search_vector @@ ${once} AS text
            FROM (SELECT ${WALK_COLUMNS} FROM product_search ORDER BY popularity DESC, id LIMIT ${PROBE_WALK}) w OFFSET 0) w`,
    params,
  };
}

/** The columns of product_search_walk_idx. */
const WALK_COLUMNS = 'id, popularity, price_paise, offer_percent, rating_avg, is_best_seller, archived_at, category, kind, tags, search_vector';

/** The query with its probe (when its plan depends on one). */
export async function probeListing(em: EntityManager, q: ListingQuery): Promise<ListingQuery> {
  const probe = probeSql(q);
  if (!probe) return q;
  const [row] = await preparedRows<WalkProbe>(em, probe.sql, probe.params);
  return { ...q, probe: row };
}

/**
 * The signature test of a walk entry `w` (its columns sig0..sig3), or null when the words give none.
 * Words with one form are merged into one mask; a word with several is an OR of theirs.
 */
function signatureTest(groups: string[][][] | null | undefined, p: (v: unknown) => string): string | null {
  if (!groups?.length) return null;
  const holds = (mask: bigint[]) =>
    mask
      .flatMap((bits, i) => {
        if (bits === 0n) return [];
        const m = `${p(bits.toString())}::bigint`;
        return [`(w.sig${i} & ${m}) = ${m}`];
      })
      .join(' AND ');
  const all = [0n, 0n, 0n, 0n];
  const either: string[] = [];
  for (const forms of groups) {
    const unique = [...new Set(forms.map((f) => f.join(',')))].map((f) => f.split(',').map(BigInt));
    if (unique.length === 1) unique[0].forEach((bits, i) => (all[i] |= bits));
    else either.push(`(${unique.map((f) => `(${holds(f)})`).join(' OR ')})`);
  }
  const tests = [...(all.some((b) => b !== 0n) ? [holds(all)] : []), ...either];
  return tests.length ? tests.join(' AND ') : null;
}

/** The columns of product_search_signature_idx: a walk that reads only these is an index-only scan of it. */
const SIGNATURE_WALK_COLUMNS = 'id, popularity, price_paise, offer_percent, rating_avg, is_best_seller, archived_at, sig0, sig1, sig2, sig3, exact';

/** Conditions on the columns product_search_signature_idx lacks (a collection's categories, kinds or tag). */
const onLookedUp = (c: string) => /\bp\.(category|kind|tags)\b/.test(c);

/**
 * The walk over product_search_signature_idx in popularity order (`w`), as FROM and WHERE: each entry
 * tested against the filters it carries and the words' signature; an entry that passes is looked up
 * by key in product_search_walk_idx (`v`: an index-only lookup among the entries the walk passes) for
 * the collection filters and the words themselves. A product whose search columns were too large for
 * the index (NULL in product_search, with the signature of its whole vector) is tested against its
 * product row, found by id: the conditions are the subquery's value, not its WHERE, so that planning
 * it weighs no other index of `product` (0.2-0.5 ms of a walk's planning at 1,000,000 products).
 * `from` narrows the walk (a WHERE on product_search), `products` bounds it.
 */
function signatureWalk(conditions: string[], tsq: string, signature: string | null, from: string, products: number) {
  const once = `(SELECT ${tsq})`;
  const onEntry = [
    ...conditions.filter((c) => !c.includes(tsq) && !onLookedUp(c)).map((c) => c.replace(/\bp\./g, 'w.')),
    ...(signature ? [signature] : []),
  ];
  const onWalk = [...conditions.filter((c) => !c.includes(tsq) && onLookedUp(c)), ...conditions.filter((c) => c.includes(tsq))]
    .map((c) => c.replace(/\bp\./g, 'v.').split(tsq).join(once))
    .join(' AND ');
  const onProduct = conditions.map((c) => c.split(tsq).join(once)).join(' AND ');
  return {
    from: `(SELECT ${SIGNATURE_WALK_COLUMNS} FROM product_search ${from} ORDER BY popularity DESC, id LIMIT ${products}) w
       CROSS JOIN LATERAL (SELECT s.category, s.kind, s.tags, s.search_vector FROM product_search s
                           WHERE s.popularity = w.popularity AND s.id = w.id) v`,
    onEntry: onEntry.join(' AND '),
    test: `CASE WHEN v.search_vector IS NULL
                  THEN coalesce((SELECT ${onProduct} FROM product p WHERE p.id = w.id), false)
                  ELSE ${onWalk || 'true'} END`,
  };
}

/**
 * The walk that tests every product's words on product_search_walk_idx (entries with the search
 * vector and every filter), the cheap comparisons first: for words most products match, where the
 * signature walk would look up nearly every product it passes.
 */
function wideWalk(conditions: string[], tsq: string, from: string, products: number, matches: string): string {
  const once = `(SELECT ${tsq})`;
  const ordered = [...conditions.filter((c) => !c.includes(tsq)), ...conditions.filter((c) => c.includes(tsq))];
  const onWalk = ordered.map((c) => c.replace(/\bp\./g, 'w.').split(tsq).join(once)).join(' AND ');
  const onProduct = ordered.map((c) => c.split(tsq).join(once)).join(' AND ');
  return `SELECT w.id, w.popularity, w.search_vector
       FROM (SELECT ${WALK_COLUMNS} FROM product_search ${from} ORDER BY popularity DESC, id LIMIT ${products}) w
       WHERE CASE WHEN w.search_vector IS NULL
                  THEN coalesce((SELECT ${onProduct} FROM product p WHERE p.id = w.id), false)
                  ELSE ${onWalk} END
       LIMIT ${matches}`;
}

/**
 * The test of the words' exact bits on a walk entry `w` (exactWords: a bit of each word's mask).
 */
function exactTest(words: string[], p: (v: unknown) => string): string {
  return words.map((mask) => `(w.exact & ${p(mask)}::bigint) <> 0`).join(' AND ');
}

/**
 * The walk over product_search_signature_idx when the words' exact bits decide (exactWalk): every
 * condition is on the entry, so it is an index-only scan that looks nothing up, also for a product
 * whose search columns were too large for the index (its bits come from its whole vector). Its
 * matches carry no search vector: the page's ranking looks up the few it ranks (listingSql).
 */
function exactStretch(conditions: string[], tsq: string, exact: string, from: string, products: number, matches: string): string {
  // The words first: they pass the fewest entries ('tshirt': a third), and the filters are tested in the order written.
  const onEntry = [exact, ...conditions.filter((c) => !c.includes(tsq)).map((c) => c.replace(/\bp\./g, 'w.'))].join(' AND ');
  return `SELECT w.id, w.popularity, NULL::tsvector AS search_vector
       FROM (SELECT ${SIGNATURE_WALK_COLUMNS} FROM product_search ${from} ORDER BY popularity DESC, id LIMIT ${products}) w
       WHERE ${onEntry}
       LIMIT ${matches}`;
}

/**
 * How many entries of product_search_signature_idx a sorted search (price, newest, …) of one product
 * word without filters walks for its capped count, or null when it counts from `product` as before. The
 * word's products (its document count) say how far RESULT_CAP + 1 of them lie: a third of the catalogue
 * for 'tshirt', a twelfth for 'hoodie', whose count then reads about 13,000 index entries (about 150
 * pages) instead of 13,000 rows of `product` (1,650 pages, mostly outside PostgreSQL's buffers). The walk
 * goes three times as far as that, at most SIGNATURE_COUNT_WALK; a word rarer than that counts from
 * `product`, and so does a walk that ends short of the cap before the catalogue's end (listingSql).
 */
function exactCountWalk(q: ListingQuery, conditions: string[], tsq: string): number | null {
  const size = q.catalogueSize ?? -1;
  const words = q.exact?.length ?? 0;
  // Only archived and the words: a filter would make the word's document count overstate the matches.
  const filtered = conditions.filter((c) => !c.includes(tsq)).length > 1;
  if (words !== 1 || !exactWalk(q) || filtered || size <= 0 || !q.estimate || q.estimate <= 0) return null;
  const entries = Math.ceil((3 * (RESULT_CAP + 1) * size) / q.estimate);
  return entries <= SIGNATURE_COUNT_WALK ? entries : null;
}

/**
 * The relevance walk over product_search, as CTEs: products in order of popularity, stopping at
 * `rows` matches, over the signatures when `signature` is given (signatureWalk), else over every
 * product's words (wideWalk). `walk1` tests the first PAGE_WALK products; `walk2` about COUNT_WALK
 * (SIGNATURE_COUNT_WALK) - PAGE_WALK more, only when `walk1` found the page (`need` matches) but not
 * all `rows`. `walked.hits` counts both. Fewer than `rows` matches are all of them when the walk saw
 * the whole catalogue (`whole1`, `whole2`: read only when needed, as it costs a walk without tests,
 * and taken as false for a catalogue the planner counts at over twice that length, which at worst
 * sends the listing down its exact fallback).
 */
function relevanceWalk(
  conditions: string[], tsq: string, signature: string | null, rows: string, need: string, catalogueSize: number, countWalk = true,
  exact: string | null = null,
): string {
  const stretch = (from: string, products: number, matches: string) => {
    if (exact) return exactStretch(conditions, tsq, exact, from, products, matches);
    if (!signature) return wideWalk(conditions, tsq, from, products, matches);
    const walk = signatureWalk(conditions, tsq, signature, from, products);
    return `SELECT w.id, w.popularity, v.search_vector
       FROM ${walk.from}
       WHERE ${walk.onEntry} AND ${walk.test}
       LIMIT ${matches}`;
  };
  // walk2 starts after walk1's last match (the products between it and walk1's end are tested again).
  const after = `WHERE popularity <= (SELECT popularity FROM last1)
                   AND (popularity < (SELECT popularity FROM last1) OR id > (SELECT id FROM last1))`;
  const total = countWalkLength(signature !== null || exact !== null);
  const more = total - PAGE_WALK;
  const small = catalogueSize > 2 * total;
  const whole1 = `whole1 AS (SELECT ${small ? 'false' : `NOT EXISTS (SELECT 1 FROM product_search OFFSET ${PAGE_WALK})`} AS yes)`;
  if (!countWalk) {
    return `walk1 AS MATERIALIZED (${stretch('', PAGE_WALK, rows)}),
     walk AS (SELECT * FROM walk1),
     walked AS (SELECT (SELECT count(*) FROM walk1) AS first, (SELECT count(*) FROM walk1) AS hits),
     ${whole1} `;
  }
  return `walk1 AS MATERIALIZED (${stretch('', PAGE_WALK, rows)}),
     last1 AS (SELECT popularity, id FROM walk1 ORDER BY popularity, id DESC LIMIT 1),
     walk2 AS MATERIALIZED (${stretch(after, more, `${rows} - (SELECT count(*) FROM walk1)`)}),
     walk AS MATERIALIZED (
       SELECT * FROM walk1
       UNION ALL
       SELECT * FROM walk2 WHERE (SELECT count(*) FROM walk1) BETWEEN ${need} AND ${rows} - 1
     ),
     walked AS (SELECT (SELECT count(*) FROM walk1) AS first, (SELECT count(*) FROM walk) AS hits),
     ${whole1},
     whole2 AS (SELECT ${small ? 'false' : `NOT EXISTS (SELECT 1 FROM product_search ${after} OFFSET ${more})`} AS yes) `;
}

/** The WHERE conditions of a listing (over `product p`), its tsquery expression and its parameters. */
function listingConditions(q: ListingQuery) {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  // Archived products have left the storefront.
  const where: string[] = ['p.archived_at IS NULL'];
  let tsq = '';
  // The leading conditions product_text_collection_idx answers in one scan: archived, the words, and
  // a collection's categories or kinds.
  let textIndexed = 2;
  if (q.tsQuery) {
    tsq = `to_tsquery('english', ${p(q.tsQuery)}::text)`;
    where.push(`p.search_vector @@ ${tsq}`);
  }
  const c = q.collection;
  if (c) {
    const either: string[] = [];
    if (c.categories?.length) either.push(`p.category = ANY(${p(c.categories)}::text[])`);
    if (c.kinds?.length) either.push(`p.kind = ANY(${p(c.kinds)}::text[])`);
    if (either.length) where.push(either.length > 1 ? `(${either.join(' OR ')})` : either[0]);
    if (either.length && q.tsQuery) textIndexed = 3;
    if (c.minOffer !== undefined) where.push(`p.offer_percent >= ${p(c.minOffer)}::int`);
    if (c.maxPricePaise !== undefined) where.push(`p.price_paise <= ${p(c.maxPricePaise)}::int`);
    if (c.bestSeller) where.push('p.is_best_seller');
    if (c.tag) where.push(`p.tags @> ARRAY[${p(c.tag)}::text]`);
  }
  if (q.minPricePaise !== undefined && q.minPricePaise > 0) where.push(`p.price_paise >= ${p(q.minPricePaise)}::int`);
  if (q.maxPricePaise !== undefined) where.push(`p.price_paise <= ${p(q.maxPricePaise)}::int`);
  if (q.minRating !== undefined && q.minRating > 0) where.push(`p.rating_avg >= ${p(q.minRating)}::real`);
  if (q.minDiscount !== undefined && q.minDiscount > 0) where.push(`p.offer_percent >= ${p(q.minDiscount)}::int`);
  return { where, tsq, params, p, textIndexed };
}

/**
 * One statement, two independent parts: the page of ids (in the requested order) and the number
 * of matches, counted up to RESULT_CAP + 1. Full rows are loaded afterwards by primary key. A walk
 * that falls short of its page answers null for both; the listing is then asked again with
 * `collect` (runListing, runListingPage).
 */
export function listingSql(q: ListingQuery): { sql: string; params: unknown[] } {
  const { where, tsq, params, p, textIndexed } = listingConditions(q);
  const filter = `WHERE ${where.join(' AND ')}`;
  const limit = p(q.limit);
  const offset = p(q.offset);
  const count = (source: string) => `(SELECT count(*) FROM (SELECT 1 FROM ${source} LIMIT ${RESULT_CAP + 1}) counted)::int`;
  const matches = `product p ${filter}`;

  if (!q.tsQuery) {
    const page = `SELECT p.id FROM ${matches} ORDER BY ${ORDER[q.sort]} LIMIT ${limit} OFFSET ${offset}`;
    return { sql: `SELECT ARRAY(${page}) AS ids, ${count(matches)} AS total`, params };
  }

  const relevance = q.sort === 'RELEVANCE';
  // Relevance walks product_search when the search looks broad (the collecting plan stays as its
  // fallback, a statement of its own), unless the walk's head showed that collecting is cheaper
  // (relevancePlan).
  const how = relevance ? (q.collect ? 'collect' : relevancePlan(q)) : null;
  const walk = how === 'walk' || how === 'walk-page';
  const broad = !walk && !relevance && isBroad(q, q.offset + q.limit);
  // Narrow: the matches once, from the full-text index, with the columns the orders use. On the
  // few-matches path the index alone chooses them (archived, the words and a collection's categories or
  // kinds: product_text_collection_idx) and the other filters test the collected rows, so the planner
  // cannot AND in the bitmap of a price range or rating.
  const few = how === 'few';
  // A walk's statement carries no collecting plan, which it seldom runs and which cost 0.5-1 ms of
  // planning on every walk at 1,000,000 products. A walk that falls short answers no total, and the
  // collecting statement follows (runListingPage).
  const cte = broad || walk
    ? ''
    : `WITH m AS MATERIALIZED (
         SELECT p.id, p.popularity, p.price_paise, p.created_at, p.offer_percent, p.rating_avg, p.rating_count${
           few ? ', p.category, p.kind, p.tags, p.is_best_seller, p.search_vector' : ''
         }
         FROM ${few ? `product p WHERE ${where.slice(0, textIndexed).join(' AND ')}` : matches}
       ) `;
  const source = broad ? matches : few && where.length > textIndexed ? `(SELECT * FROM m p WHERE ${where.slice(textIndexed).join(' AND ')}) p` : 'm p';
  if (!relevance) {
    const page = `SELECT p.id FROM ${source} ORDER BY ${ORDER[q.sort]} LIMIT ${limit} OFFSET ${offset}`;
    const walk = broad ? exactCountWalk(q, where, tsq) : null;
    const total = walk === null
      ? count(source)
      : `(SELECT CASE WHEN c.n > ${RESULT_CAP} OR NOT EXISTS (SELECT 1 FROM product_search OFFSET ${walk}) THEN c.n ELSE ${count(source)} END
          FROM (SELECT count(*)::int AS n FROM (${exactStretch(where, tsq, exactTest(q.exact ?? [], p), '', walk, String(RESULT_CAP + 1))}) w) c)`;
    return { sql: `${cte}SELECT ARRAY(${page}) AS ids, ${total} AS total`, params };
  }
  const rest = p(Math.max(q.offset + q.limit - RANK_WINDOW, 0));
  if (!walk) {
    // Few matches were collected with their search vectors, which rank them without reading their rows again.
    const ranked = broad || few
      ? `SELECT t.id, 0 AS part, ts_rank(t.search_vector, ${tsq}) AS rank, t.popularity
         FROM (SELECT p.id, p.popularity, p.search_vector FROM ${broad ? matches : source} ORDER BY p.popularity DESC, p.id LIMIT ${RANK_WINDOW}) t`
      : `SELECT t.id, 0 AS part, ts_rank(pr.search_vector, ${tsq}) AS rank, t.popularity
         FROM (SELECT p.id, p.popularity FROM ${source} ORDER BY p.popularity DESC, p.id LIMIT ${RANK_WINDOW}) t
         JOIN product pr ON pr.id = t.id`;
    const page = `
      SELECT id FROM (
        ${ranked}
        UNION ALL
        SELECT r.id, 1, 0, r.popularity
        FROM (SELECT p.id, p.popularity FROM ${source} ORDER BY p.popularity DESC, p.id OFFSET ${RANK_WINDOW} LIMIT ${rest}) r
      ) x
      ORDER BY part, rank DESC, popularity DESC, id
      LIMIT ${limit} OFFSET ${offset}`;
    return { sql: `${cte}SELECT ARRAY(${page}) AS ids, ${count(source)} AS total`, params };
  }

  // The same page from the walk's matches, which are the most popular ones in order.
  const walkPage = `
    SELECT id FROM (
      SELECT t.id, 0 AS part,
             ts_rank(coalesce(t.search_vector,
                              (SELECT s.search_vector FROM product_search s WHERE s.popularity = t.popularity AND s.id = t.id),
                              (SELECT pr.search_vector FROM product pr WHERE pr.id = t.id)), ${tsq}) AS rank,
             t.popularity
      FROM (SELECT * FROM walk ORDER BY popularity DESC, id LIMIT ${RANK_WINDOW}) t
      UNION ALL
      SELECT r.id, 1, 0, r.popularity
      FROM (SELECT id, popularity FROM walk ORDER BY popularity DESC, id OFFSET ${RANK_WINDOW} LIMIT ${rest}) r
    ) x
    ORDER BY part, rank DESC, popularity DESC, id
    LIMIT ${limit} OFFSET ${offset}`;
  // The walk stops once it holds both the page and the capped count, or only the page when the
  // full-text index counts (walk-page).
  const countWalk = how === 'walk';
  const exactly = exactWalk(q);
  const need = p(Math.max(RANK_WINDOW, q.offset + q.limit));
  const walkRows = countWalk ? p(Math.max(RESULT_CAP + 1, q.offset + q.limit)) : `${need}::int`;
  // A walk that saw the whole catalogue holds every match; one that found the page but not the
  // capped count leaves the count to the full-text index; one that did not find the page answers
  // null ids and total, and runListingPage collects instead.
  const enough = `((SELECT first FROM walked) >= ${need}::int OR (SELECT yes FROM whole1))`;
  // The walk-page count reads text matches from the full-text index alone until RESULT_CAP + 1 pass
  // the filters. The words as a subquery keep the planner from the seq scan it would pick for the
  // limit ('madhubni' + price: 6,300 pages of `product` for 1,001 matches), and the filters as one
  // IS TRUE test keep it from ANDing in the bitmap of a price range (594,161 products).
  // It reads the full-text index an eighth at a time (textShard), and stops at the eighth where the
  // count reaches RESULT_CAP + 1: a bitmap is built whole before its first row is read.
  const indexed = `(${Array.from(
    { length: TEXT_SHARDS },
    (_, k) =>
      `SELECT 1 FROM product p WHERE ${textShard(k)} AND ${where[0]} AND p.search_vector @@ (SELECT ${tsq})${
        where.length > 2 ? ` AND (${where.slice(2).join(' AND ')}) IS TRUE` : ''
      }`,
  ).join(' UNION ALL ')}) shards`;
  const counted = countWalk
    ? `((SELECT hits FROM walked) > ${RESULT_CAP} OR CASE WHEN (SELECT first FROM walked) >= ${need}::int
                      THEN (SELECT yes FROM whole2) ELSE (SELECT yes FROM whole1) END)`
    : `((SELECT first FROM walked) < ${need}::int AND (SELECT yes FROM whole1))`;
  return {
    sql: `WITH ${relevanceWalk(
      where, tsq, !exactly && signatureWalkPays(q) ? signatureTest(q.signature, p) : null, walkRows, `${need}::int`, q.catalogueSize ?? -1,
      countWalk, exactly ? exactTest(q.exact ?? [], p) : null,
    )}
      SELECT CASE WHEN ${enough} THEN ARRAY(${walkPage}) END AS ids,
             CASE WHEN ${counted} THEN (SELECT least(hits, ${RESULT_CAP + 1}) FROM walked)::int
                  WHEN ${enough} THEN ${count(countWalk ? matches : indexed)} END AS total`,
    params,
  };
}

export interface ListingPage {
  ids: string[];
  /** Matches, counted up to RESULT_CAP. */
  total: number;
  /** More than RESULT_CAP products match. */
  capped: boolean;
}

/**
 * Runs a listing's statement; when it was a walk that fell short of its page (it answers no total:
 * listingSql), runs the collecting statement instead. `total` reads the total from an answer.
 */
async function collectingWhenShort<T>(q: ListingQuery, run: (q: ListingQuery) => Promise<T>, total: (answer: T) => number | null | undefined): Promise<T> {
  const answer = await run(q);
  return total(answer) === null ? run({ ...q, collect: true }) : answer;
}

export async function runListing(em: EntityManager, q: ListingQuery): Promise<ListingPage> {
  const row = await collectingWhenShort(
    await probeListing(em, q),
    async (query) => {
      const { sql, params } = listingSql(query);
      const [answer]: { ids: string[] | null; total: number | null }[] = await em.query(sql, params);
      return answer;
    },
    (answer) => answer.total,
  );
  return { ids: row.ids ?? [], total: Math.min(row.total ?? 0, RESULT_CAP), capped: (row.total ?? 0) > RESULT_CAP };
}

/**
 * The listing and its products' rows in one statement (one round trip instead of two): the page of
 * ids from listingSql, then each product by primary key, in the page's order. Without matches it
 * answers one row whose product columns are null, which still carries the total. The total is the
 * last column, so runListingPage can drop it from each row in place (removing an object's newest
 * property keeps its fast shape; copying every row without it was a second object per product).
 */
export function listingPageSql(q: ListingQuery, columns?: ReadonlySet<ProductColumn> | null): { sql: string; params: unknown[] } {
  const { sql, params } = listingSql(q);
  return {
    sql: `WITH listing AS (${sql})
      SELECT ${productColumns(columns)}, l.total AS "listingTotal"
      FROM listing l
      LEFT JOIN LATERAL unnest(l.ids) WITH ORDINALITY AS page(id, ord) ON true
      LEFT JOIN product p ON p.id = page.id
      ORDER BY page.ord`,
    params,
  };
}

/** The page and its total; `columns` as in productColumns (every column without it). */
export async function runListingPage(
  em: EntityManager,
  q: ListingQuery,
  columns?: ReadonlySet<ProductColumn> | null,
): Promise<{ items: ProductRow[]; total: number; capped: boolean }> {
  const rows = await collectingWhenShort(
    await probeListing(em, q),
    (query) => {
      const { sql, params } = listingPageSql(query, columns);
      return preparedRows<ProductRow & { listingTotal?: number | null }>(em, sql, params);
    },
    (answer) => answer[0]?.listingTotal,
  );
  const total = rows[0]?.listingTotal ?? 0;
  const items: ProductRow[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    delete row.listingTotal;
    items.push(row);
  }
  return { items, total: Math.min(total, RESULT_CAP), capped: total > RESULT_CAP };
}

/** The parts of a listing request the planner reads (ProductSearchInput, validated). */
export interface ListingRequest {
  search?: string | null;
  category?: string | null;
  minPricePaise?: number | null;
  maxPricePaise?: number | null;
  minRating?: number | null;
  minDiscount?: number | null;
  sort?: ProductSort | null;
  limit: number;
  offset: number;
}

export interface ListingPlan {
  /** Null when the category names no collection: the listing is empty. */
  query: ListingQuery | null;
  collection: Collection | null;
  /** The search as corrected for typos, when a word was corrected. */
  correctedSearch: string | null;
}

/** Turns a request and its word expansions into the listing query: the collection, the order, the bounds. */
export function planListing(req: ListingRequest, expanded: Expansions): ListingPlan {
  const expansions = expanded.words;
  const correctedSearch = expansions.some((e) => e.alternatives.length > 0)
    ? expansions.map((e) => e.alternatives[0] ?? e.word).join(' ')
    : null;
  let collection: Collection | null = null;
  if (req.category != null && req.category.trim() !== '') {
    collection = resolveCollection(req.category);
    if (!collection) return { query: null, collection: null, correctedSearch };
  }
  const sort: ProductSort = req.sort ?? (expansions.length === 0 && collection?.defaultSort ? collection.defaultSort : 'RELEVANCE');
  return {
    collection,
    correctedSearch,
    query: {
      tsQuery: tsQueryText(expansions),
      signature: signatureGroups(expansions),
      exact: exactWords(expansions),
      estimate: expanded.estimate,
      catalogueSize: expanded.catalogueSize,
      collection: collection?.filter,
      minPricePaise: req.minPricePaise ?? undefined,
      maxPricePaise: req.maxPricePaise ?? undefined,
      minRating: req.minRating ?? undefined,
      minDiscount: req.minDiscount ?? undefined,
      sort,
      limit: req.limit,
      offset: req.offset,
    },
  };
}
