import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A tax id (CIF/NIF) as the database compares it: upper case, without spaces, dots or hyphens,
 * as `normalizeDocumentId` writes it, so 'b-1234567 8' and 'B12345678' are one company.
 */
export const taxIdKey = (column: SQLWrapper): SQL =>
  sql`upper(regexp_replace(${column}, '[[:space:].-]', '', 'g'))`;
