import type { Db } from '../client.ts';
import { billingAccounts, companyContacts } from '../schema.ts';
import { dni } from './ids.ts';

/**
 * The management contact and billing account of the demo company of empresa@demo.es, so the
 * agreement form has something to preselect (one contact, one account).
 */
export async function seedCompanyData(tx: Db, company: { id: number; cif: string }) {
  await tx.insert(companyContacts).values({
    companyId: company.id,
    nombre: 'Raúl',
    apellidos: 'Moreno Díaz',
    dni: dni(45612378),
    puesto: 'Director de Recursos Humanos',
    departamento: 'Personas y Talento',
    email: 'raul.moreno@manzanares-tech.example',
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
  });
  await tx.insert(billingAccounts).values({
    companyId: company.id,
    nombreFiscal: 'Tecnologías Manzanares S.L.',
    cif: company.cif,
    domicilioFiscal: 'Calle de Alcalá 120, 3.º',
    idPais: 1,
    idProvincia: 28,
    poblacion: 'Madrid',
    cp: '28009',
    requiereEnvioPostalFacturas: false,
  });
}
