import { Badge, Card, Group, Text } from '@mantine/core';
import type { InternshipProposal } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { PlainList } from '../../../components/plain-list.tsx';

const colour = { pendiente: 'yellow', aprobada: 'green', rechazada: 'red' } as const;

/** Proposals with their state and, once decided, the careers office's reason. */
export function ProposalList({ query }: { query: UseQueryResult<InternshipProposal[]> }) {
  const { t } = useTranslation('internshipProposals');
  return (
    <QueryState query={query} emptyText={t('list.empty')}>
      {(data) => (
        <PlainList gap="sm" aria-label={t('list.title')}>
          {data.map((p) => (
            <Card
              component="li"
              key={p.idPropuesta}
              withBorder
              padding="sm"
              data-testid="proposal-item"
            >
              <Group justify="space-between" align="flex-start">
                <div>
                  <Text fw={600}>{p.nombreEmpresa}</Text>
                  <Text size="sm">
                    {p.alumno} · {t('list.dates', { start: p.fechaInicio, end: p.fechaFin })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('list.sent', { date: p.fecha })}
                  </Text>
                </div>
                <Badge variant="light" color={colour[p.estado]}>
                  {t(`states.${p.estado}`)}
                </Badge>
              </Group>
              {p.motivo !== null && (
                <Text size="sm" mt="xs">
                  {t('list.reason', { reason: p.motivo })}
                </Text>
              )}
            </Card>
          ))}
        </PlainList>
      )}
    </QueryState>
  );
}
