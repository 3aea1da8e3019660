import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { DAY_MS, spanishDay } from '../../lib/dates.ts';
import { communications } from '../../modules/communications/communications.table.ts';
import { guides } from '../../modules/guides/guides.table.ts';
import { internshipChangeRequests } from '../../modules/internship-requests/internship-requests.table.ts';
import { internships } from '../../modules/internships/internships.table.ts';
import { programmeAdhesions } from '../../modules/programmes/programmes.table.ts';
import { buildCandidate } from '../builders.ts';
import { buildEvent, enrol } from '../build-events.ts';
import { buildProgramme } from '../offer-builders.ts';
import { internshipFactories } from './companies-internships.ts';
import { setPerson, tag } from './people.ts';

/**
 * The factories of back-office specs (e2e/staff): the companies' internship requests as the
 * companies' specs build them, answered with the trade name the staff's lists search by, and the
 * careers office's own content a manager edits.
 */

const staffContentInput = z.object({
  /** A word of the test's own, in the workshop's address. */
  palabra: z.string().regex(/^[a-z0-9]+$/),
  taller: z.string().min(1),
  guia: z.string().min(1),
  comunicacion: z.string().min(1),
  programa: z.string().min(1),
  /** The two candidates enrolled in the workshop and asking to join the programme. */
  asistentes: z
    .array(z.object({ nombre: z.string().min(1), apellidos: z.string().min(1) }))
    .length(2),
});

async function tradeName(db: Db, companyId: number) {
  const [row] = await db
    .select({ nombreComercial: companies.nombreComercial })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) {
    throw new Error(`company ${String(companyId)} not built`);
  }
  return row.nombreComercial;
}

export const staffAFactories = {
  /**
   * A company with three internships, Marta Soler Vidal's (titled `titulo`) with an extension
   * request pending the careers office.
   */
  async empresaConAmpliacion(db: Db, raw: unknown) {
    const input = z.object({ titulo: z.string().min(1) }).parse(raw);
    const company = await internshipFactories.empresaCambios(db);
    const [request] = await db
      .select({ internshipId: internshipChangeRequests.internshipId })
      .from(internshipChangeRequests)
      .where(eq(internshipChangeRequests.companyId, company.id));
    if (!request) {
      throw new Error('extension request not built');
    }
    await db
      .update(internships)
      .set({ titulo: input.titulo })
      .where(eq(internships.id, request.internshipId));
    return { ...company, nombreComercial: await tradeName(db, company.id), titulo: input.titulo };
  },

  /**
   * An education centre with requests in every state, Sara Medina Cortés's pending the careers
   * office.
   */
  async centroConSolicitudPendiente(db: Db) {
    const centre = await internshipFactories.centroConSolicitudes(db);
    return { ...centre, nombreComercial: await tradeName(db, centre.id) };
  },

  /**
   * The careers office's content as a manager finds it: a past, non-public workshop (category
   * «Talleres», 30 places) with two candidates enrolled, a published guide, a communication for
   * candidates scheduled in 30 days, and an inactive programme (never listed to candidates) the
   * two candidates ask to join.
   */
  async contenidosGestion(db: Db, raw: unknown) {
    const input = staffContentInput.parse(raw);
    const now = Date.now();
    const asistentes: { id: number; email: string }[] = [];
    for (const person of input.asistentes) {
      const email = `asistente-${tag()}@e2e.es`;
      const user = await buildCandidate(db, { email, conEmpleo: true });
      await setPerson(db, user.id, person);
      asistentes.push({ id: user.id, email });
    }
    const ids = asistentes.map((a) => a.id);
    const workshop = await buildEvent(db, {
      slug: `taller-linkedin-${input.palabra}`,
      titulo: input.taller,
      entradilla: 'Cómo preparar el perfil y contactar con empresas.',
      descripcion: '<p>Taller práctico de dos horas: perfil, red y búsqueda de ofertas.</p>',
      fecha: new Date(now - 3 * DAY_MS),
      lugar: 'Aula 2.05, Edificio de Servicios',
      categoria: 'Talleres',
      categoriaSlug: 'talleres',
      publico: false,
      plazas: 30,
    });
    await enrol(db, workshop.id, ...ids);
    await db.insert(guides).values({
      titulo: input.guia,
      descripcion: '<p>Consejos para la <strong>entrevista en línea</strong>: conexión y luz.</p>',
      urlFichero: null,
      urlImagen: null,
      publicadaAt: new Date(now - 2 * DAY_MS),
    });
    await db.insert(communications).values({
      destinatarios: 'alumno',
      fechaDesde: spanishDay(new Date(now + 30 * DAY_MS)),
      fechaHasta: null,
      descripcion: input.comunicacion,
      enlace: null,
    });
    const programme = await buildProgramme(db, {
      titulo: input.programa,
      descripcion: '<p>Prácticas remuneradas en empresas tecnológicas para titulados.</p>',
      financiacion: 'Fondo Social Europeo',
      tiposEstudios: 'Grados de ingeniería e informática',
      meses: 6,
      activo: false,
    });
    await db
      .insert(programmeAdhesions)
      .values(ids.map((candidateId) => ({ programmeId: programme.id, candidateId })));
    return { eventoId: workshop.id, programaId: programme.id, asistentes };
  },
};
