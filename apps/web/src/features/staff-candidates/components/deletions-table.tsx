import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { pathFor, type StaffAccountDeletionItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const stateColour = { pendiente: 'orange', tramitada: 'gray', rechazada: 'red' } as const;

export const personName = (r: StaffAccountDeletionItem | null) =>
  r ? `${r.nombre} ${r.apellidos}` : '';

/** Deletion requests with their state; a pending one can be approved or rejected. */
export function DeletionsTable({
  rows,
  onApprove,
  onReject,
}: {
  rows: StaffAccountDeletionItem[];
  onApprove: (request: StaffAccountDeletionItem) => void;
  onReject: (request: StaffAccountDeletionItem) => void;
}) {
  const { t } = useTranslation('backOffice');
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped withTableBorder data-testid="deletions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('candidates.fields.nombre')}</Table.Th>
            <Table.Th scope="col">{t('candidates.fields.dni')}</Table.Th>
            <Table.Th scope="col">{t('candidates.fields.email')}</Table.Th>
            <Table.Th scope="col">{t('candidates.fields.fecha')}</Table.Th>
            <Table.Th scope="col">{t('candidates.fields.estado')}</Table.Th>
            <Table.Th scope="col">{t('users.fields.acciones')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.idSolicitud} data-testid={`deletion-${r.email}`}>
              <Table.Td>
                <Anchor component={Link} to={pathFor('gestion_candidato', { id: r.idAlumno })}>
                  {personName(r)}
                </Anchor>
              </Table.Td>
              <Table.Td>{r.dni ?? '—'}</Table.Td>
              <Table.Td>{r.email}</Table.Td>
              <Table.Td>{r.fecha}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Badge variant="light" color={stateColour[r.estado]}>
                    {t(`deletions.states.${r.estado}`)}
                  </Badge>
                  {r.resuelta !== null && (
                    <Text size="xs">{t('deletions.list.resolved', { day: r.resuelta })}</Text>
                  )}
                  {r.motivoRechazo !== null && <Text size="xs">{r.motivoRechazo}</Text>}
                </Stack>
              </Table.Td>
              <Table.Td>
                {r.estado === 'pendiente' ? (
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
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
