import type { ManagementContact, ManagementContactBody } from '@portal/contracts';
import { ID_ESPANA } from '../domains/data/index.ts';
import type { ContactValues } from './company-contacts.repository.ts';
import type { CompanyContactRow } from './company-contacts.table.ts';

export function toManagementContact(row: CompanyContactRow): ManagementContact {
  return {
    idContacto: row.id,
    nombre: row.nombre,
    apellidos: row.apellidos,
    dni: row.dni,
    puesto: row.puesto,
    departamento: row.departamento,
    email: row.email,
    telefono1: row.telefono1,
    telefono2: row.telefono2,
    direccion: row.direccion,
    cp: row.cp,
    localidad: row.localidad,
    idLocalidad: row.idLocalidad,
    provincia: row.provincia,
    idPais: row.idPais,
    tipoContacto: row.tiposContacto,
    aniosForoEmpleo: row.aniosForoEmpleo,
  };
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

export function toContactValues(body: ManagementContactBody, tipos: number[]): ContactValues {
  return {
    nombre: body.nombre,
    apellidos: body.apellidos,
    dni: body.dni,
    puesto: body.puesto,
    departamento: orNull(body.departamento),
    email: orNull(body.email),
    telefono1: body.telefono1,
    telefono2: orNull(body.telefono2),
    direccion: body.direccion,
    cp: body.cp,
    localidad: body.localidad,
    idLocalidad: body.idLocalidad ?? null,
    provincia: orNull(body.provincia),
    idPais: body.idPais ?? ID_ESPANA,
    tiposContacto: tipos,
    aniosForoEmpleo: [...(body.aniosForoEmpleo ?? [])].sort((a, b) => a - b),
  };
}
