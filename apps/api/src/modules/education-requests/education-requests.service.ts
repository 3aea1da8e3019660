import {
  type CheckedStudent,
  Codes,
  type EducationCentreOption,
  type EducationMenu,
  type EducationRequest,
  type EducationRequestList,
  MAX_EDUCATION_REQUESTS_PER_STUDENT,
  pathFor,
  type StaffEducationRequest,
  type StaffRequestListQuery,
  type StudentEducationStatus,
} from '@portal/contracts';
import type {
  educationAcceptBodySchema,
  educationRejectBodySchema,
  educationRequestBodySchema,
  educationRequestEditBodySchema,
  staffDecisionBodySchema,
  staffExportQuerySchema,
  studentEducationRequestBodySchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import { exportText, type ExportLanguage, type ExportText } from '../../lib/export-texts.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { ID_ESPANA, municipioPorCodigo } from '../domains/data/index.ts';
import { requestTableFile, type ExportFile } from '../internship-requests/request-export.ts';
import { notifyUser, type UserNotice } from '../notifications/notifications.service.ts';
import { toEducationRequest, toStaffEducationRequest } from './education-requests.mapper.ts';
import * as repo from './education-requests.repository.ts';

type Send = () => Promise<void>;

const conflict = (message: string) =>
  new AppError(Codes.SERVER_MESSAGE, { httpStatus: 409, message });
const limitReached = () => new AppError(Codes.CENTRE_REQUEST_LIMIT_REACHED);
const notACentre = () => new AppError(Codes.FORBIDDEN);

export const stateText: Record<EducationRequest['estado'], ExportText> = {
  pendiente_centro: 'Pendiente del centro',
  pendiente_servicio: 'Pendiente del Servicio de Empleo',
  aprobada: 'Aprobada',
  rechazada_centro: 'Rechazada por el centro',
  rechazada: 'Rechazada por el Servicio de Empleo',
};

async function requireCentre(ctx: AppContext, companyId: number) {
  const centre = await repo.findCentre(ctx.db, companyId);
  if (!centre) {
    throw notACentre();
  }
  return centre;
}

async function detail(db: Db, id: number): Promise<EducationRequest> {
  const row = await repo.findById(db, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toEducationRequest(row);
}

async function flush(sends: readonly Send[]) {
  for (const send of sends) {
    await send();
  }
}

/** Notifies every user of a company (inside the transaction; mails go after it). */
async function notifyCompany(
  ctx: AppContext,
  db: Db,
  companyId: number,
  notice: UserNotice,
): Promise<Send[]> {
  const sends: Send[] = [];
  for (const userId of await repo.companyUserIds(db, companyId)) {
    sends.push(await notifyUser(ctx, userId, notice, db));
  }
  return sends;
}

/** Empresa/tieneMenuSolicitudesPracticasEducacion. */
export async function educationMenu(ctx: AppContext, companyId: number): Promise<EducationMenu> {
  const centre = await repo.findCentre(ctx.db, companyId);
  if (!centre) {
    return { tieneMenu: false, limite: null, ocupadas: 0, disponibles: 0 };
  }
  const ocupadas = await repo.countPlaces(ctx.db, companyId);
  return {
    tieneMenu: true,
    limite: centre.limite,
    ocupadas,
    disponibles: Math.max(0, centre.limite - ocupadas),
  };
}

/** Empresa/dameSolicitudesPracticasEducacion. */
export async function listCentreRequests(
  ctx: AppContext,
  companyId: number,
): Promise<EducationRequestList> {
  const centre = await requireCentre(ctx, companyId);
  const ocupadas = await repo.countPlaces(ctx.db, companyId);
  return {
    solicitudes: (await repo.listForCentre(ctx.db, companyId)).map(toEducationRequest),
    limite: centre.limite,
    ocupadas,
    disponibles: Math.max(0, centre.limite - ocupadas),
  };
}

/** Empresa/dameSolicitudPractica/{id}: only the centre's own requests. */
export async function getCentreRequest(
  ctx: AppContext,
  companyId: number,
  id: number,
): Promise<EducationRequest> {
  await requireCentre(ctx, companyId);
  const row = await repo.findForCentre(ctx.db, companyId, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toEducationRequest(row);
}

/** Empresa/compruebaDNIalumno: the candidate with that document, or 509. */
export async function checkStudentDni(ctx: AppContext, dni: string): Promise<CheckedStudent> {
  const found = await repo.findStudentByDni(ctx.db, dni);
  if (found?.estado !== 'activo') {
    throw new AppError(Codes.NO_CANDIDATE_WITH_DOCUMENT);
  }
  const live = await repo.countLiveForStudent(ctx.db, found.idAlumno);
  return {
    idAlumno: found.idAlumno,
    nombre: found.nombre,
    apellidos: found.apellidos,
    esEstudianteEducacion: found.esEstudianteEducacion,
    disponibles: Math.max(0, MAX_EDUCATION_REQUESTS_PER_STUDENT - live),
  };
}

/**
 * Checks that a new request fits and a student's slot, with the centre row and then the student
 * row locked (always in that order), so concurrent requests can neither over-book the centre (81)
 * nor give a student more than the maximum of live requests.
 */
async function checkCapacity(tx: Db, centreId: number, candidateId: number): Promise<void> {
  const centre = await repo.lockCentre(tx, centreId);
  if (!centre) {
    throw new AppError(Codes.NOT_FOUND);
  }
  if ((await repo.countPlaces(tx, centreId)) >= centre.limite) {
    throw limitReached();
  }
  const studentRow = await repo.lockStudent(tx, candidateId);
  if (!studentRow?.esEstudianteEducacion) {
    throw conflict('El alumno no cursa estudios de educación con prácticas en centros educativos.');
  }
  if ((await repo.countLiveForStudent(tx, candidateId)) >= MAX_EDUCATION_REQUESTS_PER_STUDENT) {
    throw conflict(
      `El alumno ya tiene ${String(MAX_EDUCATION_REQUESTS_PER_STUDENT)} solicitudes de prácticas de educación en curso.`,
    );
  }
}

/** Empresa/solicitudPractica (528): the centre requests a student; it holds one place at once. */
export async function createCentreRequest(
  ctx: AppContext,
  user: AuthUser,
  companyId: number,
  body: z.output<typeof educationRequestBodySchema>,
): Promise<EducationRequest> {
  await requireCentre(ctx, companyId);
  const found = await repo.findStudentByDni(ctx.db, body.dni);
  if (found?.estado !== 'activo') {
    throw new AppError(Codes.NO_CANDIDATE_WITH_DOCUMENT);
  }
  const { id, sends } = await ctx.db.transaction(async (tx) => {
    await checkCapacity(tx, companyId, found.idAlumno);
    const row = await repo.insertRequest(tx, {
      centreId: companyId,
      candidateId: found.idAlumno,
      origen: 'centro',
      estado: 'pendiente_servicio',
      etapa: body.etapa,
      fechaInicio: body.fechaInicio,
      fechaFin: body.fechaFin,
      tutorNombre: body.tutorNombre,
      tutorEmail: body.tutorEmail === '' ? null : (body.tutorEmail ?? null),
      observaciones: body.observaciones ?? null,
      createdBy: user.id,
      centreDecidedAt: new Date(),
    });
    if (!row) {
      throw conflict('Ya existe una solicitud en curso de este centro para este alumno.');
    }
    const centre = await detail(tx, row.id);
    const send = await notifyUser(
      ctx,
      found.idAlumno,
      {
        titulo: 'Solicitud de prácticas de educación',
        texto: `${centre.centro} ha solicitado tus prácticas de educación. El Servicio de Empleo revisará la solicitud.`,
        en: {
          titulo: 'Education internship request',
          texto: `${centre.centro} has requested your education internship. The careers office will review the request.`,
        },
        urlAcceso: pathFor('propuesta_practicas'),
      },
      tx,
    );
    return { id: row.id, sends: [send] };
  });
  await flush(sends);
  return detail(ctx.db, id);
}

/** Empresa/editarSolicitudPractica: while not decided by the office. */
export async function editCentreRequest(
  ctx: AppContext,
  companyId: number,
  body: z.output<typeof educationRequestEditBodySchema>,
): Promise<EducationRequest> {
  await requireCentre(ctx, companyId);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockRequest(tx, body.idSolicitud);
    if (row?.centreId !== companyId) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado !== 'pendiente_centro' && row.estado !== 'pendiente_servicio') {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        message: 'La solicitud ya está resuelta y no se puede modificar.',
      });
    }
    await repo.updateRequest(tx, row.id, {
      etapa: body.etapa,
      fechaInicio: body.fechaInicio,
      fechaFin: body.fechaFin,
      tutorNombre: body.tutorNombre,
      tutorEmail: body.tutorEmail === '' ? null : (body.tutorEmail ?? null),
      observaciones: body.observaciones ?? null,
    });
  });
  return detail(ctx.db, body.idSolicitud);
}

