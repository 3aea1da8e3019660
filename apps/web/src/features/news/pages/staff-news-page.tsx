import { Anchor, Badge, Text } from '@mantine/core';
import {
  newsStateOf,
  pathFor,
  searchRows,
  spanishToday,
  type StaffNewsItem,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ExportButtons,
  ListFilters,
  ListSearch,
  LoadedListTable,
  useListState,
  type ListColumn,
} from '../../../components/list-kit/index.ts';
import { ContentListPage } from '../../../components/content-editor/content-list-page.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { staffNewsExportHref, useStaffNewsList } from '../api/news.ts';
import { newsStateColour } from '../lib/news-state.ts';

/**
 * /gestion/noticias: every news and press item with its state, searched (the search in the URL),
 * sortable, exportable as searched; a new one opens the editor.
 */
export default function StaffNewsPage() {
  const { t, i18n } = useTranslation('news');
  const { t: tAdmin } = useTranslation('staffAdmin');
  const query = useStaffNewsList();
  const today = spanishToday();
  const list = useListState(['texto'] as const);
  const search = list.values.texto;
  const columns: ListColumn<StaffNewsItem>[] = [
    {
      key: 'titulo',
      header: t('staff.columns.title'),
      sortValue: (item) => item.titulo,
      cell: (item) => (
        <>
          <Anchor component={Link} to={pathFor('gestion_noticia', { id: String(item.idNoticia) })}>
            {item.titulo}
          </Anchor>
          {item.fuente && (
            <Text span size="sm" c="dimmed">
              {' '}
              ({item.fuente})
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'tipo',
      header: t('staff.columns.kind'),
      sortValue: (item) => t(`kinds.${item.tipo}`),
      cell: (item) => t(`kinds.${item.tipo}`),
    },
    {
      key: 'fecha',
      header: t('staff.columns.date'),
      sortValue: (item) => item.fechaPublicacion,
      cell: (item) => formatDay(item.fechaPublicacion, i18n.language),
    },
    {
      key: 'estado',
      header: t('staff.columns.state'),
      sortValue: (item) => t(`staff.state.${newsStateOf(item, today)}`),
      cell: (item) => {
        const state = newsStateOf(item, today);
        return (
          <Badge color={newsStateColour[state]} variant="light">
            {t(`staff.state.${state}`)}
          </Badge>
        );
      },
    },
  ];
  return (
    <ContentListPage
      testPrefix="staff-news"
      newLabel={t('staff.new')}
      newHref={pathFor('gestion_noticia', { id: 'nueva' })}
      filters={
        <ListFilters label={tAdmin('common.filters')}>
          <ListSearch label={t('staff.search')} list={list} testId="staff-news-search" />
        </ListFilters>
      }
      exportButtons={
        <ExportButtons
          href={(formato) => staffNewsExportHref(search, formato)}
          fileName="noticias"
          testId="staff-news-export"
        />
      }
    >
      <LoadedListTable
        query={query}
        rows={(all) => searchRows(all, search, (item) => [item.titulo, item.fuente])}
        emptyText={t('staff.empty')}
        noMatchText={t('staff.noMatch')}
        testId="staff-news"
        rowKey={(item) => item.idNoticia}
        columns={columns}
        minWidth={640}
        list={list}
      />
    </ContentListPage>
  );
}
