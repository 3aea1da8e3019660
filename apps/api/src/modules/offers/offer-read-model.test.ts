import type { OfferList } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app.ts';
import { openPostgres } from '../../db/postgres.ts';
import { companies, offers } from '../../db/schema.ts';
import { offerStates } from './offers.table.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { buildOffer } from '../../test/offer-builders.ts';
import { createTestApp, TEST_JWT_SECRET } from '../../test/test-app.ts';

/** How long a change may take to show in another process's lists and counts. */
const WITHIN_MS = 1000;

const t = await createTestApp();
/** The student whose lists and searches are read (both processes share the database). */
const student = await buildCandidate(t.ctx.db);
const staffUser = await buildStaff(t.ctx.db, 'gestor');

type Lists = (app: BuiltApp) => Promise<OfferList>;

/** Counts and list of one app, read as the student does (first page, facets, a contract type). */
const listsOf =
  (headers: Record<string, string>): Lists =>
  async (app) => {
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameOfertasUsuario/practicas',
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ datos: OfferList }>().datos;
  };

const contractCount = (list: OfferList, id: number) =>
  list.facetas?.contrato.find((c) => c.id === id)?.total ?? 0;

/** Creates, changes and closes an offer through `writer`; `reader` must follow within 1 s. */
async function followsWrites(writer: BuiltApp, reader: BuiltApp) {
  const headers = await t.authHeader(student.email);
  const lists = listsOf(headers);
  const before = await lists(reader);
  const { company } = await buildCompany(writer.ctx.db);

  // Created (straight in the writer's database pool, as any write path does).
  const offer = await buildOffer(writer.ctx.db, {
    companyId: company.id,
    titulo: 'Oferta vista por otro proceso',
    idTipoContrato: 7,
  });
  await expect
    .poll(
      async () => {
        const list = await lists(reader);
        return {
          listed: list.ofertas.some((o) => o.idOferta === offer.id),
          total: list.total,
          contract: contractCount(list, 7),
        };
      },
      { timeout: WITHIN_MS, interval: 25 },
    )
    .toEqual({ listed: true, total: before.total + 1, contract: contractCount(before, 7) + 1 });

  // Changed: another contract type moves its facet count.
  await writer.ctx.db.update(offers).set({ idTipoContrato: 8 }).where(eq(offers.id, offer.id));
  await expect
    .poll(async () => contractCount(await lists(reader), 7), { timeout: WITHIN_MS, interval: 25 })
    .toBe(contractCount(before, 7));

  // Closed by the careers office through the writer's API.
  const closed = await writer.app.inject({
    method: 'POST',
    url: '/api/Gestion/cerrarOferta',
    payload: { idOferta: offer.id },
    headers: await staffHeader(t, staffUser.email),
  });
  expect(closed.json<{ status: number }>().status).toBe(0);
  await expect
    .poll(
      async () => {
        const list = await lists(reader);
        return { listed: list.ofertas.some((o) => o.idOferta === offer.id), total: list.total };
      },
      { timeout: WITHIN_MS, interval: 25 },
    )
    .toEqual({ listed: false, total: before.total });
}

