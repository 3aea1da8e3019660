import type { CompanyData, CompanyProfileBody, CompanyUserProfile } from '@portal/contracts';
import type { CompanyRow } from '../companies/companies.table.ts';
import {
  ID_ESPANA,
  localidades,
  paisPorId,
  provincias,
  sectoresActividad,
} from '../domains/data/index.ts';
import type { findCompanyUser } from './company-profile.repository.ts';

const names = (items: readonly { id: number; descripcion: string }[]) =>
  new Map(items.map((i) => [i.id, i.descripcion]));
const sectorNames = names(sectoresActividad);
const provinceNames = names(provincias);
const townNames = names(localidades);
const nameOf = (map: Map<number, string>, id: number | null) =>
  id === null ? null : (map.get(id) ?? null);

export function toCompanyData(row: CompanyRow): CompanyData {
  const spain = row.idPais === ID_ESPANA;
  return {
    idEmpresa: row.id,
    cif: row.cif,
    nombreComercial: row.nombreComercial,
    razonSocial: row.razonSocial,
    descripcion: row.descripcion,
    idSector: row.idSector,
    sector: nameOf(sectorNames, row.idSector),
    web: row.web,
    email: row.email,
    telefono: row.telefono,
    direccion: row.direccion,
    cp: row.cp,
    idPais: row.idPais,
    pais: paisPorId(row.idPais)?.nombre ?? null,
    idProvincia: row.idProvincia,
    provincia: spain ? nameOf(provinceNames, row.idProvincia) : row.provincia,
    idLocalidad: row.idLocalidad,
    localidad: spain ? nameOf(townNames, row.idLocalidad) : row.localidad,
    numeroEmpleados: row.numeroEmpleados,
    validada: row.validada,
    bloqueada: row.bloqueada,
  };
}

/** The columns the profile form sets: a Spanish address by ids, a foreign one by text. */
export function toCompanyColumns(body: CompanyProfileBody) {
  const spain = body.idPais === ID_ESPANA;
  return {
    cif: body.cif,
    nombreComercial: body.nombreComercial,
    razonSocial: body.razonSocial,
    descripcion: body.descripcion ?? '',
    idSector: body.idSector,
    web: body.web === undefined || body.web === '' ? null : body.web,
    email: body.email,
    telefono: body.telefono,
    direccion: body.direccion,
    cp: body.cp,
    idPais: body.idPais,
    idProvincia: spain ? (body.idProvincia ?? null) : null,
    idLocalidad: spain ? (body.idLocalidad ?? null) : null,
    provincia: spain ? null : (body.provincia ?? null),
    localidad: spain ? null : (body.localidad ?? null),
    numeroEmpleados: body.numeroEmpleados ?? null,
  };
}

export function toCompanyUserProfile(
  row: NonNullable<Awaited<ReturnType<typeof findCompanyUser>>>,
): CompanyUserProfile {
  return {
    nombre: row.nombre,
    apellidos: row.apellidos,
    email: row.email,
    cargo: row.cargo,
    telefono: row.telefono,
  };
}
