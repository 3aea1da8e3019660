import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { pathFor, type StaffAccountDeletionItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ListTable,
  type ListColumn,
  type ListSort,
} from '../../../../components/list-kit/index.ts';
import { wireDateValue } from '../../../../lib/dates.ts';

const stateColour = { pendiente: 'orange', tramitada: 'gray', rechazada: 'red' } as const;

export const personName = (r: StaffAccountDeletionItem | null) =>
  r ? `${r.nombre} ${r.apellidos}` : '';

/** Deletion requests with their state; a pending one can be approved or rejected. */
export function DeletionsTable({
  rows,
  onApprove,
  onReject,
  sort,
  onSort,
  page,
  onPage,
}: {
  rows: readonly StaffAccountDeletionItem[];
  onApprove: (request: StaffAccountDeletionItem) => void;
  onReject: (request: StaffAccountDeletionItem) => void;
  /** The sorted column (from the URL) and the change of it. */
  sort: ListSort | null;
  onSort: (key: string) => void;
  /** The page of rows shown (the table pages the list) and the change of page. */
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('backOffice');
  const columns: ListColumn<StaffAccountDeletionItem>[] = [
    {
      key: 'nombre',
      header: t('candidates.fields.nombre'),
      sortValue: (r) => personName(r),
      cell: (r) => (
        <Anchor component={Link} to={pathFor('gestion_candidato', { id: r.idAlumno })}>
          {personName(r)}
        </Anchor>
      ),
    },
    {
      key: 'dni',
      header: t('candidates.fields.dni'),
      sortValue: (r) => r.dni,
      cell: (r) => r.dni ?? '—',
    },
    {
      key: 'email',
      header: t('candidates.fields.email'),
      sortValue: (r) => r.email,
      cell: (r) => r.email,
    },
    {
      key: 'fecha',
      header: t('candidates.fields.fecha'),
      sortValue: (r) => wireDateValue(r.fecha),
      cell: (r) => r.fecha,
    },
    {
      key: 'estado',
      header: t('candidates.fields.estado'),
      sortValue: (r) => t(`deletions.states.${r.estado}`),
      cell: (r) => (
        <Stack gap={2}>
          <Badge variant="light" color={stateColour[r.estado]}>
            {t(`deletions.states.${r.estado}`)}
          </Badge>
          {r.resuelta !== null && (
            <Text size="xs">{t('deletions.list.resolved', { day: r.resuelta })}</Text>
          )}
          {r.motivoRechazo !== null && <Text size="xs">{r.motivoRechazo}</Text>}
        </Stack>
      ),
    },
    {
      key: 'acciones',
      header: t('users.fields.acciones'),
      cell: (r) =>
        r.estado === 'pendiente' ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              color="red.9"
              aria-label={t('deletions.actions.approveOf', { name: personName(r) })}
              onClick={() => {
                onApprove(r);
              }}
            >
              {t('deletions.actions.approve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={t('deletions.actions.rejectOf', { name: personName(r) })}
              onClick={() => {
                onReject(r);
              }}
            >
              {t('deletions.actions.reject')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('deletions.list.decided')}
          </Text>
        ),
    },
  ];
  return (
    <ListTable
      testId="deletions-table"
      rows={rows}
      rowKey={(r) => r.idSolicitud}
      rowTestId={(r) => `deletion-${r.email}`}
      columns={columns}
      minWidth={860}
      sort={sort}
      onSort={onSort}
      page={page}
      onPage={onPage}
    />
  );
}
