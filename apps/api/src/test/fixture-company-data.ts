import type { Db } from '../db/client.ts';
import { billingAccounts, companyContacts } from '../db/schema.ts';
import { randomDni } from './builders.ts';

/** A management contact of a company (types 7 and 9, in Madrid), as the agreement form needs. */
export async function buildManagementContact(db: Db, companyId: number) {
  const [row] = await db
    .insert(companyContacts)
    .values({
      companyId,
      nombre: 'Raúl',
      apellidos: 'Moreno Díaz',
      dni: randomDni(),
      puesto: 'Director de Recursos Humanos',
      departamento: 'Personas y Talento',
      email: 'raul.moreno@empresa.example',
      telefono1: '915551240',
      telefono2: '600555124',
      direccion: 'Calle de Alcalá 120',
      cp: '28009',
      localidad: 'Madrid',
      idLocalidad: 28079,
      provincia: 'Madrid',
      idPais: 1,
      tiposContacto: [7, 9],
      aniosForoEmpleo: [2024, 2025],
    })
    .returning();
  if (!row) {
    throw new Error('contact not built');
  }
  return row;
}

/** A billing account of a company in Madrid under its tax id. */
export async function buildBillingAccount(
  db: Db,
  company: { id: number; cif: string },
  nombreFiscal = 'Tecnologías Manzanares S.L.',
) {
  const [row] = await db
    .insert(billingAccounts)
    .values({
      companyId: company.id,
      nombreFiscal,
      cif: company.cif,
      domicilioFiscal: 'Calle de Alcalá 120, 3.º',
      idPais: 1,
      idProvincia: 28,
      poblacion: 'Madrid',
      cp: '28009',
      requiereEnvioPostalFacturas: false,
    })
    .returning();
  if (!row) {
    throw new Error('billing account not built');
  }
  return row;
}
