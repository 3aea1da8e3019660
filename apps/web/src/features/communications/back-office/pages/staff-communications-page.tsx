import { Badge, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  communicationAudiences,
  spanishToday,
  type StaffCommunication,
  type StaffCommunicationBody,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../../../../components/content-editor/content-list-page.tsx';
import { useContentForm } from '../../../../components/content-editor/use-content-form.ts';
import { useEditorState } from '../../../../components/content-editor/editor-state.ts';
import {
  ExportButtons,
  ListFilters,
  ListSearch,
  LoadedListTable,
  useListState,
  type ListColumn,
} from '../../../../components/list-kit/index.ts';
import { oneOf } from '../../../../lib/use-url-filters.ts';
import { formatDay } from '../../../../lib/dates.ts';
import { RowActions } from '../../../../components/row-actions.tsx';
import {
  staffCommunicationsExportHref,
  useDeleteCommunication,
  useSaveCommunication,
  useStaffCommunications,
} from '../../../../lib/queries/staff-content.ts';
import { FormActions, SaveError } from '../../../../components/content-editor/form-bits.tsx';
import { searchRows } from '@portal/contracts';

const stateColour = { programada: 'blue', vigente: 'teal', caducada: 'gray' } as const;

/**
 * /gestion/comunicaciones: messages shown to candidates, companies or both from a date, searched
 * and filtered by audience (both in the URL), exportable as filtered.
 */
export default function StaffCommunicationsPage() {
  const { t, i18n } = useTranslation('staffContent');
  const query = useStaffCommunications();
  const { t: tAdmin } = useTranslation('staffAdmin');
  const list = useListState(['texto', 'destinatarios'] as const);
  const search = list.values.texto;
  const audience = oneOf(communicationAudiences, list.values.destinatarios) ?? '';
  const editor = useEditorState<StaffCommunication>();
  const remove = useDeleteCommunication();
  const columns: ListColumn<StaffCommunication>[] = [
    {
      key: 'texto',
      header: t('communications.fields.text'),
      sortValue: (c) => c.descripcion,
      cell: (c) => c.descripcion,
    },
    {
      key: 'destinatarios',
      header: t('communications.fields.audience'),
      sortValue: (c) => t(`communications.audience.${c.destinatarios}`),
      cell: (c) => t(`communications.audience.${c.destinatarios}`),
    },
    {
      key: 'fechas',
      header: t('communications.columns.dates'),
      sortValue: (c) => c.fechaDesde,
      cell: (c) => (
        <>
          {formatDay(c.fechaDesde, i18n.language)}
          {c.fechaHasta !== null ? ` – ${formatDay(c.fechaHasta, i18n.language)}` : ''}
        </>
      ),
    },
    {
      key: 'estado',
      header: t('communications.columns.state'),
      sortValue: (c) => t(`communications.state.${c.estado}`),
      cell: (c) => (
        <Badge variant="light" color={stateColour[c.estado]}>
          {t(`communications.state.${c.estado}`)}
        </Badge>
      ),
    },
    {
      key: 'acciones',
      header: t('columns.actions'),
      cell: (c) => (
        <RowActions
          title={c.descripcion}
          deleting={remove.isPending && remove.variables === c.idComunicacion}
          onEdit={() => {
            editor.edit(c);
          }}
          onDelete={() => {
            editor.askRemove(c);
          }}
        />
      ),
    },
  ];

  return (
    <ContentListPage
      testPrefix="communication"
      newLabel={t('communications.new')}
      editTitle={t('communications.edit')}
      editor={editor}
      filters={
        <ListFilters label={tAdmin('common.filters')} gap="md">
          <ListSearch
            label={t('filters.search')}
            list={list}
            testId="communications-search"
            w={280}
          />
          <Select
            label={t('communications.fields.audience')}
            value={audience}
            onChange={(value) => {
              list.setFilters({ destinatarios: value ?? '' });
            }}
            data={[
              { value: '', label: t('events.filters.any') },
              ...communicationAudiences.map((value) => ({
                value,
                label: t(`communications.audience.${value}`),
              })),
            ]}
            allowDeselect={false}
            w={220}
          />
        </ListFilters>
      }
      exportButtons={
        <ExportButtons
          href={(formato) => staffCommunicationsExportHref(search, audience, formato)}
          fileName="comunicaciones"
          testId="communications-export"
        />
      }
      form={(communication) => (
        <CommunicationForm
          communication={communication}
          onDone={(saved) => {
            editor.saved(t(`communications.saved.${saved.estado}`));
          }}
          onCancel={editor.closeEditor}
        />
      )}
      remove={{
        title: t('communications.deleteTitle'),
        text: () => t('communications.deleteConfirm'),
        pending: remove.isPending,
        error: <SaveError error={remove.error} />,
        confirm: (c) => {
          remove.mutate(c.idComunicacion, {
            onSuccess: () => {
              editor.removed(t('communications.deleted'));
            },
          });
        },
      }}
    >
      <LoadedListTable
        query={query}
        rows={(all) =>
          searchRows(
            audience ? all.filter((c) => c.destinatarios === audience) : all,
            search,
            (c) => [c.descripcion],
          )
        }
        emptyText={t('communications.empty')}
        noMatchText={t('communications.noMatch')}
        testId="staff-communications"
        rowKey={(c) => c.idComunicacion}
        columns={columns}
        list={list}
      />
    </ContentListPage>
  );
}

function CommunicationForm(props: {
  communication: StaffCommunication | null;
  onDone: (saved: StaffCommunication) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffContent');
  const c = props.communication;
  const { form, set, errors, text, submit, saving, generalError } = useContentForm({
    initial: {
      destinatarios: c?.destinatarios ?? 'todos',
      fechaDesde: c?.fechaDesde ?? spanishToday(),
      fechaHasta: c?.fechaHasta ?? '',
      descripcion: c?.descripcion ?? '',
      enlace: c?.enlace ?? '',
    } satisfies StaffCommunicationBody,
    id: c?.idComunicacion ?? null,
    save: useSaveCommunication(),
    onDone: props.onDone,
  });
  return (
    <form onSubmit={submit} noValidate data-testid="communication-form">
      <Stack gap="sm">
        <Select
          label={t('communications.fields.audience')}
          value={form.destinatarios}
          onChange={(value) => {
            set({ destinatarios: oneOf(communicationAudiences, value ?? '') ?? 'todos' });
          }}
          data={communicationAudiences.map((value) => ({
            value,
            label: t(`communications.audience.${value}`),
          }))}
          allowDeselect={false}
          error={errors.destinatarios}
          data-testid="communication-audience"
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('communications.fields.from')}
            description={t('communications.fields.fromHelp')}
            {...text('fechaDesde')}
            required
            data-testid="communication-from"
          />
          <TextInput
            type="date"
            label={t('communications.fields.until')}
            description={t('communications.fields.untilHelp')}
            {...text('fechaHasta')}
          />
        </Group>
        <Textarea
          label={t('communications.fields.text')}
          {...text('descripcion')}
          autosize
          minRows={3}
          required
          data-testid="communication-text"
        />
        <TextInput
          label={t('communications.fields.link')}
          description={t('form.linkHelp')}
          {...text('enlace')}
        />
        <Text size="sm" c="dimmed">
          {t('communications.help')}
        </Text>
        <SaveError error={generalError} />
        <FormActions onCancel={props.onCancel} saving={saving} testId="communication-save" />
      </Stack>
    </form>
  );
}
