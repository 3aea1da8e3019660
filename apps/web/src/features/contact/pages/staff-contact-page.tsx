import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay, formatTime } from '../../../lib/dates.ts';
import {
  useContactInbox,
  useExportContactInbox,
  useMarkContactHandled,
  type InboxState,
} from '../api/contact.ts';
import { PlainList } from '../../../components/plain-list.tsx';

const states: readonly InboxState[] = ['pendientes', 'atendidos', 'todos'];

/** /gestion/contacto: messages of the contact form; mark them handled; export CSV or XLSX. */
export default function StaffContactPage() {
  const { t, i18n } = useTranslation('contact');
  const [estado, setEstado] = useState<InboxState>('pendientes');
  const query = useContactInbox(estado);
  const mark = useMarkContactHandled();
  const exportInbox = useExportContactInbox();
  return (
    <PageFrame>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="inbox-filter">
            {t('inbox.filter')}
          </Text>
          <SegmentedControl
            aria-labelledby="inbox-filter"
            value={estado}
            onChange={(value) => {
              setEstado(value);
            }}
            data={states.map((value) => ({ value, label: t(`inbox.states.${value}`) }))}
          />
        </Stack>
        <Group gap="sm">
          {(['csv', 'xlsx'] as const).map((formato) => (
            <Button
              key={formato}
              variant="default"
              loading={exportInbox.isPending && exportInbox.variables.formato === formato}
              onClick={() => {
                exportInbox.mutate({ estado, formato });
              }}
            >
              {t(`inbox.export.${formato}`)}
            </Button>
          ))}
        </Group>
      </Group>
      <QueryState query={query} emptyText={t(`inbox.empty.${estado}`)}>
        {(messages) => (
          <PlainList gap="sm" data-testid="contact-inbox">
            {messages.map((message) => (
              <Paper
                component="li"
                key={message.idMensaje}
                withBorder
                p="md"
                data-testid="contact-message"
              >
                <Stack gap={6}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Title order={2} size="h4">
                      {message.asunto}
                    </Title>
                    <Badge color={message.atendido ? 'green' : 'orange'} variant="light">
                      {t(message.atendido ? 'inbox.handled' : 'inbox.pending')}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {message.nombre} ·{' '}
                    <Anchor
                      href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.asunto}`)}`}
                      underline="always"
                    >
                      {message.email}
                    </Anchor>{' '}
                    · {t(`profiles.${message.perfil}`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('inbox.received', {
                      day: formatDay(message.recibido, i18n.language),
                      time: formatTime(message.recibido, i18n.language),
                    })}
                    {message.atendido &&
                      message.atendidoEl !== null &&
                      ` · ${t('inbox.handledBy', {
                        day: formatDay(message.atendidoEl, i18n.language),
                        name: message.atendidoPor ?? '',
                      })}`}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{message.mensaje}</Text>
                  <Button
                    variant={message.atendido ? 'subtle' : 'light'}
                    w="fit-content"
                    size="xs"
                    loading={mark.isPending && mark.variables.id === message.idMensaje}
                    // The visible action plus the subject: one name per message for screen readers.
                    aria-label={`${t(message.atendido ? 'inbox.reopen' : 'inbox.markHandled')}: ${message.asunto}`}
                    onClick={() => {
                      mark.mutate({ id: message.idMensaje, atendido: !message.atendido });
                    }}
                  >
                    {t(message.atendido ? 'inbox.reopen' : 'inbox.markHandled')}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </PlainList>
        )}
      </QueryState>
    </PageFrame>
  );
}
