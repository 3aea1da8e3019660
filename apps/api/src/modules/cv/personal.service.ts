import {
  Codes,
  isValidDni,
  isValidEmail,
  isValidNie,
  isValidNss,
  normalizeDocumentId,
  normalizeNss,
  phoneProblem,
  validationMessages,
  type EditPersonalBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { cvDomains, storedPersonalValues } from './cv.mapper.ts';
import { fieldError } from './cv-errors.ts';
import {
  candidateFieldSettings,
  cvFieldSettingsOf,
  enforceFieldFlags,
  keepHidden,
  requiredMissing,
} from './cv-field-rules.ts';
import { requireProfile } from './load-cv.ts';
import * as repo from './cv.repository.ts';
import { paisPorId } from '../domains/data/index.ts';

const NIE_START = /^[XYZ]/;

/** DNI → 66, NIE (starts with X, Y or Z) → 69. */
function checkIdentityDocument(value: string): string {
  const normalized = normalizeDocumentId(value);
  if (NIE_START.test(normalized)) {
    if (!isValidNie(normalized)) {
      throw fieldError(Codes.INVALID_NIE, 'DNI', 'El NIE está mal formado', 'nie');
    }
  } else if (!isValidDni(normalized)) {
    throw fieldError(
      Codes.INVALID_DNI,
      'DNI',
      validationMessages.dni.mensaje,
      validationMessages.dni.codigo,
    );
  }
  return normalized;
}

/**
 * editDatosPersonales: identity document (66/69), social security number (84), the
 * fields the brand requires (15); removing a student's social security number → 106.
 */
export async function editPersonalData(
  ctx: AppContext,
  candidateId: number,
  sent: EditPersonalBody,
): Promise<void> {
  const profile = await requireProfile(ctx.db, candidateId);
  const c = profile.candidate;
  const flags = candidateFieldSettings(await cvFieldSettingsOf(ctx), c).personales;
  const stored = storedPersonalValues(c);
  // What the brand hides was never sent to the candidate: an empty value keeps the stored one.
  const body = keepHidden(flags, sent, stored);
  // The brand's flags first: a read-only field changed → 403, a required one empty → 15.
  enforceFieldFlags(
    flags,
    {
      DNI: body.DNI === null ? null : normalizeDocumentId(body.DNI),
      telefono: body.telefono,
      fechaNacimiento: body.fechaNacimiento,
      idPaisNacionalidad: body.idPaisNacionalidad,
      idProvincia: body.idProvincia,
      idLocalidad: body.idLocalidad,
      numeroSeguridadSocial:
        body.numeroSeguridadSocial === null ? null : normalizeNss(body.numeroSeguridadSocial),
    },
    stored,
  );
  // Every candidate has a nationality (the work permit depends on it).
  const idPaisNacionalidad = body.idPaisNacionalidad;
  if (idPaisNacionalidad === null) {
    throw requiredMissing('idPaisNacionalidad');
  }
  const dni = body.DNI === null ? null : checkIdentityDocument(body.DNI);
  let nss: string | null = null;
  if (body.numeroSeguridadSocial !== null) {
    if (!isValidNss(body.numeroSeguridadSocial)) {
      throw fieldError(
        Codes.INVALID_SOCIAL_SECURITY_NUMBER,
        'numeroSeguridadSocial',
        'El número de la Seguridad Social está mal formado',
        'nss',
      );
    }
    nss = normalizeNss(body.numeroSeguridadSocial);
  } else if (c.conPracticas && c.nss && flags.numeroSeguridadSocial.visible) {
    throw fieldError(
      Codes.SOCIAL_SECURITY_NUMBER_REQUIRED,
      'numeroSeguridadSocial',
      validationMessages.required.mensaje,
      validationMessages.required.codigo,
    );
  }
  const values = {
    telefono: body.telefono,
    fechaNacimiento: body.fechaNacimiento,
    idProvincia: body.idProvincia,
    idLocalidad: body.idLocalidad,
  };
  if (!paisPorId(idPaisNacionalidad)) {
    throw fieldError(
      Codes.INVALID_INPUT,
      'idPaisNacionalidad',
      validationMessages.malformed.mensaje,
    );
  }
  if (body.idProvincia !== null && !cvDomains.provincia.has(body.idProvincia)) {
    throw fieldError(Codes.INVALID_INPUT, 'idProvincia', validationMessages.malformed.mensaje);
  }
  if (body.idLocalidad !== null) {
    const town = cvDomains.localidad.get(body.idLocalidad);
    if (town?.idProvincia !== body.idProvincia) {
      throw fieldError(Codes.INVALID_INPUT, 'idLocalidad', validationMessages.malformed.mensaje);
    }
  }
  const phone = body.telefono === null ? null : phoneProblem(body.telefono);
  if (phone !== null) {
    throw fieldError(Codes.INVALID_INPUT, 'telefono', phone.mensaje, phone.codigo);
  }
  try {
    await repo.updateProfile(ctx.db, candidateId, {
      ...values,
      dni,
      nss,
      idPaisNacionalidad,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw fieldError(
        Codes.INVALID_INPUT,
        'DNI',
        'Este DNI ya está registrado en otra cuenta',
        'dni_taken',
      );
    }
    throw error;
  }
}

/**
 * editDatosEmail: the contact email (70; 403 when the brand makes it read-only and it changes)
 * and communications to the student email.
 */
export async function editEmail(
  ctx: AppContext,
  candidateId: number,
  body: { email: string | null; comunicacionesEnEmailEstudiante: boolean },
): Promise<void> {
  const profile = await requireProfile(ctx.db, candidateId);
  const current = profile.candidate.emailContacto ?? profile.email;
  const flags = (await cvFieldSettingsOf(ctx)).personales;
  // A hidden contact email comes back null and stays as it is.
  const email = keepHidden(flags, { email: body.email }, { email: current }).email?.trim() ?? null;
  if (email === null) {
    throw requiredMissing('email');
  }
  if (!isValidEmail(email)) {
    throw fieldError(
      Codes.INVALID_EMAIL,
      'email',
      validationMessages.email.mensaje,
      validationMessages.email.codigo,
    );
  }
  enforceFieldFlags(
    flags,
    { email: email.toLowerCase() === current.toLowerCase() ? current : email },
    { email: current },
  );
  await repo.updateProfile(ctx.db, candidateId, {
    emailContacto: email.toLowerCase() === profile.email.toLowerCase() ? null : email,
    comunicacionesEmail: body.comunicacionesEnEmailEstudiante,
  });
}
