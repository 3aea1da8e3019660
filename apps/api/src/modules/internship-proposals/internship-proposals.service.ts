import {
  type CheckedCif,
  type CheckedContactEmail,
  Codes,
  type InternshipProposal,
  pathFor,
  type StaffProposal,
  type StaffRequestListQuery,
} from '@portal/contracts';
import type {
  candidateProposalBodySchema,
  companyProposalBodySchema,
  staffDecisionBodySchema,
  staffExportQuerySchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { spanishDay } from '../../lib/dates.ts';
import { exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  decisionStateText,
  requestTableFile,
  type ExportFile,
} from '../internship-requests/request-export.ts';
import { notifyUser, type UserNotice } from '../notifications/notifications.service.ts';
import { toProposal, toStaffProposal } from './internship-proposals.mapper.ts';
import * as repo from './internship-proposals.repository.ts';
import { mailCatalogue, mailIn } from '../../lib/mail-catalogue.ts';
import { languageOfAddress } from '../users/user-language.ts';

type Terms = z.output<typeof companyProposalBodySchema>;

const termsOf = (body: Omit<Terms, 'dni'>) => ({
  fechaInicio: body.fechaInicio,
  fechaFin: body.fechaFin,
  horasDia: String(body.horasDia),
  diasSemana: body.diasSemana,
  meses: body.meses,
  remuneracion: body.remuneracion === undefined ? null : body.remuneracion.toFixed(2),
  tutorNombre: body.tutorNombre,
  tutorEmail: body.tutorEmail,
  descripcion: body.descripcion,
});

async function detail(db: Db, id: number) {
  const row = await repo.findById(db, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return row;
}

/** Alumno/compruebaCIF: a well-formed tax id (the schema answers 400 otherwise); known or not. */
export async function checkCif(ctx: AppContext, cif: string): Promise<CheckedCif> {
  const company = await repo.findCompanyByCif(ctx.db, cif);
  return { cif, registrada: company !== null, nombreComercial: company?.nombreComercial ?? null };
}

/** Alumno/compruebaEmailContactoEmpresa: a valid address; whose company it is, when known. */
export async function checkContactEmail(
  ctx: AppContext,
  email: string,
): Promise<CheckedContactEmail> {
  const company = await repo.findCompanyByEmail(ctx.db, email);
  return { email, conocido: company !== null, empresa: company?.nombreComercial ?? null };
}

const duplicate = () =>
  new AppError(Codes.SERVER_MESSAGE, {
    httpStatus: 409,
    message: 'Ya hay una propuesta pendiente para este alumno y esta empresa.',
  });

/** Stores a proposal with its mail to the careers office (one transaction), then sends the mail. */
async function insertAndTellOffice(
  ctx: AppContext,
  values: Parameters<typeof repo.insertProposal>[1],
  who: string,
  company: string,
): Promise<number> {
  const to = (await ctx.brand.get()).emailContactoConvenios;
  const { id, outboxId } = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertProposal(tx, values);
    if (!row) {
      throw duplicate();
    }
    const mail = mailIn(
      mailCatalogue.internshipProposal,
      { quien: who, empresa: company, id: row.id },
      await languageOfAddress(tx, to),
    );
    return { id: row.id, outboxId: await ctx.outbox.enqueueMail(tx, { to, ...mail }) };
  });
  await ctx.outbox.deliver([outboxId]);
  return id;
}

/** Alumno/solicitudPractica (510). */
export async function proposeAsCandidate(
  ctx: AppContext,
  user: AuthUser,
  body: z.output<typeof candidateProposalBodySchema>,
): Promise<InternshipProposal> {
  const company = await repo.findCompanyByCif(ctx.db, body.cifEmpresa);
  const id = await insertAndTellOffice(
    ctx,
    {
      origen: 'alumno',
      candidateId: user.id,
      companyId: company?.id ?? null,
      cifEmpresa: body.cifEmpresa,
      nombreEmpresa: body.nombreEmpresa,
      emailContacto: body.emailContacto,
      nombreContacto: body.nombreContacto,
      proposedBy: user.id,
      ...termsOf(body),
    },
    `${user.nombre} ${user.apellidos}`,
    body.nombreEmpresa,
  );
  return toProposal(await detail(ctx.db, id));
}

/** Empresa/propuestaPracticas (510; 509 when nobody has that identity document). */
export async function proposeAsCompany(
  ctx: AppContext,
  user: AuthUser,
  companyId: number,
  body: Terms,
): Promise<InternshipProposal> {
  const candidate = await repo.findCandidateByDni(ctx.db, body.dni);
  if (candidate?.estado !== 'activo') {
    throw new AppError(Codes.NO_CANDIDATE_WITH_DOCUMENT);
  }
  const company = await repo.findCompany(ctx.db, companyId);
  if (!company) {
    throw new AppError(Codes.FORBIDDEN);
  }
  const id = await insertAndTellOffice(
    ctx,
    {
      origen: 'empresa',
      candidateId: candidate.id,
      companyId,
      cifEmpresa: company.cif,
      nombreEmpresa: company.nombreComercial,
      emailContacto: user.email,
      nombreContacto: `${user.nombre} ${user.apellidos}`.trim(),
      proposedBy: user.id,
      ...termsOf(body),
    },
    company.nombreComercial,
    company.nombreComercial,
  );
  return toProposal(await detail(ctx.db, id));
}

