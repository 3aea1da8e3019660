import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { ConfirmDialog, DoneNotice, useNotice } from '../../../../components/staff-admin-kit.tsx';
import {
  useIntegrationTokens,
  useRevokeToken,
  type IntegrationToken,
} from '../api/academic-record.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { curlCommand } from '../lib/record-import.ts';
import { CopyableCode } from './copyable-code.tsx';
import { TokenCreateForm } from './token-create-form.tsx';

/**
 * Tokens with which the university's systems import the record without a browser (the nightly
 * job): list, create (shown once) and revoke; and the command that uses one.
 */
export function IntegrationTokensSection() {
  const { t, i18n } = useTranslation('staffRecord');
  const tokens = useIntegrationTokens();
  const revoke = useRevokeToken();
  const [revoking, setRevoking] = useState<IntegrationToken | null>(null);
  const [notice, setNotice] = useNotice();
  const when = (value: string | null) =>
    value === null ? t('tokens.never') : formatDateTime(value, i18n.language);

  const columns: ListColumn<IntegrationToken>[] = [
    { key: 'nombre', header: t('tokens.nombre'), rowHeader: true, cell: (token) => token.nombre },
    {
      key: 'prefijo',
      header: t('tokens.prefijo'),
      cell: (token) => <code>{token.prefijo}…</code>,
    },
    {
      key: 'fecha',
      header: t('tokens.fecha'),
      cell: (token) => formatDateTime(token.fecha, i18n.language),
    },
    { key: 'uso', header: t('tokens.ultimoUso'), cell: (token) => when(token.ultimoUso) },
    {
      key: 'estado',
      header: t('tokens.estado'),
      cell: (token) => (
        <Badge variant="light" color={token.revocado ? 'gray' : 'green'}>
          {t(token.revocado ? 'tokens.revoked' : 'tokens.active')}
        </Badge>
      ),
    },
    {
      key: 'acciones',
      header: t('tokens.actions'),
      cell: (token) =>
        !token.revocado && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            aria-label={t('tokens.revokeOf', { name: token.nombre })}
            onClick={() => {
              setRevoking(token);
            }}
          >
            {t('tokens.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Section title={t('tokens.title')} testId="integration-tokens">
      <Stack gap="md">
        <Text>{t('tokens.intro')}</Text>
        <DoneNotice
          notice={notice}
          onClose={() => {
            setNotice(null);
          }}
          testId="tokens-notice"
        />
        <TokenCreateForm />
        <QueryState query={tokens} emptyText={t('tokens.empty')}>
          {(rows) => (
            <ListTable
              testId="tokens-table"
              rows={rows}
              rowKey={(token) => token.id}
              rowTestId={(token) => `token-${String(token.id)}`}
              columns={columns}
              minWidth={720}
            />
          )}
        </QueryState>
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('tokens.curlTitle')}
          </Title>
          <Text size="sm">{t('tokens.curlIntro')}</Text>
          <CopyableCode
            value={curlCommand(window.location.origin)}
            label={t('tokens.curlLabel')}
            testId="curl-command"
          />
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('tokens.revokeTitle')}
        body={t('tokens.revokeBody', { name: revoking?.nombre ?? '' })}
        confirmLabel={t('tokens.revoke')}
        danger
        pending={revoke.isPending}
        error={null}
        testId="token-revoke-dialog"
        onClose={() => {
          setRevoking(null);
        }}
        onConfirm={() => {
          if (revoking === null) {
            return;
          }
          const { id, nombre } = revoking;
          revoke.mutate(id, {
            onSuccess: () => {
              setNotice(t('tokens.revokedNotice', { name: nombre }));
            },
            onSettled: () => {
              setRevoking(null);
            },
          });
        }}
      />
    </Section>
  );
}
