/**
 * Validation messages shown under form fields and returned by the API in
 * `datos.errores: [{ campo, codigo, mensaje }]`. Spanish wording exactly as the spec gives it
 * ("Shared messages"); `maxLength`, `outOfRange` and `weakPassword` have no wording
 * in the spec.
 */
export const validationMessages = {
  required: { codigo: 'required', mensaje: 'Este campo es requerido' },
  malformed: { codigo: 'malformed', mensaje: 'El campo está mal formado' },
  minLength: { codigo: 'min_length', mensaje: 'El campo no tiene la longitud mínima requerida' },
  maxLength: { codigo: 'max_length', mensaje: 'El campo supera la longitud máxima permitida' },
  outOfRange: { codigo: 'out_of_range', mensaje: 'El valor está fuera del rango permitido' },
  email: { codigo: 'email', mensaje: 'Debes indicar una dirección de correo electrónico válida' },
  dni: { codigo: 'dni', mensaje: 'El DNI está mal formado' },
  contactDni: { codigo: 'contact_dni', mensaje: 'El campo DNI está mal formado' },
  phoneTooLong: { codigo: 'phone_too_long', mensaje: 'La longitud del teléfono es excesiva' },
  weakPassword: {
    codigo: 'weak_password',
    mensaje: 'La contraseña debe tener al menos 8 caracteres y un número',
  },
  passwordMismatch: { codigo: 'password_mismatch', mensaje: 'Las contraseñas no coinciden' },
  samePassword: {
    codigo: 'same_password',
    mensaje: 'La nueva contraseña debe ser distinta de la actual',
  },
  privacyRequired: {
    codigo: 'privacy_required',
    mensaje: 'Debes aceptar la política de privacidad',
  },
  communicationsRequired: {
    codigo: 'communications_required',
    mensaje:
      'Debes aceptar recibir los mensajes del Servicio de Empleo sobre tu cuenta y tus ofertas',
  },
  fileType: { codigo: 'file_type', mensaje: 'Este tipo de fichero no esta permitido' },
} as const;

export type ValidationMessageName = keyof typeof validationMessages;
export type ValidationCode = (typeof validationMessages)[ValidationMessageName]['codigo'];

const codeByMessage: ReadonlyMap<string, ValidationCode> = new Map(
  Object.values(validationMessages).map(({ codigo, mensaje }) => [mensaje, codigo]),
);

/**
 * The stable `codigo` of a message from this table, so a zod issue (whose only trace of the rule may
 * be its message) becomes `{ campo, codigo, mensaje }`. Any other message counts as `malformed`.
 */
export function validationCodeForMessage(mensaje: string): ValidationCode {
  return codeByMessage.get(mensaje) ?? validationMessages.malformed.codigo;
}
