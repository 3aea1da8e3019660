import type { StaffContactMessage } from '@portal/contracts';
import type { InboxRow } from './contact.repository.ts';

export const toStaffContactMessage = (row: InboxRow): StaffContactMessage => ({
  idMensaje: row.message.id,
  nombre: row.message.nombre,
  email: row.message.email,
  perfil: row.message.perfil,
  asunto: row.message.asunto,
  mensaje: row.message.mensaje,
  recibido: row.message.createdAt.toISOString(),
  atendido: row.message.handledAt !== null,
  atendidoEl: row.message.handledAt?.toISOString() ?? null,
  atendidoPor:
    row.handlerNombre === null ? null : `${row.handlerNombre} ${row.handlerApellidos ?? ''}`.trim(),
});
