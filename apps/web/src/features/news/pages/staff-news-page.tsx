import { Anchor, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { pathFor, spanishToday, type StaffNewsItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButtons } from '../../../components/list-kit/list-export.tsx';
import { NoMatch } from '../../../components/list-kit/list-body.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { searchRows } from '@portal/contracts';
import { staffNewsExportHref, useStaffNewsList } from '../api/news.ts';

type State = 'published' | 'scheduled' | 'draft';

const stateOf = (item: StaffNewsItem, today: string): State =>
  !item.publicada ? 'draft' : item.fechaPublicacion > today ? 'scheduled' : 'published';

const stateColour: Record<State, string> = { published: 'green', scheduled: 'blue', draft: 'gray' };

/** /gestion/noticias: every news and press item with its state; a new one opens the editor. */
export default function StaffNewsPage() {
  const { t, i18n } = useTranslation('news');
  const query = useStaffNewsList();
  const today = spanishToday();
  const [search, setSearch] = useState('');
  return (
    <PageFrame>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('staff.search')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
          }}
          w={320}
          data-testid="staff-news-search"
        />
        <Group align="flex-end">
          <ExportButtons
            href={(formato) => staffNewsExportHref(search, formato)}
            fileName="noticias"
            testId="staff-news-export"
          />
          <Button
            component={Link}
            to={pathFor('gestion_noticia', { id: 'nueva' })}
            w="fit-content"
            data-testid="staff-news-new"
          >
            {t('staff.new')}
          </Button>
        </Group>
      </Group>
      <QueryState query={query} emptyText={t('staff.empty')}>
        {(all) => {
          const items = searchRows(all, search, (item) => [item.titulo, item.fuente]);
          if (items.length === 0) {
            return <NoMatch text={t('staff.noMatch')} />;
          }
          return (
            <Table.ScrollContainer minWidth={640}>
              <Table striped withTableBorder data-testid="staff-news">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('staff.columns.title')}</Table.Th>
                    <Table.Th>{t('staff.columns.kind')}</Table.Th>
                    <Table.Th>{t('staff.columns.date')}</Table.Th>
                    <Table.Th>{t('staff.columns.state')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => {
                    const state = stateOf(item, today);
                    return (
                      <Table.Tr key={item.idNoticia}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={pathFor('gestion_noticia', { id: String(item.idNoticia) })}
                          >
                            {item.titulo}
                          </Anchor>
                          {item.fuente && (
                            <Text span size="sm" c="dimmed">
                              {' '}
                              ({item.fuente})
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{t(`kinds.${item.tipo}`)}</Table.Td>
                        <Table.Td>{formatDay(item.fechaPublicacion, i18n.language)}</Table.Td>
                        <Table.Td>
                          <Badge color={stateColour[state]} variant="light">
                            {t(`staff.state.${state}`)}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