/** Empresa/aceptarSolicitudPractica: the student's request takes one of the centre's places. */
export async function acceptStudentRequest(
  ctx: AppContext,
  companyId: number,
  body: z.output<typeof educationAcceptBodySchema>,
): Promise<EducationRequest> {
  const id = body.idSolicitud;
  await requireCentre(ctx, companyId);
  const sends = await ctx.db.transaction(async (tx) => {
    const centre = await repo.lockCentre(tx, companyId);
    const row = await repo.lockRequest(tx, id);
    if (!centre || row?.centreId !== companyId) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado !== 'pendiente_centro') {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        message: 'La solicitud ya no está pendiente del centro.',
      });
    }
    if ((await repo.countPlaces(tx, companyId)) >= centre.limite) {
      throw limitReached();
    }
    await repo.updateRequest(tx, id, {
      estado: 'pendiente_servicio',
      tutorNombre: body.tutorNombre,
      tutorEmail: body.tutorEmail === '' ? null : (body.tutorEmail ?? null),
      centreDecidedAt: new Date(),
    });
    const request = await detail(tx, id);
    return [
      await notifyUser(
        ctx,
        row.candidateId,
        {
          titulo: 'Solicitud de prácticas de educación aceptada por el centro',
          texto: `${request.centro} ha aceptado tu solicitud de prácticas. Falta la validación del Servicio de Empleo.`,
          en: {
            titulo: 'Education internship request accepted by the centre',
            texto: `${request.centro} has accepted your internship request. It now awaits the careers office's approval.`,
          },
          urlAcceso: pathFor('propuesta_practicas'),
        },
        tx,
      ),
    ];
  });
  await flush(sends);
  return detail(ctx.db, id);
}

