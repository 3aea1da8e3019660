import { z } from 'zod';
import {
  managementContactBodySchema,
  managementContactDeleteBodySchema,
  managementContactEditBodySchema,
  managementContactMapSchema,
  managementContactSchema,
} from '../portal/company-contacts.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Contactos de gestión'];
const auth = 'empresa';

/** Management contacts of the company. */
export const companyContactCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameContactosConveniosEmpresa',
    auth,
    summary: "The company's management contacts keyed by id",
    tags,
    response: managementContactMapSchema,
    codes: [],
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/Empresa/addContactoEmpresa',
    auth,
    summary: 'Add a management contact (530)',
    description:
      'Unknown contact types, countries or towns are field errors (400); a DNI already used by another contact of the company answers 515 (HTTP 409).',
    tags,
    body: managementContactBodySchema,
    response: managementContactSchema,
    codes: [Codes.INVALID_INPUT, Codes.SERVER_MESSAGE],
  }),
  edit: defineCall({
    method: 'POST',
    path: '/api/Empresa/editaContactoEmpresa',
    auth,
    summary: 'Edit one of the management contacts',
    description: 'A contact of another company answers 404 and nothing is written.',
    tags,
    body: managementContactEditBodySchema,
    response: managementContactSchema,
    codes: [Codes.INVALID_INPUT, Codes.NOT_FOUND, Codes.SERVER_MESSAGE],
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/Empresa/eliminaContactoEmpresa',
    auth,
    summary: 'Delete one of the management contacts',
    tags,
    body: managementContactDeleteBodySchema,
    response: z.null(),
    codes: [Codes.NOT_FOUND],
  }),
};
