import { Anchor, Badge, SegmentedControl, Select, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../../../../lib/dates.ts';
import { useDebouncedValue } from '@mantine/hooks';
import { eventCategoryOfName, pathFor, type StaffEventDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentListPage } from '../../../../components/content-editor/content-list-page.tsx';
import { useEditorState } from '../../../../components/content-editor/editor-state.ts';
import {
  ExportButtons,
  ListFilters,
  ListSearch,
  LoadedListTable,
  useListState,
  type ListColumn,
} from '../../../../components/list-kit/index.ts';
import { RecordState } from '../../../../components/query-state.tsx';
import { RowActions } from '../../../../components/row-actions.tsx';
import { oneOf } from '../../../../lib/use-url-filters.ts';
import {
  staffEventsExportHref,
  useStaffEvent,
  useStaffEvents,
} from '../../../../lib/queries/staff-content.ts';
import { EventForm } from '../components/event-form.tsx';

const states = ['proximos', 'pasados', 'todos'] as const;
const publicValues = ['si', 'no'] as const;
type EventRow = NonNullable<ReturnType<typeof useStaffEvents>['data']>[number];

/**
 * /gestion/eventos: every event with search and filters (date, public; in the URL), counts of places,
 * enrolled and attendance; create and edit in a dialog; the title opens the enrolled list.
 */
export default function StaffEventsPage() {
  const { t, i18n } = useTranslation('staffContent');
  const { t: tAdmin } = useTranslation('staffAdmin');
  const list = useListState(['texto', 'estado', 'publico'] as const);
  const texto = list.values.texto;
  const [search] = useDebouncedValue(texto.trim(), 300);
  // Upcoming events unless another choice is in the URL.
  const estado = oneOf(states, list.values.estado) ?? 'proximos';
  const publico = oneOf(publicValues, list.values.publico) ?? '';
  const filters = {
    estado,
    ...(search ? { texto: search } : {}),
    ...(publico ? { publico } : {}),
  };
  const query = useStaffEvents(filters);
  const editor = useEditorState<StaffEventDetail>();
  // A listed category in the reader's language; an older free-text one as it was typed.
  const categoryName = (name: string) => {
    const slug = eventCategoryOfName(name);
    return slug === null ? name : t(`events.categories.${slug}`);
  };
  const columns: ListColumn<EventRow>[] = [
    {
      key: 'titulo',
      header: t('events.columns.title'),
      sortValue: (event) => event.titulo,
      cell: (event) => (
        <>
          <Anchor component={Link} to={pathFor('gestion_evento', { id: String(event.idEvento) })}>
            {event.titulo}
          </Anchor>
          <div>
            <Badge variant="light" color="gray" size="sm">
              {categoryName(event.categoria)}
            </Badge>
          </div>
        </>
      ),
    },
    {
      key: 'fecha',
      header: t('events.columns.date'),
      sortValue: (event) => event.fecha,
      cell: (event) => formatDateTime(event.fecha, i18n.language),
    },
    {
      key: 'lugar',
      header: t('events.columns.place'),
      sortValue: (event) => event.lugar,
      cell: (event) => event.lugar,
    },
    {
      key: 'inscritos',
      header: t('events.columns.enrolled'),
      sortValue: (event) => event.inscritos,
      cell: (event) =>
        event.plazas === null
          ? event.inscritos
          : t('events.ofPlaces', { count: event.inscritos, places: event.plazas }),
    },
    {
      key: 'asistentes',
      header: t('events.columns.attended'),
      sortValue: (event) => event.asistentes,
      cell: (event) => event.asistentes,
    },
    {
      key: 'visibilidad',
      header: t('events.columns.visibility'),
      cell: (event) => (
        <Badge variant="light" color={event.publico ? 'teal' : 'gray'}>
          {event.publico ? t('events.public') : t('events.private')}
        </Badge>
      ),
    },
    {
      key: 'acciones',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      cell: (event) => (
        <RowActions
          title={event.titulo}
          onEdit={() => {
            editor.edit({ ...event, descripcion: '' });
          }}
        />
      ),
    },
  ];

  return (
    <ContentListPage
      testPrefix="event"
      newLabel={t('events.new')}
      editTitle={t('events.edit')}
      editor={editor}
      filters={
        <ListFilters label={tAdmin('common.filters')} gap="md">
          <ListSearch label={t('filters.search')} list={list} testId="events-search" />
          <SegmentedControl
            aria-label={t('events.filters.when')}
            value={estado}
            onChange={(value) => {
              list.setFilters({ estado: value === 'proximos' ? '' : value });
            }}
            data={[
              { value: 'proximos', label: t('events.filters.upcoming') },
              { value: 'pasados', label: t('events.filters.past') },
              { value: 'todos', label: t('events.filters.all') },
            ]}
          />
          <Select
            label={t('events.filters.public')}
            value={publico}
            onChange={(value) => {
              list.setFilters({ publico: value ?? '' });
            }}
            data={[
              { value: '', label: t('events.filters.any') },
              { value: 'si', label: t('events.filters.publicYes') },
              { value: 'no', label: t('events.filters.publicNo') },
            ]}
            allowDeselect={false}
            w={180}
          />
        </ListFilters>
      }
      exportButtons={
        <ExportButtons
          href={(formato) => staffEventsExportHref(filters, formato)}
          fileName="eventos"
          testId="events-export"
        />
      }
      form={(event) => (
        <EventEditor
          event={event}
          onDone={(saved) => {
            editor.saved(t('events.saved', { title: saved.titulo }));
          }}
          onCancel={editor.closeEditor}
        />
      )}
    >
      <LoadedListTable
        query={query}
        emptyText={t('events.empty')}
        testId="staff-events"
        rowKey={(event) => event.idEvento}
        columns={columns}
        minWidth={760}
        list={list}
      />
    </ContentListPage>
  );
}

/** Loads the full event (with its description) before editing it. */
function EventEditor(props: {
  event: StaffEventDetail | null;
  onDone: (event: StaffEventDetail) => void;
  onCancel: () => void;
}) {
  if (props.event === null) {
    return <EventForm event={null} onDone={props.onDone} onCancel={props.onCancel} />;
  }
  return <LoadedEditor id={props.event.idEvento} {...props} />;
}

function LoadedEditor(props: {
  id: number;
  onDone: (event: StaffEventDetail) => void;
  onCancel: () => void;
}) {
  const query = useStaffEvent(props.id);
  return (
    <RecordState query={query}>
      {(event) => <EventForm event={event} onDone={props.onDone} onCancel={props.onCancel} />}
    </RecordState>
  );
}
