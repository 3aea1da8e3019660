import { z } from 'zod';
import { Codes } from '../status-codes/codes.ts';
import { isValidCifOrNif } from './cif.ts';
import { isValidDniNie, normalizeDocumentId } from './dni-nie.ts';
import { ibanFromBoxes, isValidBic, isValidIban, normalizeIban } from './iban.ts';
import { validationMessages } from './messages.ts';
import { isValidNss, normalizeNss } from './nss.ts';
import { issueOf, requiredTextSchema } from './schema-helpers.ts';

/** Identity document of a candidate or signer: DNI or NIE; output normalised ('12345678Z'). */
export const dniNieSchema = requiredTextSchema()
  .refine(isValidDniNie, issueOf(validationMessages.dni))
  .overwrite(normalizeDocumentId);

/** DNI/NIF/NIE of a management contact, with that form's message 'El campo DNI está mal formado'. */
export const contactDniNieSchema = requiredTextSchema()
  .refine(isValidDniNie, issueOf(validationMessages.contactDni))
  .overwrite(normalizeDocumentId);

/** Company tax id: a CIF, or the NIF of a natural person ("CIF or NIF check"). */
export const cifSchema = requiredTextSchema()
  .refine(isValidCifOrNif, issueOf(validationMessages.malformed, Codes.INVALID_TAX_ID))
  .overwrite(normalizeDocumentId);

/** Social security number, separators allowed on input; output is the 12 digits. */
export const nssSchema = requiredTextSchema()
  .refine(isValidNss, issueOf(validationMessages.malformed))
  .overwrite(normalizeNss);

/** IBAN in any spacing and case; output in electronic format. */
export const ibanSchema = requiredTextSchema()
  .refine(isValidIban, issueOf(validationMessages.malformed))
  .overwrite(normalizeIban);

/** SWIFT/BIC of a bank; a malformed one answers the spec's code 83. */
export const bicSchema = requiredTextSchema()
  .refine(isValidBic, issueOf(validationMessages.malformed, Codes.INVALID_BIC))
  .overwrite((value) => value.replace(/\s/g, '').toUpperCase());

/** The five boxes of the IBAN entry: each one required, together a valid IBAN. */
export const ibanBoxesSchema = z
  .tuple([
    requiredTextSchema(),
    requiredTextSchema(),
    requiredTextSchema(),
    requiredTextSchema(),
    requiredTextSchema(),
  ])
  .refine((parts) => isValidIban(ibanFromBoxes(parts)), issueOf(validationMessages.malformed));

/** Wire form of `ibanDomiciliacion`: five non-empty parts joined by commas, a valid IBAN together. */
export const ibanWireSchema = requiredTextSchema().refine((wire) => {
  const parts = wire.split(',');
  return (
    parts.length === 5 &&
    parts.every((part) => part.trim() !== '') &&
    isValidIban(ibanFromBoxes(parts))
  );
}, issueOf(validationMessages.malformed));
