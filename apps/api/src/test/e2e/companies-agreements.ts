import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  agreements,
  billingAccounts,
  companies,
  companyAgreementProfiles,
  companyContacts,
} from '../../db/schema.ts';
import { type AgreementInState, insertAgreementInState } from '../../db/seed/demo-builders.ts';
import { validCif } from '../back-office-client.ts';
import { sha256 } from '../../lib/sha256.ts';
import { buildCompleteCompany, completeCompanyData, setMembership } from '../build-companies.ts';
import { randomDni } from '../builders.ts';
import { agreementsInEveryState } from '../fixture-agreements.ts';
import { buildCompanyWithDocuments } from '../fixture-documentation.ts';
import { buildBillingAccount, buildManagementContact } from '../fixture-company-data.ts';
import { insertDocumentation } from './companies-documentation.ts';
import { setPerson } from './people.ts';

/**
 * The agreements and documentation the company specs read: a company's agreements with their
 * event history (as the demo seed's agreements account holds them) and the careers office's
 * documentation, under titles with the test's word (the documentation is everyone's).
 */
const iban = 'ES9121000418450200051332';

/** One agreement in each state; the formalised one and the newest paid by direct debit. */
const everyState = (now: Date): AgreementInState[] =>
  agreementsInEveryState(now).map((row) =>
    row.estado === 'formalizado' || row.estado === 'generado'
      ? { ...row, extra: { ...row.extra, pagoDomiciliado: true, iban } }
      : row,
  );

interface Signer {
  companyId: number;
  contactId: number;
  billingAccountId: number;
  userId: number;
  nombre: string;
  apellidos: string;
  email: string;
}

async function insertAgreements(db: Db, signer: Signer, rows: AgreementInState[]) {
  const now = Date.now();
  for (const r of rows) {
    await insertAgreementInState(
      db,
      {
        companyId: signer.companyId,
        contactId: signer.contactId,
        billingAccountId: signer.billingAccountId,
        firmanteNombre: signer.nombre,
        firmanteApellidos: signer.apellidos,
        firmanteCargo: 'Directora de personas',
        firmanteEmail: signer.email,
        createdBy: signer.userId,
      },
      r,
      signer.userId,
      now,
    );
  }
}

/**
 * The copies a company's agreements past its signature have (its signed one and, once formalised,
 * the university's), as the demo seed attaches them. A one-page PDF rather than the rendered
 * agreement: rendering reads the brand outside the factory's transaction, which holds the
 * database until it ends.
 */
const copy = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

async function attachCopies(ctx: AppContext, companyId: number) {
  const rows = await ctx.db
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, companyId),
        inArray(agreements.estado, ['firmado_empresa', 'enviado_secretaria', 'formalizado']),
        isNull(agreements.signedKey),
      ),
    );
  const digest = sha256(copy);
  for (const row of rows) {
    const formalised = row.estado === 'formalizado';
    await ctx.db
      .update(agreements)
      .set({
        signedKey: await ctx.storage.put(copy, 'pdf'),
        signedSha256: digest,
        signedAt: row.updatedAt,
        ...(formalised
          ? {
              countersignedKey: await ctx.storage.put(copy, 'pdf'),
              countersignedSha256: digest,
              countersignedAt: row.updatedAt,
            }
          : {}),
      })
      .where(eq(agreements.id, row.id));
  }
}

const wordInput = z.object({ palabra: z.string().regex(/^[a-z0-9]+$/) });

export const agreementFactories = {
  /**
   * A company with one management contact (Pablo) and one billing account, both preselected in
   * the agreement form, an agreement in each of the six states and the signer (Inés) saved from
   * the last agreement.
   */
  async empresaConvenios(db: Db, _raw: unknown, ctx: AppContext) {
    const { company, user } = await buildCompleteCompany(db, {
      cif: validCif(),
      nombreComercial: `Laboratorios Prado ${String(Date.now() % 1e6)}`,
    });
    await setPerson(db, user.id, { nombre: 'Inés', apellidos: 'Carrasco Vidal' });
    const [contact] = await db
      .insert(companyContacts)
      .values({
        companyId: company.id,
        nombre: 'Pablo',
        apellidos: 'Gestión Prado',
        dni: randomDni(),
        puesto: 'Coordinador de prácticas',
        email: 'practicas@laboratorios-prado.example',
        telefono1: '915550002',
        direccion: 'Paseo del Prado 30',
        cp: '28014',
        localidad: 'Madrid',
        idLocalidad: 28079,
        provincia: 'Madrid',
      })
      .returning({ id: companyContacts.id });
    const [account] = await db
      .insert(billingAccounts)
      .values({
        companyId: company.id,
        nombreFiscal: 'Laboratorios Prado Biotecnología S.L.',
        cif: company.cif,
        domicilioFiscal: 'Paseo del Prado 30',
        idPais: 1,
        idProvincia: 28,
        poblacion: 'Madrid',
        cp: '28014',
      })
      .returning({ id: billingAccounts.id });
    if (!contact || !account) {
      throw new Error('agreement company data not built');
    }
    const signer = {
      companyId: company.id,
      contactId: contact.id,
      billingAccountId: account.id,
      userId: user.id,
      nombre: 'Inés',
      apellidos: 'Carrasco Vidal',
      email: user.email,
    };
    await insertAgreements(db, signer, everyState(new Date()));
    await attachCopies(ctx, company.id);
    await db.insert(companyAgreementProfiles).values({
      companyId: company.id,
      contactId: contact.id,
      billingAccountId: account.id,
      tramitacionManual: false,
      firmanteNombre: 'Inés',
      firmanteApellidos: 'Carrasco Vidal',
      firmanteCargo: 'Directora de personas',
      firmanteEmail: user.email,
      requierePedido: false,
      pedidoAnual: false,
      pagoDomiciliado: false,
    });
    return {
      id: company.id,
      userId: user.id,
      user: user.email,
      login: '/login/empresas',
      name: 'Inés',
    };
  },

  /**
   * A company with two documents of its own, the internship of Hugo Llorente Sanz with a document
   * asked of him, a formalised and a generated agreement; and the careers office's documentation
   * titled with `palabra`.
   */
  async empresaDocumentacion(db: Db, raw: unknown, ctx: AppContext) {
    const input = wordInput.parse(raw);
    const { company, user } = await buildCompanyWithDocuments(
      db,
      `Ingeniería Sierra ${input.palabra}`,
    );
    // Complete, so the shell does not send its user to the profile first.
    await db
      .update(companies)
      .set({ ...completeCompanyData, cif: validCif() })
      .where(eq(companies.id, company.id));
    await setMembership(db, user.id, company.id, {
      cargo: 'Responsable de prácticas',
      telefono: '915551101',
    });
    await setPerson(db, user.id, { nombre: 'Clara', apellidos: 'Montes Ibarra' });
    const contact = await buildManagementContact(db, company.id);
    const account = await buildBillingAccount(db, company);
    const now = new Date();
    await insertAgreements(
      db,
      {
        companyId: company.id,
        contactId: contact.id,
        billingAccountId: account.id,
        userId: user.id,
        nombre: 'Clara',
        apellidos: 'Montes Ibarra',
        email: user.email,
      },
      everyState(now).filter((r) => r.estado === 'formalizado' || r.estado === 'generado'),
    );
    await attachCopies(ctx, company.id);
    await insertDocumentation(db, input.palabra);
    return {
      id: company.id,
      userId: user.id,
      user: user.email,
      login: '/login/empresas',
      name: 'Clara',
    };
  },
};
