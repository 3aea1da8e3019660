import type { FieldError } from '../api/envelope.ts';

/**
 * English texts of the field-error codes (`datos.errores[].codigo`). Spanish is the wording of the
 * spec and stays in each schema; an English-mode client (`Accept-Language: en`) gets these.
 */
export const fieldErrorTextsEn: Readonly<Record<string, string>> = {
  required: 'This field is required',
  malformed: 'This field is malformed',
  min_length: 'This field is shorter than the minimum length',
  max_length: 'This field is longer than the maximum length',
  out_of_range: 'The value is out of the allowed range',
  email: 'Enter a valid email address',
  dni: 'The DNI is malformed',
  contact_dni: 'The DNI field is malformed',
  phone_too_long: 'The phone number is too long',
  weak_password: 'The password must have at least 8 characters and a number',
  password_mismatch: 'The passwords do not match',
  same_password: 'The new password must differ from the current one',
  privacy_required: 'You must accept the privacy policy',
  communications_required:
    'You must agree to receive messages from the careers office about your account and your offers',
  file_type: 'This file type is not allowed',
  start_before_end: 'The start date must be before the end date',
  end_before_start: 'The end date cannot be before the start date',
  not_before_today: 'The date cannot be before today',
  deadline_after_end: 'Applications cannot close after the end date',
  student_internships_only: 'This field only applies to student internships',
  internships_only: 'This field only applies to internship offers',
  jobs_only: 'This field only applies to job offers',
  duplicated: 'The list has repeated items',
  wrong_password: 'The current password is not correct',
  after_current_end: 'The new end date must be after the current end date',
  before_current_end: 'The new end date must be before the current end date',
  not_before_start: 'The new end date cannot be before the start date',
  nie: 'The NIE is malformed',
  nss: 'The social security number is malformed',
  dni_taken: 'This DNI is already registered to another account',
  portfolio_too_large:
    'The portfolio is larger than 2 MB: give a link to your portfolio instead of the file.',
  url: 'The link must start with http:// or https:// and be a valid address',
  contract_not_for_family: 'The contract type does not fit this kind of offer',
  degree_not_for_student_internships: 'This degree does not take student internships',
  date_order: 'The end date must be after the start date',
  not_enrolled: 'Attendance can only be marked for people enrolled in the event.',
  mismatch: 'The document has changed; open it again.',
  iban: 'This field is malformed',
  not_supported:
    "A management contact has no username or password in the portal; the careers office creates the company's users.",
  invalid: 'This field is malformed',
};

/** A field error in the client's language: English when a text exists for its code. */
export function localiseFieldError(error: FieldError, language: 'es' | 'en'): FieldError {
  if (language === 'es') {
    return error;
  }
  const english = fieldErrorTextsEn[error.codigo];
  return english === undefined ? error : { ...error, mensaje: english };
}
