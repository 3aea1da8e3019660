import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { StoredLink } from '../../../components/stored-link.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session.ts';
import { useCommunications } from '../../../lib/queries/communications.ts';
import { PlainList } from '../../../components/plain-list.tsx';

/**
 * /comunicaciones: every current communication of the careers office for the signed-in role
 * (fechaDesde, descripcion, enlace), newest first; only those whose day has come.
 */
export default function CommunicationsPage() {
  const { t, i18n } = useTranslation('communications');
  const session = useSession();
  const role = session?.role;
  const query = useCommunications(role);
  if (role !== 'alumno' && role !== 'empresa') {
    return (
      <PageFrame>
        <Text>{t('staff')}</Text>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <Text>{t(role === 'empresa' ? 'introCompany' : 'introCandidate')}</Text>
      <QueryState query={query} emptyText={t('empty')}>
        {(items) => (
          <PlainList gap="sm" data-testid="communication-list">
            {items.map((item) => (
              <Paper
                component="li"
                key={item.idComunicacion}
                withBorder
                p="md"
                data-testid="communication-item"
              >
                <Stack gap={4}>
                  <Text size="sm" c="dimmed">
                    <time dateTime={item.fechaDesde}>
                      {formatDay(item.fechaDesde, i18n.language)}
                    </time>
                  </Text>
                  <SafeHtml html={item.descripcion} className="rich-text" />
                  {item.enlace && <StoredLink link={item.enlace}>{t('more')}</StoredLink>}
                </Stack>
              </Paper>
            ))}
          </PlainList>
        )}
      </QueryState>
    </PageFrame>
  );
}