/** Empresa/rechazarSolicitudPractica: the student reads the reason. */
export async function rejectStudentRequest(
  ctx: AppContext,
  companyId: number,
  body: z.output<typeof educationRejectBodySchema>,
): Promise<EducationRequest> {
  await requireCentre(ctx, companyId);
  const sends = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockRequest(tx, body.idSolicitud);
    if (row?.centreId !== companyId) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado !== 'pendiente_centro') {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        message: 'La solicitud ya no está pendiente del centro.',
      });
    }
    await repo.updateRequest(tx, row.id, {
      estado: 'rechazada_centro',
      motivo: body.motivo,
      centreDecidedAt: new Date(),
    });
    const request = await detail(tx, row.id);
    return [
      await notifyUser(
        ctx,
        row.candidateId,
        {
          titulo: 'Solicitud de prácticas de educación rechazada por el centro',
          texto: `${request.centro} ha rechazado tu solicitud de prácticas. Motivo: ${body.motivo}`,
          en: {
            titulo: 'Education internship request rejected by the centre',
            texto: `${request.centro} has rejected your internship request. Reason: ${body.motivo}`,
          },
          urlAcceso: pathFor('propuesta_practicas'),
        },
        tx,
      ),
    ];
  });
  await flush(sends);
  return detail(ctx.db, body.idSolicitud);
}

