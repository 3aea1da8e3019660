import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { offers } from '../offers/offers.table.ts';

/** Computer skills an offer asks for (ids of the programasInformaticos list). */
export const offerComputerSkills = pgTable(
  'offer_computer_skills',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    idProgramaInformatico: integer('id_programa_informatico').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.idProgramaInformatico] })],
);
