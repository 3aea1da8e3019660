import type { AuditItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { dateFormatter, PORTAL_TIME_ZONE } from '../../../../lib/dates.ts';

/** A code with no words yet, readable anyway: `token_integracion.crear` → `token integracion · crear`. */
const spelled = (code: string) => code.replaceAll('_', ' ').replaceAll('.', ' · ');

/**
 * The audit log in the reader's words: what was done («Invitar a un usuario de gestión») and on
 * which record («Oferta «Analista de datos»»), never the stored codes (`oferta #49`).
 */
export function useAuditWords() {
  const { t, i18n } = useTranslation('backOffice');
  const action = (code: string) => t(`audit.actions.${code}`, { defaultValue: spelled(code) });
  const entity = (kind: string) => t(`audit.entities.${kind}`, { defaultValue: spelled(kind) });
  const record = (row: Pick<AuditItem, 'entidad' | 'entidadId' | 'entidadNombre'>) => {
    const kind = entity(row.entidad);
    if (row.entidadNombre !== null) {
      return t('audit.record.named', { entity: kind, name: row.entidadNombre });
    }
    return row.entidadId === null
      ? kind
      : t('audit.record.numbered', { entity: kind, id: row.entidadId });
  };
  const instant = (iso: string) =>
    dateFormatter(i18n.language, {
      dateStyle: 'short',
      timeStyle: 'medium',
      timeZone: PORTAL_TIME_ZONE,
    }).format(new Date(iso));
  return { action, entity, record, instant };
}
