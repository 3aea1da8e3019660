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

/** What the company reads when one of its agreements changes state (portal and email). */
export function agreementNotice(
  idConvenio: number,
  estado: AgreementStatus,
  motivo: string | null,
  automatic = false,
): UserNotice {
  const ref = `n.º ${String(idConvenio)}`;
  const texts: Partial<Record<AgreementStatus, { titulo: string; texto: string }>> = {
    erroneo: {
      titulo: 'Convenio marcado como erróneo',
      texto: `El Servicio de Empleo ha marcado como erróneo tu convenio ${ref}. Motivo: ${motivo ?? '—'}. Puedes generar un convenio nuevo con los datos corregidos.`,
    },
    enviado_secretaria: {
      titulo: 'Convenio enviado a secretaría',
      texto: `Tu convenio ${ref}, firmado por la empresa, se ha enviado a la secretaría de la universidad para su firma.`,
    },
    formalizado: {
      titulo: 'Convenio formalizado',
      texto: `Tu convenio ${ref} está formalizado. Ya puedes descargar el convenio firmado por la universidad.`,
    },
    caducado: {
      titulo: 'Convenio caducado',
      texto: automatic
        ? `Tu convenio ${ref} ha caducado al superar su fecha de caducidad.`
        : `El Servicio de Empleo ha dado por caducado tu convenio ${ref}.`,
    },
  };
  const text = texts[estado] ?? {
    titulo: 'Cambio de estado del convenio',
    texto: `Tu convenio ${ref} está ahora en estado «${agreementStatusTexts[estado]}».`,
  };
  return { ...text, urlAcceso: agreementsPage(), importante: estado === 'erroneo' };
}
