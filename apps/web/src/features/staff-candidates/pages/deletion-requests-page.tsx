import { Alert, Anchor, Button, Group, Table, Text } from '@mantine/core';
import { pathFor, type StaffAccountDeletionItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import {
  useApproveDeletion,
  useDeletionRequests,
  useRejectDeletion,
} from '../api/staff-candidates.ts';
import { ConfirmDialog, ReasonDialog } from '../components/reason-dialog.tsx';

/**
 * /gestion/solicitudes/bajas: pending 'Solicitar baja' requests (517), oldest first. Approving
 * anonymises the person's data in one transaction (applications stay for statistics without
 * identity); rejecting asks for the reason the candidate receives by email.
 */
export default function DeletionRequestsPage() {
  const { t } = useTranslation('backOffice');
  const requests = useDeletionRequests();
  const approve = useApproveDeletion();
  const reject = useRejectDeletion();
  const [approving, setApproving] = useState<StaffAccountDeletionItem | null>(null);
  const [rejecting, setRejecting] = useState<StaffAccountDeletionItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const name = (r: StaffAccountDeletionItem | null) => (r ? `${r.nombre} ${r.apellidos}` : '');

  return (
    <PageFrame>
      <Text>{t('deletions.intro')}</Text>
      {notice !== null && (
        <Alert color="green" variant="light" role="status" data-testid="deletions-notice">
          {notice}
        </Alert>
      )}
      <Section title={t('deletions.list.title')} testId="deletion-requests">
        <QueryState
          query={requests}
          emptyText={t('deletions.list.empty')}
          isEmpty={(d) => d.length === 0}
        >
          {(rows) => (
            <Table.ScrollContainer minWidth={700}>
              <Table striped withTableBorder data-testid="deletions-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('candidates.fields.nombre')}</Table.Th>
                    <Table.Th scope="col">{t('candidates.fields.email')}</Table.Th>
                    <Table.Th scope="col">{t('candidates.fields.fecha')}</Table.Th>
                    <Table.Th scope="col">{t('users.fields.acciones')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.idSolicitud} data-testid={`deletion-${r.email}`}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={pathFor('gestion_candidato', { id: r.idAlumno })}
                        >
                          {name(r)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{r.email}</Table.Td>
                      <Table.Td>{r.fecha}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            color="red.9"
                            aria-label={t('deletions.actions.approveOf', { name: name(r) })}
                            onClick={() => {
                              setNotice(null);
                              setApproving(r);
                            }}
                          >
                            {t('deletions.actions.approve')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={t('deletions.actions.rejectOf', { name: name(r) })}
                            onClick={() => {
                              setNotice(null);
                              setRejecting(r);
                            }}
                          >
                            {t('deletions.actions.reject')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Section>
      <ConfirmDialog
        opened={approving !== null}
        title={t('deletions.approve.title')}
        body={t('deletions.approve.body', { name: name(approving) })}
        confirm={t('deletions.approve.confirm')}
        pending={approve.isPending}
        testId="approve"
        onClose={() => {
          setApproving(null);
        }}
        onConfirm={() => {
          if (approving === null) {
            return;
          }
          const who = name(approving);
          approve.mutate(approving.idSolicitud, {
            onSuccess: () => {
              setNotice(t('deletions.notice.approved', { name: who }));
            },
            onSettled: () => {
              setApproving(null);
            },
          });
        }}
      />
      <ReasonDialog
        opened={rejecting !== null}
        title={t('deletions.reject.title')}
        body={t('deletions.reject.body', { name: name(rejecting) })}
        label={t('deletions.reject.label')}
        hint={t('deletions.reject.hint')}
        confirm={t('deletions.reject.confirm')}
        pending={reject.isPending}
        testId="reject"
        onClose={() => {
          setRejecting(null);
        }}
        onConfirm={(motivo) => {
          if (rejecting === null) {
            return;
          }
          const who = name(rejecting);
          reject.mutate(
            { idSolicitud: rejecting.idSolicitud, motivo },
            {
              onSuccess: () => {
                setRejecting(null);
                setNotice(t('deletions.notice.rejected', { name: who }));
              },
            },
          );
        }}
      />
    </PageFrame>
  );
}
