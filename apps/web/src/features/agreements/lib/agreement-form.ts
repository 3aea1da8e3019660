import {
  agreementRequestSchema,
  joinIbanBoxes,
  validationCodeOf,
  type AgreementProfile,
  type AgreementRequestInput,
} from '@portal/contracts';
import type { IbanParts } from '../components/iban-inputs.tsx';

/** What the agreement screen holds: radios as '' until chosen. */
export interface AgreementFormValues {
  nombre: string;
  apellidos: string;
  email: string;
  cargo: string;
  idContacto: string | null;
  tramitacion: '' | 'digital' | 'papel';
  requierePedido: boolean;
  pedidoAnual: '' | 'si' | 'no';
  numeroPedido: string;
  pago: '' | 'domiciliacion' | 'transferencia';
  iban: IbanParts;
  idCuenta: string | null;
}

export const emptyIban: IbanParts = ['', '', '', '', ''];

export function initialAgreementValues(profile: AgreementProfile | null): AgreementFormValues {
  const ibanParts = profile?.ibanDomiciliacion?.split(',') ?? [];
  return {
    nombre: profile?.datosFirmante.nombre ?? '',
    apellidos: profile?.datosFirmante.apellidos ?? '',
    email: profile?.datosFirmante.email ?? '',
    cargo: profile?.datosFirmante.cargo ?? '',
    idContacto: null,
    tramitacion: profile ? (profile.tramitacionManual ? 'papel' : 'digital') : '',
    requierePedido: profile?.requierePedido ?? false,
    pedidoAnual: profile?.requierePedido ? (profile.pedidoAnual ? 'si' : 'no') : '',
    numeroPedido: profile?.numeroPedido ?? '',
    pago: profile ? (profile.pagoDomiciliado ? 'domiciliacion' : 'transferencia') : '',
    iban:
      ibanParts.length === 5
        ? [
            ibanParts[0] ?? '',
            ibanParts[1] ?? '',
            ibanParts[2] ?? '',
            ibanParts[3] ?? '',
            ibanParts[4] ?? '',
          ]
        : emptyIban,
    idCuenta: null,
  };
}

/** The payload `data` of addConvenioEmpresa; unanswered radios stay undefined (required errors). */
export function toAgreementRequest(values: AgreementFormValues): AgreementRequestInput {
  const pagoDomiciliado = values.pago === '' ? undefined : values.pago === 'domiciliacion';
  return {
    idContactoEmpresaGestion: values.idContacto ?? undefined,
    tramitacionManual: values.tramitacion === '' ? undefined : values.tramitacion === 'papel',
    idCuentaFacturacion: values.idCuenta ?? undefined,
    datosFirmante: {
      nombre: values.nombre,
      apellidos: values.apellidos,
      cargo: values.cargo,
      email: values.email,
    },
    sincaducidad: true,
    requierePedido: values.requierePedido,
    pedidoAnual: values.requierePedido && values.pedidoAnual === 'si',
    numeroPedido: values.requierePedido && values.pedidoAnual === 'si' ? values.numeroPedido : '',
    pagoDomiciliado,
    ibanDomiciliacion: pagoDomiciliado === true ? joinIbanBoxes(values.iban) : '',
  } as AgreementRequestInput;
}

const fieldOfPath: Record<string, keyof AgreementFormValues> = {
  'datosFirmante.nombre': 'nombre',
  'datosFirmante.apellidos': 'apellidos',
  'datosFirmante.email': 'email',
  'datosFirmante.cargo': 'cargo',
  idContactoEmpresaGestion: 'idContacto',
  idCuentaFacturacion: 'idCuenta',
  tramitacionManual: 'tramitacion',
  pagoDomiciliado: 'pago',
  numeroPedido: 'numeroPedido',
  ibanDomiciliacion: 'iban',
};

/** Field errors as validation codes (required, min_length…), keyed by form field. */
export type AgreementFormErrors = Partial<Record<keyof AgreementFormValues, string>> & {
  pedidoAnualMissing?: boolean;
};

/** Checks the form with the contract's schema, plus the annual-order question when it is shown. */
export function validateAgreement(values: AgreementFormValues): AgreementFormErrors {
  const errors: AgreementFormErrors = {};
  const result = agreementRequestSchema.safeParse(toAgreementRequest(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOfPath[issue.path.join('.')];
      if (field !== undefined && errors[field] === undefined) {
        errors[field] = validationCodeOf(issue);
      }
    }
  }
  if (values.requierePedido && values.pedidoAnual === '') {
    errors.pedidoAnual = 'required';
  }
  return errors;
}

/** Server field names (datos.errores[].campo) as form fields. */
export const formFieldOfServerField = (campo: string): keyof AgreementFormValues | undefined =>
  fieldOfPath[campo];
