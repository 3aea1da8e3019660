import { Alert, Badge, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { outboxStates, type OutboxItem, type OutboxStateName } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../components/page-frame.tsx';
import {
  ListBody,
  ListResults,
  useListState,
  type ListColumn,
} from '../../../../components/list-kit/index.ts';
import { Section } from '../../../../components/section.tsx';
import {
  DoneNotice,
  useCallErrorText,
  useNotice,
} from '../../../../components/staff-admin-kit.tsx';
import { oneOf } from '../../../../lib/use-url-filters.ts';
import { OUTBOX_PAGE_SIZE, useOutbox, useResendMessage } from '../api/outbox.ts';
import { formatDateTime } from '../../../../lib/dates.ts';

const stateColor = {
  pendiente: 'yellow',
  enviando: 'blue',
  enviado: 'green',
  fallido: 'red',
} as const;

/**
 * /gestion/correo (administrators): the outbox. Failed and waiting messages first, or sorted by a
 * header (the server orders every page), with who they go to, their subject, attempts and last
 * error; a waiting or failed one can be sent again now.
 * Bodies are never shown (they may hold one-time links).
 */
export default function OutboxPage() {
  const { t, i18n } = useTranslation('staffOutbox');
  const list = useListState(['estado'] as const);
  const estado = oneOf(outboxStates, list.values.estado);
  const outbox = useOutbox(estado, list.page, list.sort);
  const resend = useResendMessage();
  const errorText = useCallErrorText();
  const [notice, setNotice] = useNotice();

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

  const columns: ListColumn<OutboxItem>[] = [
    {
      key: 'destinatario',
      header: t('fields.destinatario'),
      sortable: true,
      cellStyle: { wordBreak: 'break-all' },
      cell: (row) => (
        <>
          {row.destinatario ?? t('notKept')}
          {row.tipo === 'webhook' && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({t('webhook')})
            </Text>
          )}
        </>
      ),
    },
    { key: 'asunto', header: t('fields.asunto'), sortable: true, cell: (row) => row.asunto ?? '—' },
    {
      key: 'estado',
      header: t('fields.estado'),
      cell: (row) => (
        <Badge variant="light" color={stateColor[row.estado]} style={{ minWidth: 'max-content' }}>
          {t(`states.${row.estado}`)}
        </Badge>
      ),
    },
    { key: 'intentos', header: t('fields.intentos'), sortable: true, cell: (row) => row.intentos },
    {
      key: 'error',
      header: t('fields.ultimoError'),
      cellStyle: { wordBreak: 'break-word' },
      cell: (row) => row.ultimoError ?? '—',
    },
    {
      key: 'fecha',
      header: t('fields.fecha'),
      sortable: true,
      cell: (row) => formatDateTime(row.fecha, i18n.language),
    },
    {
      key: 'acciones',
      header: t('fields.acciones'),
      cell: (row) =>
        resendable(row.estado) ? (
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
        ),
    },
  ];

  return (
    <PageFrame>
      <Text>{t('intro')}</Text>
      <DoneNotice
        notice={notice}
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
              list.setFilters({ estado: value === 'todos' ? '' : value });
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
        <ListBody
          query={outbox}
          rows={(data) => data.filas}
          emptyText={t(estado ? 'list.emptyState' : 'list.empty')}
        >
          {(rows, data) => (
            <ListResults
              testId="outbox"
              total={data.total}
              rows={rows}
              rowKey={(row) => row.idMensaje}
              columns={columns}
              minWidth={960}
              pageSize={OUTBOX_PAGE_SIZE}
              page={list.page}
              onPage={list.setPage}
              sort={list.sort}
              onSort={list.toggleSort}
            />
          )}
        </ListBody>
      </Section>
    </PageFrame>
  );
}

const resendable = (estado: OutboxStateName) => estado === 'pendiente' || estado === 'fallido';
