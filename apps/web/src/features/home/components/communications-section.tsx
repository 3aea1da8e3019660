import { Anchor, Stack, Text } from '@mantine/core';
import { pathFor, type Role } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { DeferredSafeHtml } from '../../../components/deferred-safe-html.tsx';
import { Section } from '../../../components/section.tsx';
import { StoredLink } from '../../../components/stored-link.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useCommunications } from '../../../lib/queries/communications.ts';
import classes from './home.module.css';

/** Communications of the careers office: date, text and optional link. */
export function CommunicationsSection({ role }: { role: Role }) {
  const { t, i18n } = useTranslation('home');
  const query = useCommunications(role);
  return (
    <Section
      title={t('communications.title')}
      action={
        <Anchor component={Link} to={pathFor('comunicaciones')} size="sm">
          {t('communications.all')}
          <span className="visually-hidden"> {t('communications.title')}</span>
        </Anchor>
      }
      testId="home-communications"
    >
      <QueryState reserve={180} query={query} emptyText={t('communications.empty')}>
        {(items) => (
          <ul className={classes.offerList}>
            {items.map((item) => (
              <li key={item.idComunicacion}>
                <Stack gap={2} py="xs">
                  <Text size="xs" c="dimmed">
                    {formatDay(item.fechaDesde, i18n.language)}
                  </Text>
                  <DeferredSafeHtml html={item.descripcion} className="rich-text" />
                  {item.enlace && (
                    <StoredLink link={item.enlace}>{t('communications.more')}</StoredLink>
                  )}
                </Stack>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
