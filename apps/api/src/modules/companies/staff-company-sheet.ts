import { Codes, type StaffCompanyDetail, type StaffCompanyRow } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import * as repo from './staff-companies-admin.repository.ts';

export const toRow = (row: repo.StaffCompanyDbRow): StaffCompanyRow => ({
  idEmpresa: row.id,
  cif: row.cif,
  nombreComercial: row.nombreComercial,
  razonSocial: row.razonSocial,
  email: row.email,
  fechaAlta: toDdMmYyyy(row.createdAt),
  validada: row.validada,
  bloqueada: row.bloqueada,
  numUsuarios: row.numUsuarios,
  numOfertas: row.numOfertas,
  duplicada: row.duplicada,
});

export async function existing(db: Db, companyId: number, lock = false) {
  const row = await repo.findCompany(db, companyId, lock);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return row;
}

export async function getStaffCompany(
  ctx: AppContext,
  companyId: number,
): Promise<StaffCompanyDetail> {
  const row = await existing(ctx.db, companyId);
  const [members, duplicates] = await Promise.all([
    repo.companyUserList(ctx.db, companyId),
    repo.duplicatesOf(ctx.db, companyId, row.cif),
  ]);
  return {
    ...toRow(row),
    descripcion: row.descripcion,
    web: row.web,
    telefono: row.telefono,
    direccion: row.direccion,
    cp: row.cp,
    mensajeBloqueo: row.mensajeBloqueo,
    numOfertasPendientes: row.numOfertasPendientes,
    usuarios: members.map((m) => ({
      idUsuario: m.id,
      email: m.email,
      nombre: m.nombre,
      apellidos: m.apellidos,
      cargo: m.cargo,
      telefono: m.telefono,
      ultimoAcceso: m.lastLoginAt === null ? null : toDdMmYyyy(m.lastLoginAt),
    })),
    duplicadas: duplicates.map((d) => ({
      idEmpresa: d.id,
      cif: d.cif,
      nombreComercial: d.nombreComercial,
    })),
  };
}