/** Alumno/numeroSolicitudPracticasEducacionDisponibles. */
export async function studentEducationStatus(
  ctx: AppContext,
  candidateId: number,
): Promise<StudentEducationStatus> {
  const studentRow = await repo.findStudent(ctx.db, candidateId);
  const live = await repo.countLiveForStudent(ctx.db, candidateId);
  const esEstudianteEducacion = studentRow?.esEstudianteEducacion ?? false;
  return {
    esEstudianteEducacion,
    maximo: MAX_EDUCATION_REQUESTS_PER_STUDENT,
    disponibles: esEstudianteEducacion ? Math.max(0, MAX_EDUCATION_REQUESTS_PER_STUDENT - live) : 0,
    solicitudes: (await repo.listForStudent(ctx.db, candidateId)).map(toEducationRequest),
  };
}

/** A Spanish address names its town by INE code; a foreign one by text. */
function centreTown(c: { idPais: number; idLocalidad: number | null; localidad: string | null }) {
  if (c.idPais !== ID_ESPANA) {
    return c.localidad;
  }
  if (c.idLocalidad === null) {
    return null;
  }
  const town = municipioPorCodigo(c.idLocalidad);
  return town === undefined ? null : (town.nombreMostrado ?? town.nombre);
}

/** Alumno/dameCentrosPracticasEducacion: centres with at least one free place. */
export async function listCentresForStudent(ctx: AppContext): Promise<EducationCentreOption[]> {
  return (await repo.listCentresWithPlaces(ctx.db))
    .map((c) => ({
      idCentro: c.idCentro,
      nombre: c.nombre,
      localidad: centreTown(c),
      disponibles: Math.max(0, c.limite - c.ocupadas),
    }))
    .filter((c) => c.disponibles > 0);
}

/** Alumno/solicitudPracticaEducacion (528): the student asks a centre; the centre decides. */
export async function createStudentRequest(
  ctx: AppContext,
  user: AuthUser,
  body: z.output<typeof studentEducationRequestBodySchema>,
): Promise<EducationRequest> {
  const { id, sends } = await ctx.db.transaction(async (tx) => {
    await checkCapacity(tx, body.idCentro, user.id);
    const row = await repo.insertRequest(tx, {
      centreId: body.idCentro,
      candidateId: user.id,
      origen: 'alumno',
      estado: 'pendiente_centro',
      etapa: body.etapa,
      fechaInicio: body.fechaInicio,
      fechaFin: body.fechaFin,
      observaciones: body.observaciones ?? null,
      createdBy: user.id,
    });
    if (!row) {
      throw conflict('Ya tienes una solicitud en curso con este centro.');
    }
    const sent = await notifyCompany(ctx, tx, body.idCentro, {
      titulo: 'Nueva solicitud de prácticas de educación',
      texto: `${user.nombre} ${user.apellidos} solicita hacer sus prácticas de educación en vuestro centro.`,
      en: {
        titulo: 'New education internship request',
        texto: `${user.nombre} ${user.apellidos} asks to do their education internship at your centre.`,
      },
      urlAcceso: pathFor('ficha-solicitudes-educacion', { id: row.id }),
    });
    return { id: row.id, sends: sent };
  });
  await flush(sends);
  return detail(ctx.db, id);
}

export async function listStaffEducationRequests(
  ctx: AppContext,
  query: StaffRequestListQuery,
): Promise<StaffEducationRequest[]> {
  return (await repo.listForStaff(ctx.db, query)).map(toStaffEducationRequest);
}

