export { cifControlDigitFor, isValidCif, isValidCifOrNif } from './cif.ts';
export {
  canonicalDocumentId,
  dniLetterFor,
  isValidDni,
  isValidDniNie,
  isValidNie,
  isValidNif,
  normalizeDocumentId,
} from './dni-nie.ts';
export { hasAccentedLetters, isValidEmail, isValidEmailSinAcentos } from './email.ts';
export { toFieldErrors, validationCodeOf, validationMessageOf } from './field-errors.ts';
export {
  IBAN_BOX_LENGTHS,
  ibanFromBoxes,
  ibanFromWire,
  isValidBic,
  isValidIban,
  joinIbanBoxes,
  normalizeIban,
  splitIbanIntoBoxes,
  type IbanBoxes,
} from './iban.ts';
export {
  validationCodeForMessage,
  validationMessages,
  type ValidationCode,
  type ValidationMessageName,
} from './messages.ts';
export { isValidNss, normalizeNss, nssControlFor } from './nss.ts';
export { isValidPassword, PASSWORD_MIN_LENGTH, passwordsMatch } from './password.ts';
export {
  isValidPhone,
  normalizePhone,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneIssue,
  type PhoneIssue,
} from './phone.ts';
export { isNumericPostalCode, isValidSpanishPostalCode } from './postal-code.ts';
export { optionalTextSchema, requiredTextSchema, textFieldSchema } from './schema-helpers.ts';
export {
  emailAddressSchema,
  emailSinAcentosSchema,
  numericPostalCodeSchema,
  optionalEmailAddressSchema,
  optionalEmailSinAcentosSchema,
  optionalPhoneSchema,
  optionalUrlSchema,
  differentPassword,
  passwordConfirmation,
  passwordRepeatSchema,
  passwordSchema,
  phoneProblem,
  phoneSchema,
  postalCodeSchema,
  privacyAcceptedSchema,
  urlSchema,
} from './schemas-contact.ts';
export {
  bicSchema,
  cifSchema,
  contactDniNieSchema,
  dniNieSchema,
  ibanBoxesSchema,
  ibanSchema,
  ibanWireSchema,
  nssSchema,
} from './schemas-documents.ts';
export { isValidUrl } from './url.ts';
export { fieldErrorTextsEn, localiseFieldError } from './messages-en.ts';
