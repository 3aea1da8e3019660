import type { Db } from '../client.ts';
import { billingAccounts, companyAgreementProfiles, companyContacts, invoices } from '../schema.ts';
import {
  type AgreementInState,
  currentPrivacyVersion,
  insertAgreementInState,
  insertDemoCompanyAccount,
} from './demo-builders.ts';
import { cif, isoDay } from './ids.ts';
import { DAY_MS } from '../../lib/dates.ts';

/**
 * convenios@demo.es: a company with one management contact and one billing account
 * (both preselected in the agreement form), agreements in each of the six states with their event
 * history, and invoices (their PDFs are rendered on the first download). Returns the company and
 * its user (seedInternshipRequestAccounts gives the company internships).
 */
export async function seedAgreementsAccount(
  tx: Db,
  now: Date,
  passwordHash: string,
): Promise<{ companyId: number; userId: number }> {
  const privacyVersion = await currentPrivacyVersion(tx);
  const companyCif = cif('B', '4756789');
  const { companyId, userId } = await insertDemoCompanyAccount(tx, passwordHash, {
    company: {
      cif: companyCif,
      nombreComercial: 'Laboratorios Prado',
      razonSocial: 'Laboratorios Prado Biotecnología S.L.',
      idSector: 15,
      idProvincia: 28,
      idLocalidad: 28079,
      direccion: 'Paseo del Prado 30',
      cp: '28014',
      descripcion: 'Investigación y análisis clínico para hospitales y universidades.',
      validada: true,
      email: 'rrhh@laboratorios-prado.example',
      telefono: '915550000',
    },
    user: {
      email: 'convenios@demo.es',
      nombre: 'Inés',
      apellidos: 'Carrasco Vidal',
      cargo: 'Directora de personas',
      telefono: '915550001',
    },
    privacyVersion,
  });
  const [contact] = await tx
    .insert(companyContacts)
    .values({
      companyId,
      nombre: 'Pablo',
      apellidos: 'Gestión Prado',
      dni: '30000001R',
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
  const [account] = await tx
    .insert(billingAccounts)
    .values({
      companyId,
      nombreFiscal: 'Laboratorios Prado Biotecnología S.L.',
      cif: companyCif,
      domicilioFiscal: 'Paseo del Prado 30',
      idPais: 1,
      idProvincia: 28,
      poblacion: 'Madrid',
      cp: '28014',
    })
    .returning({ id: billingAccounts.id });
  if (!contact || !account) {
    throw new Error('demo agreement company data missing');
  }
  const common = {
    companyId,
    contactId: contact.id,
    billingAccountId: account.id,
    firmanteNombre: 'Inés',
    firmanteApellidos: 'Carrasco Vidal',
    firmanteCargo: 'Directora de personas',
    firmanteEmail: 'convenios@demo.es',
    createdBy: userId,
  };
  const iban = 'ES9121000418450200051332';
  const rows: AgreementInState[] = [
    {
      estado: 'formalizado',
      path: ['generado', 'firmado_empresa', 'enviado_secretaria', 'formalizado'],
      days: 400,
      extra: { pagoDomiciliado: true, iban },
    },
    {
      estado: 'caducado',
      path: ['generado', 'caducado'],
      days: 300,
      extra: { sinCaducidad: false, fechaCaducidad: isoDay(now, -30) },
    },
    {
      estado: 'erroneo',
      path: ['generado', 'erroneo'],
      days: 120,
      extra: { motivo: 'El CIF del firmante no coincide con el de la empresa.' },
    },
    {
      estado: 'enviado_secretaria',
      path: ['generado', 'firmado_empresa', 'enviado_secretaria'],
      days: 60,
    },
    {
      estado: 'firmado_empresa',
      path: ['generado', 'firmado_empresa'],
      days: 20,
      extra: { tramitacionManual: true },
    },
    {
      estado: 'generado',
      path: ['generado'],
      days: 5,
      extra: {
        pagoDomiciliado: true,
        iban,
        requierePedido: true,
        pedidoAnual: true,
        numeroPedido: 'PED-2026-114',
      },
    },
  ];
  for (const r of rows) {
    await insertAgreementInState(tx, common, r, userId, now.getTime());
  }
  await tx.insert(companyAgreementProfiles).values({
    companyId,
    contactId: contact.id,
    billingAccountId: account.id,
    tramitacionManual: false,
    firmanteNombre: 'Inés',
    firmanteApellidos: 'Carrasco Vidal',
    firmanteCargo: 'Directora de personas',
    firmanteEmail: 'convenios@demo.es',
    requierePedido: false,
    pedidoAnual: false,
    pagoDomiciliado: false,
  });
  const year = now.getUTCFullYear();
  await tx.insert(invoices).values([
    {
      companyId,
      numero: `F-${String(year - 1)}-0412`,
      fecha: new Date(Date.UTC(year - 1, 9, 15)),
      concepto: 'Gestión de prácticas curriculares (curso anterior)',
      importe: '350.00',
      estado: 'pagada',
    },
    {
      companyId,
      numero: `F-${String(year)}-0087`,
      fecha: new Date(Date.UTC(year, 2, 3)),
      concepto: 'Gestión de prácticas extracurriculares',
      importe: '726.00',
      estado: 'pagada',
    },
    {
      companyId,
      numero: `F-${String(year)}-0231`,
      fecha: new Date(now.getTime() - 10 * DAY_MS),
      concepto: 'Participación en el Foro de Empleo',
      importe: '1210.00',
      estado: 'pendiente',
    },
  ]);
  return { companyId, userId };
}
