import { sql, type SQLWrapper } from 'drizzle-orm';

/** Escapes LIKE's wildcards so a searched text matches only itself. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of the values that hold the text anywhere, wildcards in it taken literally. */
export const likeContaining = (text: string) => `%${likeEscape(text)}%`;

/** The words of a search box, blanks dropped. */
export const searchWords = (text: string | undefined) =>
  (text ?? '').split(/\s+/).filter((w) => w !== '');

/** The column (or expression) holds the word, ignoring case and accents. */
export const containsWord = (column: SQLWrapper, word: string) =>
  sql`lower(f_unaccent(${column})) like lower(f_unaccent(${likeContaining(word)}))`;