export async function getStaffEducationRequest(
  ctx: AppContext,
  id: number,
): Promise<StaffEducationRequest> {
  const row = await repo.findById(ctx.db, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toStaffEducationRequest(row);
}

/**
 * Gestion/resolverSolicitudPracticaEducacion: approve or reject a request pending the office, row
 * locked and audited in the same transaction; the student and the centre are told. A rejection
 * frees the centre's place.
 */
export async function decideEducationRequest(
  ctx: AppContext,
  staff: AuthUser,
  body: z.output<typeof staffDecisionBodySchema>,
  requestId: string,
): Promise<StaffEducationRequest> {
  const sends = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockRequest(tx, body.idSolicitud);
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado !== 'pendiente_servicio') {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        message: 'La solicitud no está pendiente del Servicio de Empleo.',
      });
    }
    const motivo = body.motivo === '' ? null : body.motivo;
    const estado = body.decision === 'aprobada' ? 'aprobada' : 'rechazada';
    await repo.updateRequest(tx, row.id, {
      estado,
      motivo,
      decidedBy: staff.id,
      decidedAt: new Date(),
    });
    await recordAudit(tx, {
      actor: staff,
      action:
        estado === 'aprobada'
          ? 'solicitud_practica_educacion.aprobar'
          : 'solicitud_practica_educacion.rechazar',
      entity: 'solicitud_practica_educacion',
      entityId: row.id,
      before: { estado: row.estado },
      after: { estado },
      reason: motivo,
      requestId,
    });
    const request = await detail(tx, row.id);
    const verb = estado === 'aprobada' ? 'aprobado' : 'rechazado';
    const titulo =
      estado === 'aprobada'
        ? 'Solicitud de prácticas de educación aprobada'
        : 'Solicitud de prácticas de educación rechazada';
    const reason = motivo ? ` Motivo: ${motivo}` : '';
    const approved = estado === 'aprobada';
    const en = {
      titulo: approved
        ? 'Education internship request approved'
        : 'Education internship request rejected',
      verb: approved ? 'approved' : 'rejected',
      reason: motivo ? ` Reason: ${motivo}` : '',
    };
    const student = `${request.alumno.nombre} ${request.alumno.apellidos}`;
    return [
      await notifyUser(
        ctx,
        row.candidateId,
        {
          titulo,
          texto: `El Servicio de Empleo ha ${verb} tus prácticas de educación en ${request.centro}.${reason}`,
          en: {
            titulo: en.titulo,
            texto: `The careers office has ${en.verb} your education internship at ${request.centro}.${en.reason}`,
          },
          urlAcceso: pathFor('propuesta_practicas'),
        },
        tx,
      ),
      ...(await notifyCompany(ctx, tx, row.centreId, {
        titulo,
        texto: `El Servicio de Empleo ha ${verb} la solicitud de prácticas de ${student}.${reason}`,
        en: {
          titulo: en.titulo,
          texto: `The careers office has ${en.verb} the internship request of ${student}.${en.reason}`,
        },
        urlAcceso: pathFor('ficha-solicitudes-educacion', { id: row.id }),
      })),
    ];
  });
  await flush(sends);
  return getStaffEducationRequest(ctx, body.idSolicitud);
}

const stageText: Record<EducationRequest['etapa'], ExportText> = {
  infantil: 'Educación Infantil',
  primaria: 'Educación Primaria',
  secundaria: 'Educación Secundaria',
  otra: 'Otra',
};

export async function exportEducationRequests(
  ctx: AppContext,
  query: z.output<typeof staffExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<ExportFile> {
  const list = await listStaffEducationRequests(ctx, query);
  return requestTableFile(
    query.formato,
    {
      sheet: 'Prácticas de educación',
      base: 'solicitudes-practicas-educacion',
      header: [
        'Solicitud',
        'Fecha',
        'Estado',
        'Origen',
        'Centro',
        'Alumno',
        'DNI',
        'Email',
        'Etapa',
        'Inicio',
        'Fin',
        'Tutor',
        'Motivo',
        'Resuelta por',
      ],
      rows: list.map((r) => [
        String(r.idSolicitud),
        r.fecha,
        exportText(stateText[r.estado], lang),
        exportText(r.origen === 'alumno' ? 'Alumno' : 'Centro', lang),
        r.centro,
        `${r.alumno.nombre} ${r.alumno.apellidos}`,
        r.alumno.dni ?? '',
        r.alumno.email,
        exportText(stageText[r.etapa], lang),
        r.fechaInicio,
        r.fechaFin,
        r.tutorNombre ?? '',
        r.motivo ?? '',
        r.resueltaPor ?? '',
      ]),
    },
    spanishDay(),
    lang,
  );
}
