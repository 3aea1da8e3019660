import { Alert, Select, Text, TextInput } from '@mantine/core';
import {
  searchDeletionRequests,
  staffDeletionStateFilters,
  type StaffAccountDeletionItem,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ExportButtons,
  ListBody,
  ListFilters,
  useListState,
} from '../../../../components/list-kit/index.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { Section } from '../../../../components/section.tsx';
import { oneOf } from '../../../../lib/use-url-filters.ts';
import {
  deletionsExportHref,
  useApproveDeletion,
  useDeletionRequests,
  useRejectDeletion,
} from '../api/staff-candidates.ts';
import { DeletionsTable, personName as name } from '../components/deletions-table.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';

/**
 * /gestion/solicitudes/bajas: 'Solicitar baja' requests (517), oldest first, pending unless another
 * state is chosen, searched by name, email or DNI (state and search in the URL), exportable as
 * filtered. Approving anonymises the person's data in one transaction (applications stay for
 * statistics without identity); rejecting asks for the reason the candidate receives by email.
 */
export default function DeletionRequestsPage() {
  const { t } = useTranslation('backOffice');
  const {
    values: filters,
    setFilters,
    page,
    setPage,
    sort,
    toggleSort,
  } = useListState(['texto', 'estado'] as const);
  const estado = oneOf(staffDeletionStateFilters, filters.estado) ?? 'pendiente';
  const requests = useDeletionRequests(estado);
  const approve = useApproveDeletion();
  const reject = useRejectDeletion();
  const [approving, setApproving] = useState<StaffAccountDeletionItem | null>(null);
  const [rejecting, setRejecting] = useState<StaffAccountDeletionItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <PageFrame>
      <Text>{t('deletions.intro')}</Text>
      {notice !== null && (
        <Alert color="green" variant="light" role="status" data-testid="deletions-notice">
          {notice}
        </Alert>
      )}
      <ListFilters label={t('deletions.filters.label')} gap="md">
        <TextInput
          label={t('deletions.filters.search')}
          type="search"
          value={filters.texto}
          onChange={(e) => {
            setFilters({ texto: e.currentTarget.value }, { replace: true });
          }}
          w={300}
          data-testid="deletions-search"
        />
        <Select
          label={t('candidates.fields.estado')}
          value={estado}
          onChange={(value) => {
            setFilters({ estado: value === null || value === 'pendiente' ? '' : value });
          }}
          data={staffDeletionStateFilters.map((value) => ({
            value,
            label: value === 'todas' ? t('deletions.filters.all') : t(`deletions.states.${value}`),
          }))}
          allowDeselect={false}
          w={280}
          data-testid="deletions-state"
        />
      </ListFilters>
      <Section
        title={t('deletions.list.title')}
        testId="deletion-requests"
        action={
          <ExportButtons
            href={(formato) => deletionsExportHref({ estado, texto: filters.texto }, formato)}
            fileName="solicitudes-baja"
            testId="deletions-export"
          />
        }
      >
        <ListBody
          query={requests}
          rows={(all) => searchDeletionRequests(all, filters.texto)}
          filtered={estado !== 'pendiente' || filters.texto.trim() !== ''}
          emptyText={t('deletions.list.empty')}
          noMatchText={t('deletions.list.noMatch')}
        >
          {(rows) => (
            <DeletionsTable
              rows={rows}
              sort={sort}
              onSort={toggleSort}
              page={page}
              onPage={setPage}
              onApprove={(r) => {
                setNotice(null);
                setApproving(r);
              }}
              onReject={(r) => {
                setNotice(null);
                setRejecting(r);
              }}
            />
          )}
        </ListBody>
      </Section>
      <ConfirmDialog
        opened={approving !== null}
        title={t('deletions.approve.title')}
        body={t('deletions.approve.body', { name: name(approving) })}
        confirmLabel={t('deletions.approve.confirm')}
        pending={approve.isPending}
        danger
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
