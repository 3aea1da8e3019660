import {
  type CheckedCif,
  type CheckedContactEmail,
  Codes,
  type InternshipProposal,
} from '@portal/contracts';
import type { candidateProposalBodySchema, companyProposalBodySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { toProposal } from './internship-proposals.mapper.ts';
import * as repo from './internship-proposals.repository.ts';
import { mailCatalogue, mailIn } from '../../lib/mail-catalogue.ts';
import { languageOfAddress } from '../users/user-language.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

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

export async function detail(db: Db, id: number) {
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
  conflict(
    'Ya hay una propuesta pendiente para este alumno y esta empresa.',
    'There is already a pending proposal for this student and this company.',
  );

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
  sendInBackground(() => ctx.outbox.deliver([outboxId]));
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
