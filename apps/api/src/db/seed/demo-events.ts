import { events } from '../../modules/events/events.table.ts';
import type { Db } from '../client.ts';
import { currentPrivacyVersion, insertDemoCandidate } from './demo-builders.ts';
import { dni, nss } from './ids.ts';

/**
 * Events issue 15: a candidate for the events e2e spec (eventos@demo.es enrols, gets the
 * calendar file and cancels) and a workshop with two places, so a full event can be seen.
 */
export async function seedEventsAccount(tx: Db, passwordHash: string, now: Date) {
  const privacyVersion = await currentPrivacyVersion(tx);
  await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'eventos@demo.es', nombre: 'Teresa', apellidos: 'Molina Rey' },
    profile: {
      dni: dni(93456951),
      nss: nss(28, 93456951),
      telefono: '600555951',
      fechaNacimiento: '2001-09-03',
      conPracticas: true,
      conEmpleo: false,
    },
    studies: [
      {
        idTitulacion: 36,
        enCurso: true,
        creditosSuperados: '120',
        notaMedia: '7.40',
        fechaInicio: '2022-09-15',
      },
    ],
    languages: [[1, 7]],
    privacyVersion,
  });
  const day = new Date(now);
  day.setUTCDate(day.getUTCDate() + 21);
  day.setUTCHours(16, 0, 0, 0);
  await tx.insert(events).values({
    slug: 'taller-entrevista-en-ingles',
    titulo: 'Taller: entrevista de trabajo en inglés',
    entradilla: 'Grupo reducido para practicar entrevistas en inglés.',
    descripcion: '<p>Dos horas de práctica con una profesora nativa. Plazas muy limitadas.</p>',
    fecha: day,
    lugar: 'Centro de Idiomas, aula 3',
    categoria: 'Talleres',
    categoriaSlug: 'talleres',
    urlImagen: null,
    publico: false,
    plazas: 2,
  });
}
