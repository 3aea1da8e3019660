import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { pathFor, type StaffAccountRequest } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import {
  ConfirmDialog,
  TextDialog,
  useCallErrorText,
} from '../../../../components/staff-admin-kit.tsx';
import { useAccountRequests, useApproveRequest, useRejectRequest } from '../api/staff-companies.ts';
import { PlainList } from '../../../../components/plain-list.tsx';

function RequestCard({
  request,
  onApprove,
  onReject,
}: {
  request: StaffAccountRequest;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('staffAdmin');
  const headingId = useId();
  const person = `${request.nombre} ${request.apellidos}`;
  return (
    <Card withBorder component="li" aria-labelledby={headingId} data-testid="account-request">
      <Stack gap={4}>
        <Title order={3} size="h4" id={headingId}>
          {request.nombreEmpresa} · {request.cif}
        </Title>
        <Text size="sm">
          {t('companies.requests.from', {
            name: person,
            email: request.email,
            phone: request.telefono,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('companies.requests.received', { date: request.fecha })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {request.mensaje}
        </Text>
        {request.empresaExistente !== null && (
          <Text size="sm" fw={600} data-testid="account-request-existing">
            {t('companies.requests.existing', {
              name: request.empresaExistente.nombreComercial,
              cif: request.empresaExistente.cif,
            })}{' '}
            <Anchor
              component={Link}
              to={pathFor('gestion_empresa', { id: request.empresaExistente.idEmpresa })}
            >
              {t('companies.requests.existingLink', {
                name: request.empresaExistente.nombreComercial,
              })}
            </Anchor>
          </Text>
        )}
        <Group mt="xs">
          <Button
            size="xs"
            onClick={onApprove}
            aria-label={t('companies.requests.approveNamed', { name: request.nombreEmpresa })}
          >
            {t('companies.requests.approve')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={onReject}
            aria-label={t('companies.requests.rejectNamed', { name: request.nombreEmpresa })}
          >
            {t('companies.requests.reject')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Requests from /solicitar-cuenta: approval mails a set-password link; rejection mails the reason. */
export function AccountRequestsSection({ onDone }: { onDone: (text: string) => void }) {
  const { t } = useTranslation('staffAdmin');
  const errorText = useCallErrorText();
  const requests = useAccountRequests();
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const [approving, setApproving] = useState<StaffAccountRequest | null>(null);
  const [rejecting, setRejecting] = useState<StaffAccountRequest | null>(null);
  return (
    <Section title={t('companies.requests.title')} testId="account-requests">
      <QueryState query={requests} emptyText={t('companies.requests.empty')}>
        {(list) => (
          <PlainList gap="sm" aria-label={t('companies.requests.title')}>
            {list.map((request) => (
              <RequestCard
                key={request.idSolicitud}
                request={request}
                onApprove={() => {
                  approve.reset();
                  setApproving(request);
                }}
                onReject={() => {
                  reject.reset();
                  setRejecting(request);
                }}
              />
            ))}
          </PlainList>
        )}
      </QueryState>
      <ConfirmDialog
        opened={approving !== null}
        title={t('companies.requests.approveTitle')}
        body={t('companies.requests.approveBody', {
          name: approving?.nombreEmpresa ?? '',
          email: approving?.email ?? '',
        })}
        confirmLabel={t('companies.requests.approve')}
        pending={approve.isPending}
        error={errorText(approve.error)}
        onClose={() => {
          setApproving(null);
        }}
        onConfirm={() => {
          if (approving) {
            approve.mutate(approving.idSolicitud, {
              onSuccess: () => {
                setApproving(null);
                onDone(t('companies.requests.approved'));
              },
            });
          }
        }}
      />
      <TextDialog
        opened={rejecting !== null}
        title={t('companies.requests.rejectTitle')}
        body={t('companies.requests.rejectBody', { email: rejecting?.email ?? '' })}
        label={t('companies.requests.reason')}
        confirmLabel={t('companies.requests.reject')}
        danger
        pending={reject.isPending}
        error={errorText(reject.error)}
        onClose={() => {
          setRejecting(null);
        }}
        onSubmit={(motivo) => {
          if (rejecting) {
            reject.mutate(
              { idSolicitud: rejecting.idSolicitud, motivo },
              {
                onSuccess: () => {
                  setRejecting(null);
                  onDone(t('companies.requests.rejected'));
                },
              },
            );
          }
        }}
      />
    </Section>
  );
}
