import type { Communication } from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { CommunicationRow } from './communications.repository.ts';

export const toCommunication = (row: CommunicationRow): Communication => ({
  idComunicacion: row.id,
  fechaDesde: toDdMmYyyy(row.fechaDesde),
  descripcion: row.descripcion,
  enlace: row.enlace,
});
