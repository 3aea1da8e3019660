import {
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  Table,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pathFor, type StaffEventDetail } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DoneAlert, EditorModal } from '../../../components/editor-modal.tsx';
import { useEditorState } from '../../../components/editor-state.ts';
import { ExportButtons } from '../../../components/list-kit/list-export.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { staffEventsExportHref, useStaffEvent, useStaffEvents } from '../api/staff-content.ts';
import { EventForm } from '../components/event-form.tsx';
import { dateTimeOf } from '../components/form-bits.tsx';

type State = 'proximos' | 'pasados' | 'todos';

/**
 * /gestion/eventos: every event with search and filters (date, public), counts of places,
 * enrolled and attendance; create and edit in a dialog; the title opens the enrolled list.
 */
export default function StaffEventsPage() {
  const { t } = useTranslation('staffContent');
  const [texto, setTexto] = useState('');
  const [search] = useDebouncedValue(texto.trim(), 300);
  const [estado, setEstado] = useState<State>('proximos');
  const [publico, setPublico] = useState<'' | 'si' | 'no'>('');
  const filters = {
    estado,
    ...(search ? { texto: search } : {}),
    ...(publico ? { publico } : {}),
  };
  const query = useStaffEvents(filters);
  const editor = useEditorState<StaffEventDetail>();

  return (
    <PageFrame>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('filters.search')}
            value={texto}
            onChange={(e) => {
              setTexto(e.currentTarget.value);
            }}
            data-testid="events-search"
          />
          <SegmentedControl
            aria-label={t('events.filters.when')}
            value={estado}
            onChange={(value) => {
              setEstado(value);
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
              setPublico(value ?? '');
            }}
            data={[
              { value: '', label: t('events.filters.any') },
              { value: 'si', label: t('events.filters.publicYes') },
              { value: 'no', label: t('events.filters.publicNo') },
            ]}
            allowDeselect={false}
            w={180}
          />
        </Group>
        <Group align="flex-end">
          <ExportButtons
            href={(formato) => staffEventsExportHref(filters, formato)}
            fileName="eventos"
            testId="events-export"
          />
          <Button onClick={editor.startNew} data-testid="event-new">
            {t('events.new')}
          </Button>
        </Group>
      </Group>
      <DoneAlert text={editor.done} testId="event-saved" />
      <QueryState query={query} emptyText={t('events.empty')}>
        {(events) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped withTableBorder data-testid="staff-events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('events.columns.title')}</Table.Th>
                  <Table.Th>{t('events.columns.date')}</Table.Th>
                  <Table.Th>{t('events.columns.place')}</Table.Th>
                  <Table.Th>{t('events.columns.enrolled')}</Table.Th>
                  <Table.Th>{t('events.columns.attended')}</Table.Th>
                  <Table.Th>{t('events.columns.visibility')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.map((event) => (
                  <Table.Tr key={event.idEvento}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pathFor('gestion_evento', { id: String(event.idEvento) })}
                      >
                        {event.titulo}
                      </Anchor>
                      <div>
                        <Badge variant="light" color="gray" size="sm">
                          {event.categoria}
                        </Badge>
                      </div>
                    </Table.Td>
                    <Table.Td>{dateTimeOf(event.fecha)}</Table.Td>
                    <Table.Td>{event.lugar}</Table.Td>
                    <Table.Td>
                      {event.plazas === null
                        ? event.inscritos
                        : t('events.ofPlaces', { count: event.inscritos, places: event.plazas })}
                    </Table.Td>
                    <Table.Td>{event.asistentes}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={event.publico ? 'teal' : 'gray'}>
                        {event.publico ? t('events.public') : t('events.private')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        title={event.titulo}
                        onEdit={() => {
                          editor.edit({ ...event, descripcion: '' });
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <EditorModal
        editing={editor.editing}
        onClose={editor.closeEditor}
        newTitle={t('events.new')}
        editTitle={t('events.edit')}
      >
        {(event) => (
          <EventEditor
            event={event}
            onDone={(saved) => {
              editor.saved(t('events.saved', { title: saved.titulo }));
            }}
            onCancel={editor.closeEditor}
          />
        )}
      </EditorModal>
    </PageFrame>
  );
}

/** Loads the full event (with its description) before editing it. */
function EventEditor(props: {
  event: StaffEventDetail | null;
  onDone: (event: StaffEventDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffContent');
  if (props.event === null) {
    return <EventForm event={null} onDone={props.onDone} onCancel={props.onCancel} />;
  }
  return <LoadedEditor id={props.event.idEvento} {...props} emptyText={t('events.empty')} />;
}

function LoadedEditor(props: {
  id: number;
  onDone: (event: StaffEventDetail) => void;
  onCancel: () => void;
  emptyText: string;
}) {
  const query = useStaffEvent(props.id);
  return (
    <QueryState query={query} emptyText={props.emptyText} isEmpty={() => false}>
      {(event) => <EventForm event={event} onDone={props.onDone} onCancel={props.onCancel} />}
    </QueryState>
  );
}