/** Ids found by a search in the reader's student list. */
const searchedIn = async (reader: BuiltApp, headers: Record<string, string>, text: string) => {
  const res = await reader.app.inject({
    method: 'GET',
    url: `/api/Alumno/dameOfertasUsuario/practicas?titulo=${encodeURIComponent(text)}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ datos: OfferList }>().datos.ofertas.map((o) => o.idOferta);
};

/**
 * The text index follows the same writes, offer by offer: a new title, a renamed company and a
 * closed offer show in (or leave) the reader's search results within 1 s.
 */
async function searchFollowsWrites(writer: BuiltApp, reader: BuiltApp) {
  // Searches below go through the reader's text index, not the database it answers from at start.
  await reader.ctx.offerReadModel.textIndexReady();
  const headers = await t.authHeader(student.email);
  const found = (text: string) =>
    expect.poll(() => searchedIn(reader, headers, text), { timeout: WITHIN_MS, interval: 25 });
  const { company } = await buildCompany(writer.ctx.db);
  const word = `criogenia${String(company.id)}`;
  const offer = await buildOffer(writer.ctx.db, {
    companyId: company.id,
    titulo: `Prácticas de ${word} aplicada`,
  });
  await found(word).toEqual([offer.id]);
  expect(reader.ctx.offerReadModel.hasText(offer.id)).toBe(true);
  // A typo and a prefix being typed find it too.
  await found(`criogenai${String(company.id)}`).toEqual([offer.id]);

  await writer.ctx.db
    .update(offers)
    .set({ titulo: `Prácticas de espeleología ${String(company.id)}` })
    .where(eq(offers.id, offer.id));
  await found(word).toEqual([]);
  await found(`espeleologia ${String(company.id)}`).toEqual([offer.id]);

  await writer.ctx.db
    .update(companies)
    .set({ nombreComercial: `Glaciares Boreales ${String(company.id)}` })
    .where(eq(companies.id, company.id));
  await found(`glaciares boreales ${String(company.id)}`).toEqual([offer.id]);

  await writer.ctx.db
    .update(offers)
    .set({ estado: offerStates.CLOSED })
    .where(eq(offers.id, offer.id));
  await found(`espeleologia ${String(company.id)}`).toEqual([]);
  expect(reader.ctx.offerReadModel.hasText(offer.id)).toBe(false);
}

/**
 * A second server process on the same PostgreSQL database: its own pool, LISTEN connection and
 * index. Its sessions carry `applicationName` when given. `close` may be called more than once.
 */
async function startOtherProcess(applicationName?: string) {
  const { connectionString } = t;
  if (!connectionString) {
    throw new Error('the PostgreSQL test database has no connection string');
  }
  const url = new URL(connectionString);
  if (applicationName !== undefined) {
    url.searchParams.set('application_name', applicationName);
  }
  const database = openPostgres(url.toString(), 3);
  const app = await buildApp({ env: t.ctx.env, database, jwtSecret: TEST_JWT_SECRET });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await app.app.close();
      await database.close();
    })());
  return { app, close };
}

describe('offer read model', () => {
  it('follows writes within 1 s in its own process (in-process events on PGlite)', async () => {
    await followsWrites(t, t);
    // The change reached the index by its event, without a request asking for it.
    const { company } = await buildCompany(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { companyId: company.id });
    await expect
      .poll(() => t.ctx.offerReadModel.index.has(offer.id), { timeout: WITHIN_MS, interval: 10 })
      .toBe(true);
  });

  it('keeps the text search current offer by offer (created, retitled, renamed, closed)', async () => {
    await searchFollowsWrites(t, t);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'shows an offer created, changed or closed through one process in another within 1 s',
    async () => {
      const second = await startOtherProcess();
      const other = second.app;
      try {
        await followsWrites(t, other);
        await followsWrites(other, t);
        await searchFollowsWrites(t, other);
        // NOTIFY, not a request, brought the other process's index up to date.
        const { company } = await buildCompany(t.ctx.db);
        const offer = await buildOffer(t.ctx.db, { companyId: company.id });
        await expect
          .poll(() => other.ctx.offerReadModel.index.has(offer.id), {
            timeout: WITHIN_MS,
            interval: 10,
          })
          .toBe(true);
      } finally {
        await second.close();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "closes every PostgreSQL session a process opened, the catch-up's own included",
    async () => {
      // The other process's sessions carry a name of their own, so this file's are not counted.
      const name = `portal-other-${String(process.pid)}`;
      const sessions = async () => {
        const [row] = await queryRows(
          t.ctx.db,
          sql`select count(*)::int as n from pg_stat_activity where application_name = ${name}`,
        );
        return Number(row?.n);
      };
      const other = await startOtherProcess(name);
      try {
        // A change written elsewhere makes the other process's next list catch up first.
        const { company } = await buildCompany(t.ctx.db);
        const offer = await buildOffer(t.ctx.db, { companyId: company.id });
        const lists = listsOf(await t.authHeader(student.email));
        await expect
          .poll(async () => (await lists(other.app)).ofertas.some((o) => o.idOferta === offer.id), {
            timeout: WITHIN_MS,
            interval: 10,
          })
          .toBe(true);
        // Its pool, its LISTEN session and the catch-up's own connection.
        expect(await sessions()).toBeGreaterThanOrEqual(3);
        await other.close();
        // Sooner than the pool's own idle timeout (10 s), which would end a forgotten session too.
        await expect.poll(sessions, { timeout: 5_000, interval: 50 }).toBe(0);
      } finally {
        await other.close();
      }
    },
  );
});
