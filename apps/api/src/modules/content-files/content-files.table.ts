import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * Images and files the careers office uploads for news, events, programmes and guides. `clave`
 * is the storage key (a random UUID and the extension): the unguessable part of the address.
 */
export const contentFiles = pgTable(
  'content_files',
  {
    id: serial('id').primaryKey(),
    clave: text('clave').notNull(),
    uso: text('uso', {
      enum: ['noticia', 'evento', 'programa', 'guia-imagen', 'guia-fichero'],
    }).notNull(),
    nombre: text('nombre').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Served without signing in (news, events, programmes). */
    publico: boolean('publico').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_files_clave_uq').on(t.clave),
    check('content_files_bytes_ck', sql`${t.bytes} > 0`),
    check(
      'content_files_uso_ck',
      sql`${t.uso} in ('noticia', 'evento', 'programa', 'guia-imagen', 'guia-fichero')`,
    ),
  ],
);

export type ContentFileRow = typeof contentFiles.$inferSelect;
