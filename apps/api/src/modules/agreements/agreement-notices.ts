import {
  agreementStatusTexts,
  documentationSectionIds,
  pathFor,
  type AgreementStatus,
} from '@portal/contracts';
import type { UserNotice } from '../notifications/notifications.service.ts';

/** Where the company sees its agreements: the documentation page, agreements section. */
const agreementsPage = () =>
  pathFor('documentacion', { idTipoDocumentacion: documentationSectionIds.convenios });

/** English display texts of the statuses (the web's agreements:status). */
const statusTextsEn: Record<AgreementStatus, string> = {
  generado: 'Generated',
  formalizado: 'Formalised',
  firmado_empresa: 'Signed by the company',
  erroneo: 'Erroneous',
  caducado: 'Expired',
  enviado_secretaria: 'Sent to the secretariat',
};

type Texts = Pick<UserNotice, 'titulo' | 'texto' | 'en'>;

/** What the company reads when one of its agreements changes state (portal and email). */
export function agreementNotice(
  idConvenio: number,
  estado: AgreementStatus,
  motivo: string | null,
  automatic = false,
): UserNotice {
  const ref = `n.º ${String(idConvenio)}`;
  const refEn = `no. ${String(idConvenio)}`;
  const texts: Partial<Record<AgreementStatus, Texts>> = {
    erroneo: {
      titulo: 'Convenio marcado como erróneo',
      texto: `El Servicio de Empleo ha marcado como erróneo tu convenio ${ref}. Motivo: ${motivo ?? '—'}. Puedes generar un convenio nuevo con los datos corregidos.`,
      en: {
        titulo: 'Agreement marked as erroneous',
        texto: `The careers office has marked your agreement ${refEn} as erroneous. Reason: ${motivo ?? '—'}. You can generate a new agreement with the corrected details.`,
      },
    },
    enviado_secretaria: {
      titulo: 'Convenio enviado a secretaría',
      texto: `Tu convenio ${ref}, firmado por la empresa, se ha enviado a la secretaría de la universidad para su firma.`,
      en: {
        titulo: 'Agreement sent to the secretariat',
        texto: `Your agreement ${refEn}, signed by the company, has been sent to the university's secretariat for signature.`,
      },
    },
    formalizado: {
      titulo: 'Convenio formalizado',
      texto: `Tu convenio ${ref} está formalizado. Ya puedes descargar el convenio firmado por la universidad.`,
      en: {
        titulo: 'Agreement formalised',
        texto: `Your agreement ${refEn} is formalised. You can now download the agreement signed by the university.`,
      },
    },
    caducado: {
      titulo: 'Convenio caducado',
      texto: automatic
        ? `Tu convenio ${ref} ha caducado al superar su fecha de caducidad.`
        : `El Servicio de Empleo ha dado por caducado tu convenio ${ref}.`,
      en: {
        titulo: 'Agreement expired',
        texto: automatic
          ? `Your agreement ${refEn} has expired: its expiry date has passed.`
          : `The careers office has marked your agreement ${refEn} as expired.`,
      },
    },
  };
  const text = texts[estado] ?? {
    titulo: 'Cambio de estado del convenio',
    texto: `Tu convenio ${ref} está ahora en estado «${agreementStatusTexts[estado]}».`,
    en: {
      titulo: 'Agreement status change',
      texto: `Your agreement ${refEn} is now “${statusTextsEn[estado]}”.`,
    },
  };
  return { ...text, urlAcceso: agreementsPage(), importante: estado === 'erroneo' };
}
