import { fieldErrorsOf } from '../../../lib/field-error-text.ts';
import { Badge, Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  communicationAudiences,
  type StaffCommunication,
  type StaffCommunicationBody,
} from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DoneAlert, EditorModal } from '../../../components/content-editor/editor-modal.tsx';
import { useEditorState } from '../../../components/content-editor/editor-state.ts';
import {
  ExportButtons,
  ListBody,
  ListFilters,
  ListTable,
  useListState,
  type ListColumn,
} from '../../../components/list-kit/index.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { oneOf } from '../../../lib/use-url-filters.ts';
import { RowActions } from '../../../components/row-actions.tsx';
import {
  staffCommunicationsExportHref,
  useDeleteCommunication,
  useSaveCommunication,
  useStaffCommunications,
} from '../api/staff-content.ts';
import { dayOf, FormActions, SaveError } from '../components/form-bits.tsx';
import { searchRows } from '@portal/contracts';

const stateColour = { programada: 'blue', vigente: 'teal', caducada: 'gray' } as const;

/**
 * /gestion/comunicaciones: messages shown to candidates, companies or both from a date, searched
 * and filtered by audience (both in the URL), exportable as filtered.
 */
export default function StaffCommunicationsPage() {
  const { t } = useTranslation('staffContent');
  const query = useStaffCommunications();
  const { t: tAdmin } = useTranslation('staffAdmin');
  const list = useListState(['texto', 'destinatarios'] as const);
  const search = list.values.texto;
  const audience = oneOf(communicationAudiences, list.values.destinatarios) ?? '';
  const editor = useEditorState<StaffCommunication>();
  const remove = useDeleteCommunication();
  const columns: ListColumn<StaffCommunication>[] = [
    { key: 'texto', header: t('communications.fields.text'), cell: (c) => c.descripcion },
    {
      key: 'destinatarios',
      header: t('communications.fields.audience'),
      cell: (c) => t(`communications.audience.${c.destinatarios}`),
    },
    {
      key: 'fechas',
      header: t('communications.columns.dates'),
      cell: (c) => (
        <>
          {dayOf(c.fechaDesde)}
          {c.fechaHasta !== null ? ` – ${dayOf(c.fechaHasta)}` : ''}
        </>
      ),
    },
    {
      key: 'estado',
      header: t('communications.columns.state'),
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
            if (window.confirm(t('communications.deleteConfirm'))) {
              remove.mutate(c.idComunicacion, {
                onSuccess: () => {
                  editor.setDone(t('communications.deleted'));
                },
              });
            }
          }}
        />
      ),
    },
  ];

  return (
    <PageFrame>
      <Group justify="space-between" align="flex-end">
        <ListFilters label={tAdmin('common.filters')} gap="md">
          <TextInput
            label={t('filters.search')}
            type="search"
            value={search}
            onChange={(e) => {
              list.setFilters({ texto: e.currentTarget.value }, { replace: true });
            }}
            w={280}
            data-testid="communications-search"
          />
          <Select
            label={t('communications.fields.audience')}
            value={audience}
            onChange={(value) => {
              list.setFilters({ destinatarios: value ?? '' });
            }}
            data={[
              { value: '', label: t('events.filters.any') },
              { value: 'alumno', label: t('communications.audience.alumno') },
              { value: 'empresa', label: t('communications.audience.empresa') },
              { value: 'todos', label: t('communications.audience.todos') },
            ]}
            allowDeselect={false}
            w={220}
          />
        </ListFilters>
        <Group align="flex-end">
          <ExportButtons
            href={(formato) => staffCommunicationsExportHref(search, audience, formato)}
            fileName="comunicaciones"
            testId="communications-export"
          />
          <Button onClick={editor.startNew} data-testid="communication-new">
            {t('communications.new')}
          </Button>
        </Group>
      </Group>
      <DoneAlert text={editor.done} testId="communication-done" />
      <ListBody
        query={query}
        isEmpty={(all) => all.length === 0}
        rows={(all) =>
          searchRows(
            audience ? all.filter((c) => c.destinatarios === audience) : all,
            search,
            (c) => [c.descripcion],
          )
        }
        filtered
        emptyText={t('communications.empty')}
        noMatchText={t('communications.noMatch')}
      >
        {(rows) => (
          <ListTable
            testId="staff-communications"
            rows={rows}
            rowKey={(c) => c.idComunicacion}
            columns={columns}
          />
        )}
      </ListBody>
      <EditorModal
        editing={editor.editing}
        onClose={editor.closeEditor}
        newTitle={t('communications.new')}
        editTitle={t('communications.edit')}
      >
        {(communication) => (
          <CommunicationForm
            communication={communication}
            onDone={(saved) => {
              editor.saved(t(`communications.saved.${saved.estado}`));
            }}
            onCancel={editor.closeEditor}
          />
        )}
      </EditorModal>
    </PageFrame>
  );
}

function CommunicationForm(props: {
  communication: StaffCommunication | null;
  onDone: (saved: StaffCommunication) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffContent');
  const c = props.communication;
  const [form, setForm] = useState<StaffCommunicationBody>({
    destinatarios: c?.destinatarios ?? 'todos',
    fechaDesde:
      c?.fechaDesde ?? new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' }),
    fechaHasta: c?.fechaHasta ?? '',
    descripcion: c?.descripcion ?? '',
    enlace: c?.enlace ?? '',
  });
  const save = useSaveCommunication();
  const errors = fieldErrorsOf(save.error);
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    save.mutate({ id: c?.idComunicacion ?? null, body: form }, { onSuccess: props.onDone });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="communication-form">
      <Stack gap="sm">
        <Select
          label={t('communications.fields.audience')}
          value={form.destinatarios}
          onChange={(value) => {
            setForm({ ...form, destinatarios: value ?? 'todos' });
          }}
          data={(['alumno', 'empresa', 'todos'] as const).map((value) => ({
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
            value={form.fechaDesde}
            onChange={(e) => {
              setForm({ ...form, fechaDesde: e.currentTarget.value });
            }}
            error={errors.fechaDesde}
            required
            data-testid="communication-from"
          />
          <TextInput
            type="date"
            label={t('communications.fields.until')}
            description={t('communications.fields.untilHelp')}
            value={typeof form.fechaHasta === 'string' ? form.fechaHasta : ''}
            onChange={(e) => {
              setForm({ ...form, fechaHasta: e.currentTarget.value });
            }}
            error={errors.fechaHasta}
          />
        </Group>
        <Textarea
          label={t('communications.fields.text')}
          value={form.descripcion}
          onChange={(e) => {
            setForm({ ...form, descripcion: e.currentTarget.value });
          }}
          error={errors.descripcion}
          autosize
          minRows={3}
          required
          data-testid="communication-text"
        />
        <TextInput
          label={t('communications.fields.link')}
          description={t('form.linkHelp')}
          value={typeof form.enlace === 'string' ? form.enlace : ''}
          onChange={(e) => {
            setForm({ ...form, enlace: e.currentTarget.value });
          }}
          error={errors.enlace}
        />
        <Text size="sm" c="dimmed">
          {t('communications.help')}
        </Text>
        <SaveError error={Object.keys(errors).length === 0 ? save.error : null} />
        <FormActions
          onCancel={props.onCancel}
          saving={save.isPending}
          testId="communication-save"
        />
      </Stack>
    </form>
  );
}
