import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pending / validated / blocked, and a warning when another company has the same tax id. */
export function CompanyStateBadges({
  company,
}: {
  company: { validada: boolean; bloqueada: boolean; duplicada: boolean };
}) {
  const { t } = useTranslation('staffAdmin');
  const state = company.bloqueada ? 'bloqueada' : company.validada ? 'validada' : 'pendiente';
  return (
    <Group gap={4}>
      <Badge
        variant="light"
        color={state === 'bloqueada' ? 'red' : state === 'validada' ? 'green' : 'yellow'}
        data-testid="company-state"
      >
        {t(`companies.states.${state}`)}
      </Badge>
      {company.duplicada && (
        <Badge variant="outline" color="orange">
          {t('companies.states.duplicada')}
        </Badge>
      )}
    </Group>
  );
}