export async function listCandidateProposals(ctx: AppContext, candidateId: number) {
  return (await repo.listForCandidate(ctx.db, candidateId)).map(toProposal);
}

export async function listCompanyProposals(ctx: AppContext, companyId: number) {
  return (await repo.listForCompany(ctx.db, companyId)).map(toProposal);
}

export async function listStaffProposals(
  ctx: AppContext,
  query: StaffRequestListQuery,
): Promise<StaffProposal[]> {
  return (await repo.listForStaff(ctx.db, query)).map(toStaffProposal);
}

export async function getStaffProposal(ctx: AppContext, id: number): Promise<StaffProposal> {
  return toStaffProposal(await detail(ctx.db, id));
}

/**
 * Gestion/resolverPropuestaPracticas: approve or reject a pending proposal (row locked, audited
 * in the same transaction); the proposer (student, or the proposing company's users, and the
 * student either way) gets a notification and a mail.
 */
export async function decideProposal(
  ctx: AppContext,
  staff: AuthUser,
  body: z.output<typeof staffDecisionBodySchema>,
  requestId: string,
): Promise<StaffProposal> {
  const sends = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockProposal(tx, body.idSolicitud);
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (row.estado !== 'pendiente') {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
        message: 'La propuesta ya se ha resuelto.',
      });
    }
    const motivo = body.motivo === '' ? null : body.motivo;
    await repo.decide(tx, row.id, { estado: body.decision, motivo, decidedBy: staff.id });
    await recordAudit(tx, {
      actor: staff,
      action:
        body.decision === 'aprobada'
          ? 'propuesta_practicas.aprobar'
          : 'propuesta_practicas.rechazar',
      entity: 'propuesta_practicas',
      entityId: row.id,
      before: { estado: row.estado },
      after: { estado: body.decision },
      reason: motivo,
      requestId,
    });
    const approved = body.decision === 'aprobada';
    const titulo = approved
      ? 'Propuesta de prácticas aprobada'
      : 'Propuesta de prácticas rechazada';
    const day = (iso: string) => iso.split('-').reverse().join('/');
    const dates = `${day(row.fechaInicio)} – ${day(row.fechaFin)}`;
    const texto =
      `El Servicio de Empleo ha ${approved ? 'aprobado' : 'rechazado'} la propuesta de prácticas ` +
      `con ${row.nombreEmpresa} (${dates}).` +
      (motivo ? ` Motivo: ${motivo}` : '');
    const notice: UserNotice = {
      titulo,
      texto,
      en: {
        titulo: approved ? 'Internship proposal approved' : 'Internship proposal rejected',
        texto:
          `The careers office has ${approved ? 'approved' : 'rejected'} the internship proposal ` +
          `with ${row.nombreEmpresa} (${dates}).` +
          (motivo ? ` Reason: ${motivo}` : ''),
      },
      urlAcceso: pathFor('propuesta_practicas'),
    };
    const sent = [await notifyUser(ctx, row.candidateId, notice, tx)];
    if (row.origen === 'empresa' && row.companyId !== null) {
      for (const userId of await repo.companyUserIds(tx, row.companyId)) {
        sent.push(await notifyUser(ctx, userId, notice, tx));
      }
    }
    return sent;
  });
  for (const send of sends) {
    await send();
  }
  return getStaffProposal(ctx, body.idSolicitud);
}

export async function exportProposals(
  ctx: AppContext,
  query: z.output<typeof staffExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<ExportFile> {
  const list = await listStaffProposals(ctx, query);
  return requestTableFile(
    query.formato,
    {
      sheet: 'Propuestas de prácticas',
      base: 'propuestas-practicas',
      header: [
        'Propuesta',
        'Fecha',
        'Estado',
        'Origen',
        'Alumno',
        'Email alumno',
        'CIF',
        'Empresa',
        'Contacto',
        'Email contacto',
        'Inicio',
        'Fin',
        'Horas/día',
        'Días/semana',
        'Meses',
        'Remuneración',
        'Tutor',
        'Descripción',
        'Motivo',
        'Resuelta por',
      ],
      rows: list.map((p) => [
        String(p.idPropuesta),
        p.fecha,
        exportText(decisionStateText[p.estado], lang),
        exportText(p.origen === 'alumno' ? 'Alumno' : 'Empresa', lang),
        p.alumno,
        p.emailAlumno,
        p.cifEmpresa,
        p.nombreEmpresa,
        p.nombreContacto ?? '',
        p.emailContacto,
        p.fechaInicio,
        p.fechaFin,
        String(p.horasDia).replace('.', ','),
        String(p.diasSemana),
        String(p.meses),
        p.remuneracion === null ? '' : p.remuneracion.toFixed(2).replace('.', ','),
        `${p.tutorNombre} <${p.tutorEmail}>`,
        p.descripcion,
        p.motivo ?? '',
        p.resueltaPor ?? '',
      ]),
    },
    spanishDay(),
    lang,
  );
}
