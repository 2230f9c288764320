/**
 * THE canonical form of an e-mail address, and of any other identifier a limit counts: Unicode NFKC
 * (full-width and compatibility letters become plain ones), surrounding white space removed, and ASCII
 * letters lower-cased. Nothing else is folded: a non-ASCII letter stays as it is, because lower-casing it
 * is not one thing (JavaScript turns `İ` into `i` + U+0307, PostgreSQL's lower() follows the database's
 * collation), and two programs that fold differently would let one account be reached under spellings
 * that each get their own budget of guesses.
 *
 * The database stores the same form beside each address (`email_canonical`, a generated column:
 * `lower(btrim(normalize(email, NFKC)) COLLATE "C")`, and the "C" collation lower-cases ASCII only), and
 * uniqueness, sign-in lookups, password resets and every rate-limit key use it. A lookup compares the
 * column with this function's answer exactly, so a key can never name more than one account.
 */
export function canonicalEmail(email: string): string {
  return email.normalize('NFKC').trim().replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** The SQL expression the `email_canonical` columns are generated with (see canonicalEmail). */
export const CANONICAL_EMAIL_SQL = (column: string) => `lower(btrim(normalize(${column}, NFKC)) COLLATE "C")`;
