import type { Db } from '../client.ts';
import { companies, offerDegrees, offers } from '../schema.ts';
import {
  currentPrivacyVersion,
  demoInternshipTerms,
  insertDemoCompanyAccount,
} from './demo-builders.ts';
import { cif, isoDay } from './ids.ts';

/**
 * Accounts of the e2e specs of the company profile, contacts, billing accounts and the staff
 * back-office (issue 5 items 5–7), each with a company of its own so the specs change nobody
 * else's data:
 * - perfil@demo.es: a validated company whose profile lacks phone, email and sector (the shell's
 *   missing-data redirect sends it to /mi-empresa until the form is saved); its password changes.
 * - cuentas@demo.es: a complete company without contacts or billing accounts.
 * - Two pending offers of "Consultora Duero" (cuentas@demo.es) for the staff to validate and reject.
 * - "Talleres Pisuerga", a company the staff have not validated yet, with one pending offer that
 *   cannot be published until the company is validated.
 */
const profileCompany = {
  cif: cif('B', '3712345'),
  nombreComercial: 'Estudio Creativo Tormes',
  razonSocial: 'Estudio Creativo Tormes S.L.',
  idSector: null,
  idProvincia: 37,
  idLocalidad: 37274,
  direccion: 'Calle de la Rúa Mayor 12',
  cp: '37002',
  web: null,
  descripcion: 'Diseño gráfico y comunicación para instituciones culturales.',
  validada: true,
  email: null,
  telefono: null,
};

const accountsCompany = {
  cif: cif('B', '4712346'),
  nombreComercial: 'Consultora Duero',
  razonSocial: 'Consultora Duero Asesores S.L.',
  idSector: 15,
  idProvincia: 47,
  idLocalidad: 47186,
  direccion: 'Calle de Santiago 20',
  cp: '47001',
  web: 'https://consultora-duero.example',
  descripcion: 'Asesoría fiscal, laboral y contable para empresas de Castilla y León.',
  validada: true,
  email: 'administracion@consultora-duero.example',
  telefono: '983000111',
};

const unvalidatedCompany = {
  cif: cif('B', '4734567'),
  nombreComercial: 'Talleres Pisuerga',
  razonSocial: 'Talleres Mecánicos Pisuerga S.L.',
  idSector: 6,
  idProvincia: 47,
  idLocalidad: 47186,
  direccion: 'Avenida de Burgos 41',
  cp: '47009',
  web: null,
  descripcion: 'Taller de mantenimiento de maquinaria agrícola e industrial.',
  validada: false,
  email: 'taller@pisuerga.example',
  telefono: '983222333',
};

const pendingOffers = [
  { titulo: 'Prácticas de asesoría fiscal (revisión del Servicio)', familia: 'practicas' as const },
  { titulo: 'Administrativo/a contable (revisión del Servicio)', familia: 'empleo' as const },
  {
    titulo: 'Técnico/a de mantenimiento industrial (empresa sin validar)',
    familia: 'empleo' as const,
    unvalidated: true,
  },
];

export async function seedProfileAndStaffAccounts(
  tx: Db,
  now: Date,
  passwordHash: string,
): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);
  await insertDemoCompanyAccount(tx, passwordHash, {
    company: profileCompany,
    user: {
      email: 'perfil@demo.es',
      nombre: 'Nerea',
      apellidos: 'Salgado Rivas',
      cargo: 'Gerente',
      telefono: '923111222',
    },
    privacyVersion,
  });
  const { companyId: duero } = await insertDemoCompanyAccount(tx, passwordHash, {
    company: accountsCompany,
    user: {
      email: 'cuentas@demo.es',
      nombre: 'Óscar',
      apellidos: 'Prieto Lozano',
      cargo: 'Socio director',
      telefono: '983000112',
    },
    privacyVersion,
  });
  const [pisuerga] = await tx
    .insert(companies)
    .values(unvalidatedCompany)
    .returning({ id: companies.id });
  if (!pisuerga) {
    throw new Error('demo unvalidated company not created');
  }
  for (const [i, o] of pendingOffers.entries()) {
    const created = new Date(now.getTime() - (i + 1) * 3_600_000);
    const internship = o.familia === 'practicas';
    const [row] = await tx
      .insert(offers)
      .values({
        companyId: 'unvalidated' in o ? pisuerga.id : duero,
        familia: o.familia,
        titulo: o.titulo,
        descripcion: `<p>${o.titulo}: apoyo al equipo en la campaña de declaraciones y cierres.</p>`,
        requisitos: 'Conocimientos de contabilidad y ofimática.',
        plazas: 1,
        idSector: 15,
        idTipoContrato: internship ? 9 : 1,
        idAreaFuncional: 1,
        idProvincia: 47,
        idLocalidad: 47186,
        curricular: internship ? true : null,
        estado: 1,
        fechaFinInscripcion: isoDay(now, 30),
        ...demoInternshipTerms(now, internship, {
          nombre: 'Óscar Prieto Lozano',
          email: 'tutoria@consultora-duero.example',
        }),
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: offers.id });
    if (!row) {
      throw new Error('pending offer not created');
    }
    await tx.insert(offerDegrees).values({ offerId: row.id, idTitulacion: 23 });
  }
}
