import { sql, type SQL } from 'drizzle-orm';

/** Escapes LIKE's wildcards so a searched word matches only itself. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a search box, blanks dropped. */
export const searchWords = (text: string | undefined) =>
  (text ?? '').split(/\s+/).filter((w) => w !== '');

/** The column holds the word, ignoring case and accents. */
export const containsWord = (column: SQL, word: string) =>
  sql`lower(f_unaccent(${column})) like lower(f_unaccent(${`%${likeEscape(word)}%`}))`;
