import { communications } from '../../modules/communications/communications.table.ts';
import { eventEnrolments, events } from '../../modules/events/events.table.ts';
import { guides } from '../../modules/guides/guides.table.ts';
import { programmeAdhesions, programmes } from '../../modules/programmes/programmes.table.ts';
import type { Db } from '../client.ts';
import { currentPrivacyVersion, insertDemoCandidate } from './demo-builders.ts';
import { DAY_MS, spanishDay } from '../../lib/dates.ts';
import { dni, nss } from './ids.ts';

/**
 * What the careers office's content screens have to act on:
 * - asistente1@demo.es and asistente2@demo.es, enrolled in a past workshop (attendance to mark)
 *   and asking to join a programme of their own (adhesions to decide);
 * - a guide, a scheduled communication and that programme.
 */
export async function seedStaffContent(tx: Db, passwordHash: string, now: Date): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);
  const attendees: number[] = [];
  for (const [i, person] of [
    { email: 'asistente1@demo.es', nombre: 'Irene', apellidos: 'Bravo Nieto' },
    { email: 'asistente2@demo.es', nombre: 'Marcos', apellidos: 'Calvo Peña' },
  ].entries()) {
    attendees.push(
      await insertDemoCandidate(tx, passwordHash, {
        user: person,
        profile: {
          dni: dni(71234560 + i),
          nss: nss(28, 71234560 + i),
          telefono: `60088812${String(i)}`,
          fechaNacimiento: '2000-03-14',
          conPracticas: true,
          conEmpleo: true,
        },
        studies: [{ idTitulacion: 36, enCurso: true, fechaInicio: '2021-09-15' }],
        languages: [[1, 6]],
        privacyVersion,
      }),
    );
  }

  const [workshop] = await tx
    .insert(events)
    .values({
      slug: 'taller-linkedin-gestion-asistencia',
      titulo: 'Taller de LinkedIn para la búsqueda de empleo',
      entradilla: 'Cómo preparar el perfil y contactar con empresas.',
      descripcion:
        '<p>Taller práctico de dos horas sobre <strong>LinkedIn</strong>: perfil, red y búsqueda de ofertas.</p>',
      fecha: new Date(now.getTime() - 3 * DAY_MS),
      lugar: 'Aula 2.05, Edificio de Servicios',
      categoria: 'Talleres',
      categoriaSlug: 'talleres',
      publico: false,
      plazas: 30,
    })
    .returning({ id: events.id });
  if (workshop) {
    await tx
      .insert(eventEnrolments)
      .values(attendees.map((candidateId) => ({ eventId: workshop.id, candidateId })));
  }

  await tx.insert(guides).values({
    titulo: 'Guía para preparar la entrevista por vídeo',
    descripcion:
      '<p>Consejos para la <strong>entrevista en línea</strong>: conexión, luz, sonido y lenguaje no verbal.</p>',
    urlFichero: null,
    urlImagen: null,
    publicadaAt: new Date(now.getTime() - 2 * DAY_MS),
  });

  await tx.insert(communications).values({
    destinatarios: 'alumno',
    fechaDesde: spanishDay(new Date(now.getTime() + 30 * DAY_MS)),
    fechaHasta: null,
    descripcion: 'Jornada de puertas abiertas del Servicio de Empleo (programada).',
    enlace: null,
  });

  const [programme] = await tx
    .insert(programmes)
    .values({
      slug: 'programa-talento-digital-gestion',
      titulo: 'Programa Talento Digital',
      descripcion:
        '<p>Prácticas remuneradas en empresas tecnológicas para titulados recientes.</p>',
      financiacion: 'Fondo Social Europeo',
      tiposEstudios: 'Grados de ingeniería e informática',
      fechaInicio: spanishDay(new Date(now.getTime() - 30 * DAY_MS)),
      fechaFin: spanishDay(new Date(now.getTime() + 300 * DAY_MS)),
      meses: 6,
      dedicacion: 80,
      // Not listed among the active programmes, so candidate specs never see it.
      activo: false,
    })
    .returning({ id: programmes.id });
  if (programme) {
    await tx
      .insert(programmeAdhesions)
      .values(attendees.map((candidateId) => ({ programmeId: programme.id, candidateId })));
  }
}
