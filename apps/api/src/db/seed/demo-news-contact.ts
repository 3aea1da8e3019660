import { contactMessages } from '../../modules/contact/contact.table.ts';
import { eventEnrolments, events } from '../../modules/events/events.table.ts';
import { newsItems } from '../../modules/news/news.table.ts';
import { privacyAcceptances, users } from '../schema.ts';
import type { Db } from '../client.ts';
import {
  currentPrivacyVersion,
  insertDemoCandidate,
  insertDemoCompanyAccount,
} from './demo-builders.ts';
import { spanishDay } from '../../lib/dates.ts';
import { nextDay } from '../../modules/event-reminders/event-reminders.service.ts';
import { cif, dni, isoDay, nss } from './ids.ts';

/**
 * Issue 15 (news, press room, contact, communications, event reminders):
 * - published news and press items (and one draft, one scheduled) for /news and /press-room;
 * - a contact message in the careers office's inbox;
 * - recordatorio@demo.es, enrolled in an event held tomorrow, so the reminder job gives a
 *   notification and a mail on the first run;
 * - read-only accounts for the content-page e2e specs: contenidos@demo.es (student and graduate),
 *   contenidos.empresa@demo.es (company) and noticias.gestor@demo.es (careers office, edits news
 *   and handles contact messages in the staff specs).
 */
export async function seedNewsAndContact(tx: Db, passwordHash: string, now: Date): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);

  const [staff] = await tx
    .insert(users)
    .values({
      email: 'noticias.gestor@demo.es',
      passwordHash,
      role: 'gestor',
      staffRole: 'gestor',
      nombre: 'Rosa',
      apellidos: 'Iglesias Marín',
    })
    .returning({ id: users.id });
  if (!staff) {
    throw new Error('demo staff user noticias.gestor@demo.es not created');
  }
  await tx.insert(privacyAcceptances).values({ userId: staff.id, version: privacyVersion });

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
      createdAt: new Date(now.getTime() - 4 * 86_400_000),
      handledAt: new Date(now.getTime() - 3 * 86_400_000),
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

  // Accounts of the content-page e2e specs (guides, programmes, orientation, help,
  // communications, news): they only read.
  await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'contenidos@demo.es', nombre: 'Alba', apellidos: 'Prieto Ferrer' },
    profile: {
      dni: dni(76543211),
      nss: nss(28, 76543211),
      telefono: '600777211',
      fechaNacimiento: '1999-06-30',
      conPracticas: true,
      conEmpleo: true,
    },
    studies: [
      {
        idTitulacion: 36,
        enCurso: true,
        creditosSuperados: '200',
        notaMedia: '8.10',
        fechaInicio: '2020-09-15',
      },
    ],
    languages: [
      [1, 7],
      [2, 5],
    ],
    privacyVersion,
  });
  await insertDemoCompanyAccount(tx, passwordHash, {
    company: {
      cif: cif('B', '6612345'),
      nombreComercial: 'Editorial Albufera',
      razonSocial: 'Editorial Albufera S.L.',
      idSector: 15,
      idProvincia: 46,
      idLocalidad: 46250,
      direccion: 'Calle de Colón 40',
      cp: '46004',
      web: 'https://editorial-albufera.example',
      descripcion: 'Editorial de libros de texto y materiales digitales.',
      validada: true,
      email: 'personas@editorial-albufera.example',
      telefono: '963550000',
    },
    user: {
      email: 'contenidos.empresa@demo.es',
      nombre: 'Víctor',
      apellidos: 'Soler Pons',
      cargo: 'Responsable de personas',
      telefono: '963551234',
    },
    privacyVersion,
  });
}
