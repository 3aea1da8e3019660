import { z } from 'zod';
import { brandSettingsSchema } from '../brand/brand-settings.ts';
import {
  staffBrandBodySchema,
  staffBrandSchema,
  staffMaintenanceBodySchema,
  staffPrivacyBodySchema,
  staffPrivacyVersionSchema,
} from '../portal/staff-brand.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Gestión: marca y textos legales'];
const auth = 'admin';

/**
 * Brand settings, maintenance switch and privacy text versions: administrators
 * only. Each change is written to the audit log; the public configuration changes at once.
 */
export const staffBrandCalls = {
  brand: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameMarca',
    auth,
    summary: 'The brand settings in force and the keys fixed by BRAND_FILE',
    tags,
    response: staffBrandSchema,
    codes: [],
  }),
  saveBrand: defineCall({
    method: 'POST',
    path: '/api/Gestion/guardaMarca',
    auth,
    summary: 'Change brand settings (any subset of the spec but the maintenance flag)',
    description:
      'A brand colour under 4.5:1 against white text is refused (400 naming colores.primario or colores.secundario, with the ratio).',
    tags,
    body: staffBrandBodySchema,
    response: brandSettingsSchema,
    codes: [Codes.INVALID_INPUT],
  }),
  maintenance: defineCall({
    method: 'POST',
    path: '/api/Gestion/cambiaModoMantenimiento',
    auth,
    summary: 'Switch maintenance mode on or off (every page leads to /mantenimiento while on)',
    tags,
    body: staffMaintenanceBodySchema,
    response: brandSettingsSchema,
    codes: [Codes.INVALID_INPUT],
  }),
  privacyVersions: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameTextosLegales',
    auth,
    summary: 'Every privacy (RGPD) text version, newest first, with its acceptances',
    tags,
    response: z.array(staffPrivacyVersionSchema),
    codes: [],
  }),
  publishPrivacy: defineCall({
    method: 'POST',
    path: '/api/Gestion/publicaTextoLegal',
    auth,
    summary: 'Publish a new privacy text version: every user accepts it at next sign-in',
    tags,
    body: staffPrivacyBodySchema,
    response: staffPrivacyVersionSchema,
    codes: [Codes.INVALID_INPUT],
  }),
};
