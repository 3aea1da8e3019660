import { Alert, Badge, Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { outboxStates, type OutboxItem, type OutboxStateName } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ResultTable } from '../../../components/result-table.tsx';
import { Section } from '../../../components/section.tsx';
import { DoneNotice, useCallErrorText } from '../../../components/staff-admin-kit.tsx';
import { oneOf, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { OUTBOX_PAGE_SIZE, useOutbox, useResendMessage } from '../api/outbox.ts';

const stateColor = {
  pendiente: 'yellow',
  enviando: 'blue',
  enviado: 'green',
  fallido: 'red',
} as const;

const formatInstant = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(new Date(iso));

/**
 * /gestion/correo (administrators): the outbox. Failed and waiting messages first, with who they
 * go to, their subject, attempts and last error; a waiting or failed one can be sent again now.
 * Bodies are never shown (they may hold one-time links).
 */
export default function OutboxPage() {
  const { t, i18n } = useTranslation('staffOutbox');
  const [urlFilters, setFilters] = useUrlFilters(['estado'] as const);
  const estado = oneOf(outboxStates, urlFilters.estado);
  const [pagina, setPagina] = useState(1);
  const outbox = useOutbox(estado, pagina);
  const resend = useResendMessage();
  const errorText = useCallErrorText();
  const [notice, setNotice] = useState<string | null>(null);

  const send = (row: OutboxItem) => {
    setNotice(null);
    resend.mutate(row.idMensaje, {
      onSuccess: (item) => {
        const key =
          item.estado === 'enviado'
            ? 'notice.sent'
            : item.estado === 'fallido'
              ? 'notice.failed'
              : 'notice.queued';
        setNotice(t(key, { to: row.destinatario ?? '', error: item.ultimoError ?? '' }));
      },
    });
  };

  return (
    <PageFrame>
      <Text>{t('intro')}</Text>
      <DoneNotice
        text={notice}
        onClose={() => {
          setNotice(null);
        }}
        testId="outbox-notice"
      />
      {resend.error !== null && (
        <Alert color="red" variant="light" role="alert" data-testid="outbox-error">
          {errorText(resend.error)}
        </Alert>
      )}
      <Section title={t('list.title')} testId="outbox">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('filter.label')}
            value={estado ?? 'todos'}
            data={[
              { value: 'todos', label: t('filter.todos') },
              ...(['fallido', 'pendiente', 'enviando', 'enviado'] as const).map((value) => ({
                value,
                label: t(`states.${value}`),
              })),
            ]}
            onChange={(value) => {
              setFilters({ estado: value === 'todos' ? '' : value });
              setPagina(1);
            }}
            data-testid="outbox-filter"
          />
          {outbox.data && (
            <Text size="sm" data-testid="outbox-counts">
              {t('counts', {
                pending: outbox.data.pendientes,
                failed: outbox.data.fallidos,
              })}
            </Text>
          )}
        </Group>
        <QueryState
          query={outbox}
          emptyText={t(estado ? 'list.emptyState' : 'list.empty')}
          isEmpty={(data) => data.filas.length === 0}
        >
          {(data) => (
            <ResultTable
              testId="outbox"
              total={data.total}
              rows={data.filas}
              rowKey={(row) => row.idMensaje}
              headers={[
                t('fields.destinatario'),
                t('fields.asunto'),
                t('fields.estado'),
                t('fields.intentos'),
                t('fields.ultimoError'),
                t('fields.fecha'),
                t('fields.acciones'),
              ]}
              minWidth={960}
              pageSize={OUTBOX_PAGE_SIZE}
              page={pagina}
              onPage={setPagina}
              cells={(row) => (
                <>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {row.destinatario ?? t('notKept')}
                    {row.tipo === 'webhook' && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({t('webhook')})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{row.asunto ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={stateColor[row.estado]}
                      style={{ minWidth: 'max-content' }}
                    >
                      {t(`states.${row.estado}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{row.intentos}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{row.ultimoError ?? '—'}</Table.Td>
                  <Table.Td>{formatInstant(row.fecha, i18n.language)}</Table.Td>
                  <Table.Td>
                    {resendable(row.estado) ? (
                      <Button
                        size="xs"
                        variant="light"
                        loading={resend.isPending && resend.variables === row.idMensaje}
                        aria-label={t('resend.label', { to: row.destinatario ?? '' })}
                        onClick={() => {
                          send(row);
                        }}
                      >
                        {t('resend.action')}
                      </Button>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </>
              )}
            />
          )}
        </QueryState>
      </Section>
    </PageFrame>
  );
}

const resendable = (estado: OutboxStateName) => estado === 'pendiente' || estado === 'fallido';
