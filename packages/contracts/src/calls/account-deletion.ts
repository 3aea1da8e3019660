import { z } from 'zod';
import {
  accountDeletionRequestSchema,
  staffAccountDeletionItemSchema,
} from '../portal/account-deletion.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

/** 'Solicitar baja' (000 §6): the candidate's request and the careers office's pending list. */
export const accountDeletionCalls = {
  request: defineCall({
    method: 'POST',
    path: '/api/Alumno/solicitarBajaServicio',
    auth: 'alumno',
    summary: 'Ask to be removed from the service (517)',
    description:
      'Brand flag canBorrarCuenta off → 403. Success 517 (in mensaje), also when a request is already pending (no second one is stored).',
    tags: ['Cuenta'],
    response: accountDeletionRequestSchema,
    codes: [Codes.FORBIDDEN, Codes.GENERIC_ERROR],
  }),
  pendingList: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameSolicitudesBaja',
    auth: 'gestor',
    summary: 'Pending account-deletion requests, oldest first',
    tags: ['Gestión (servicio de empleo)'],
    response: z.array(staffAccountDeletionItemSchema),
    codes: [],
  }),
};
