import type { AccountDeletionRequest, StaffAccountDeletionItem } from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { DeletionRequestListRow } from './account-deletion.repository.ts';
import type { AccountDeletionRequestRow } from './account-deletion.table.ts';

export const toAccountDeletionRequest = (
  row: AccountDeletionRequestRow,
): AccountDeletionRequest => ({
  idSolicitud: row.id,
  fecha: toDdMmYyyy(row.createdAt),
  estado: row.estado,
});

export const toStaffAccountDeletionItem = (
  row: DeletionRequestListRow,
): StaffAccountDeletionItem => ({
  ...toAccountDeletionRequest(row),
  idAlumno: row.candidateId,
  nombre: row.nombre,
  apellidos: row.apellidos,
  email: row.email,
  dni: row.dni,
  resuelta: row.processedAt ? toDdMmYyyy(row.processedAt) : null,
  motivoRechazo: row.motivoRechazo,
});
