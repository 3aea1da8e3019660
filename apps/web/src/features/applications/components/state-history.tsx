import { Text } from '@mantine/core';
import type { ApplicationSheet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from '../../../lib/dates.ts';
import { useApplicationStateName } from '../../../lib/application-state-names.ts';
import classes from './applications.module.css';

/** The state changes of an application with their dates, oldest first. */
export function StateHistory({ historial }: Pick<ApplicationSheet, 'historial'>) {
  const { t, i18n } = useTranslation('applications');
  const stateName = useApplicationStateName();
  if (historial.length === 0) {
    return <Text c="dimmed">{t('sheet.historyEmpty')}</Text>;
  }
  return (
    <ol className={classes.history} aria-label={t('sheet.historyLabel')} data-testid="history">
      {historial.map((h, i) => (
        <li key={`${h.fechaHora}-${String(i)}`} className={classes.historyItem}>
          <Text fw={600} component="span">
            {stateName(h.idEstado, h.estado)}
          </Text>
          <Text component="time" dateTime={h.fechaHora} c="dimmed" size="sm">
            {formatDay(h.fechaHora, i18n.language)} {formatTime(h.fechaHora, i18n.language)}
          </Text>
          {h.motivo !== null && (
            <Text size="sm" component="span">
              {t('sheet.rejectionReason', { reason: h.motivo })}
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}
