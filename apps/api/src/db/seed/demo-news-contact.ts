import { contactMessages } from '../../modules/contact/contact.table.ts';
import { eventEnrolments, events } from '../../modules/events/events.table.ts';
import { newsItems } from '../../modules/news/news.table.ts';
import { and, eq } from 'drizzle-orm';
import { users } from '../schema.ts';
import type { Db } from '../client.ts';
import { currentPrivacyVersion, insertDemoCandidate } from './demo-builders.ts';
import { DAY_MS, spanishDay } from '../../lib/dates.ts';
import { nextDay } from '../../modules/event-reminders/event-reminders.service.ts';
import { dni, isoDay, nss } from './ids.ts';

/**
 * News, press room, contact and event reminders:
 * - published news and press items (and one draft, one scheduled) for /news and /press-room;
 * - a contact message in the careers office's inbox;
 * - recordatorio@demo.es, enrolled in an event held tomorrow, so the reminder job gives a
 *   notification and a mail on the first run.
 */
export async function seedNewsAndContact(tx: Db, passwordHash: string, now: Date): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);

  // The news are the administrator's (gestor@demo.es).
  const [staff] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, 'gestor@demo.es'), eq(users.role, 'gestor')));
  if (!staff) {
    throw new Error('demo administrator gestor@demo.es not found');
  }

  await tx.insert(newsItems).values([
    {
      tipo: 'noticia',
      titulo: 'Abierta la inscripción al Foro de Empleo 2027',
      entradilla:
        'Más de 80 empresas participarán en la próxima edición del Foro de Empleo de la universidad.',
      cuerpo:
        '<p>El Servicio de Empleo abre la inscripción para estudiantes y titulados en el <strong>Foro de Empleo 2027</strong>.</p><p>Habrá entrevistas rápidas, talleres de CV y presentaciones de empresa.</p><ul><li>Inscripción gratuita</li><li>Certificado de asistencia</li></ul>',
      fechaPublicacion: isoDay(now, -2),
      urlImagen: '/brand/evento-foro.svg',
      publicada: true,
      createdBy: staff.id,
    },
    {
      tipo: 'noticia',
      titulo: 'Nuevo programa de prácticas internacionales',
      entradilla:
        'La universidad amplía los convenios de prácticas con empresas de la Unión Europea.',
      cuerpo:
        '<p>Los estudiantes de último curso podrán solicitar prácticas de tres a seis meses en empresas de la Unión Europea.</p><p>Consulta los requisitos en el <a href="https://www.universidad-demo.es/movilidad">portal de movilidad</a>.</p>',
      fechaPublicacion: isoDay(now, -9),
      publicada: true,
      createdBy: staff.id,
    },
    {
      tipo: 'noticia',
      titulo: 'Horario de verano del Servicio de Empleo',
      entradilla: 'En julio y agosto atendemos de 9:00 a 14:00 y por correo electrónico.',
      cuerpo: '<p>Durante el verano la atención presencial será solo por las mañanas.</p>',
      fechaPublicacion: isoDay(now, -40),
      publicada: true,
      createdBy: staff.id,
    },
    {
      tipo: 'noticia',
      titulo: 'Borrador: jornada de puertas abiertas',
      entradilla: 'Texto en preparación.',
      cuerpo: '<p>Pendiente de confirmar la fecha.</p>',
      fechaPublicacion: isoDay(now, -1),
      publicada: false,
      createdBy: staff.id,
    },
    {
      tipo: 'noticia',
      titulo: 'Resultados del estudio de inserción laboral',
      entradilla: 'Publicaremos el informe anual la próxima semana.',
      cuerpo: '<p>Informe programado.</p>',
      fechaPublicacion: isoDay(now, 7),
      publicada: true,
      createdBy: staff.id,
    },
    {
      tipo: 'prensa',
      titulo: 'La universidad, entre las diez mejores en empleabilidad',
      entradilla:
        'Un ranking nacional sitúa a nuestros titulados entre los que antes encuentran empleo.',
      cuerpo:
        '<p>El informe destaca el papel de las prácticas en empresa y del Servicio de Empleo.</p>',
      fechaPublicacion: isoDay(now, -5),
      fuente: 'Diario de la Educación',
      enlaceExterno: 'https://prensa.example/universidad-empleabilidad',
      publicada: true,
      createdBy: staff.id,
    },
    {
      tipo: 'prensa',
      titulo: 'Entrevista a la directora del Servicio de Empleo',
      entradilla: '«Las prácticas son la puerta de entrada al primer empleo».',
      cuerpo:
        '<p>La directora repasa los retos de la inserción laboral de los jóvenes titulados.</p>',
      fechaPublicacion: isoDay(now, -20),
      fuente: 'Radio Campus',
      enlaceExterno: null,
      publicada: true,
      createdBy: staff.id,
    },
  ]);

  await tx.insert(contactMessages).values([
    {
      nombre: 'Alberto Serrano Vega',
      email: 'alberto.serrano@correo.example',
      perfil: 'empresa',
      asunto: 'Publicar ofertas de prácticas',
      mensaje:
        'Buenos días, somos una consultora de Valencia y queremos publicar ofertas de prácticas para estudiantes de ADE. ¿Qué pasos debemos seguir?',
      ip: '192.0.2.10',
      createdAt: new Date(now.getTime() - 3 * 3_600_000),
    },
    {
      nombre: 'Inés Ramos Paredes',
      email: 'ines.ramos@correo.example',
      perfil: 'estudiante',
      asunto: 'Certificado de prácticas',
      mensaje: 'Terminé mis prácticas en junio y necesito el certificado para el TFG.',
      ip: '192.0.2.11',
      createdAt: new Date(now.getTime() - 4 * DAY_MS),
      handledAt: new Date(now.getTime() - 3 * DAY_MS),
      handledBy: staff.id,
    },
  ]);

  // An event tomorrow (Spanish calendar) at 17:00 UTC and a candidate enrolled in it.
  const recordatorio = await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'recordatorio@demo.es', nombre: 'Hugo', apellidos: 'Benítez Luna' },
    profile: {
      dni: dni(76543210),
      nss: nss(28, 76543210),
      telefono: '600777210',
      fechaNacimiento: '2002-02-11',
      conPracticas: true,
      conEmpleo: false,
    },
    studies: [
      {
        idTitulacion: 36,
        enCurso: true,
        creditosSuperados: '150',
        notaMedia: '7.20',
        fechaInicio: '2022-09-15',
      },
    ],
    languages: [[1, 7]],
    privacyVersion,
  });
  const tomorrow = new Date(`${nextDay(spanishDay(now))}T17:00:00Z`);
  const [event] = await tx
    .insert(events)
    .values({
      slug: 'charla-primer-empleo',
      titulo: 'Charla: cómo conseguir tu primer empleo',
      entradilla: 'Consejos prácticos de personas que han pasado por ello hace poco.',
      descripcion: '<p>Una hora de charla y media hora de preguntas.</p>',
      fecha: tomorrow,
      lugar: 'Salón de Grados, Facultad de Derecho',
      categoria: 'Orientación',
      categoriaSlug: 'orientacion',
      urlImagen: null,
      publico: true,
      plazas: 60,
    })
    .returning({ id: events.id });
  if (!event) {
    throw new Error('demo event for reminders not created');
  }
  await tx.insert(eventEnrolments).values({ eventId: event.id, candidateId: recordatorio });
}
