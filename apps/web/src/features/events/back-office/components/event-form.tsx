import { fieldErrorsOf } from '../../../../lib/field-error-text.ts';
import { ContentFileField } from '../../../../components/content-file-field.tsx';
import { Checkbox, Group, Input, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { LazyRichTextEditor } from '../../../../components/lazy-rich-text-editor.tsx';
import {
  eventCategories,
  eventCategoryOfName,
  type StaffEventBody,
  type StaffEventDetail,
} from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveEvent } from '../../../../lib/queries/staff-content.ts';
import { FormActions, SaveError } from '../../../../components/content-editor/form-bits.tsx';

const emptyEvent: StaffEventBody = {
  titulo: '',
  entradilla: '',
  descripcion: '',
  fecha: '',
  lugar: '',
  categoria: '',
  destacado: false,
  publico: true,
  plazas: null,
  urlImagen: null,
};

const bodyOf = (event: StaffEventDetail): StaffEventBody => ({
  titulo: event.titulo,
  entradilla: event.entradilla,
  descripcion: event.descripcion,
  fecha: event.fechaLocal,
  lugar: event.lugar,
  // A listed category is sent by its slug; an older free-text one as it is, to keep it.
  categoria: eventCategoryOfName(event.categoria) ?? event.categoria,
  destacado: event.destacado,
  publico: event.publico,
  plazas: event.plazas,
  urlImagen: event.urlImagen,
});

/** Create (no event) or edit an event; field errors come from the server's validation. */
export function EventForm(props: {
  event: StaffEventDetail | null;
  onDone: (saved: StaffEventDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffContent');
  const [form, setForm] = useState<StaffEventBody>(props.event ? bodyOf(props.event) : emptyEvent);
  const save = useSaveEvent();
  const errors = fieldErrorsOf(save.error);
  const set = <K extends keyof StaffEventBody>(key: K, value: StaffEventBody[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  };
  const legacy = props.event !== null && eventCategoryOfName(props.event.categoria) === null;
  const categoryOptions = [
    ...eventCategories.map((value) => ({ value, label: t(`events.categories.${value}`) })),
    ...(legacy && props.event
      ? [{ value: props.event.categoria, label: props.event.categoria }]
      : []),
  ];
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    save.mutate({ id: props.event?.idEvento ?? null, body: form }, { onSuccess: props.onDone });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="event-form">
      <Stack gap="sm">
        <TextInput
          label={t('events.fields.title')}
          value={form.titulo}
          onChange={(e) => {
            set('titulo', e.currentTarget.value);
          }}
          error={errors.titulo}
          required
          data-testid="event-title"
        />
        <TextInput
          label={t('events.fields.summary')}
          value={form.entradilla}
          onChange={(e) => {
            set('entradilla', e.currentTarget.value);
          }}
          error={errors.entradilla}
          required
        />
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label={t('events.fields.date')}
            description={t('events.fields.dateHelp')}
            value={form.fecha}
            onChange={(e) => {
              set('fecha', e.currentTarget.value);
            }}
            error={errors.fecha}
            required
            data-testid="event-date"
          />
          <NumberInput
            clampBehavior="none"
            label={t('events.fields.places')}
            description={t('events.fields.placesHelp')}
            value={typeof form.plazas === 'number' ? form.plazas : ''}
            min={1}
            allowDecimal={false}
            onChange={(value) => {
              set('plazas', typeof value === 'number' ? value : null);
            }}
            error={errors.plazas}
            data-testid="event-places"
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label={t('events.fields.place')}
            value={form.lugar}
            onChange={(e) => {
              set('lugar', e.currentTarget.value);
            }}
            error={errors.lugar}
            required
          />
          <Select
            label={t('events.fields.category')}
            data={categoryOptions}
            value={form.categoria === '' ? null : form.categoria}
            onChange={(value) => {
              set('categoria', value ?? '');
            }}
            error={errors.categoria}
            required
            allowDeselect={false}
            data-testid="event-category"
          />
        </Group>
        <ContentFileField
          label={t('form.image')}
          uso="evento"
          value={typeof form.urlImagen === 'string' ? form.urlImagen : ''}
          onChange={(url) => {
            set('urlImagen', url);
          }}
          error={errors.urlImagen}
          testId="event-image"
        />
        <Input.Wrapper
          label={t('events.fields.description')}
          required
          error={errors.descripcion}
          id="event-description"
          labelProps={{ id: 'event-description-label', htmlFor: 'event-description' }}
          errorProps={{ id: 'event-description-error' }}
        >
          <LazyRichTextEditor
            id="event-description"
            testId="event-description"
            value={form.descripcion}
            onChange={(html) => {
              set('descripcion', html);
            }}
            labelledBy="event-description-label"
            {...(errors.descripcion ? { describedBy: 'event-description-error' } : {})}
            invalid={errors.descripcion !== undefined}
          />
        </Input.Wrapper>
        <Group>
          <Checkbox
            label={t('events.fields.public')}
            checked={form.publico ?? true}
            onChange={(e) => {
              set('publico', e.currentTarget.checked);
            }}
            data-testid="event-public"
          />
          <Checkbox
            label={t('events.fields.featured')}
            checked={form.destacado ?? false}
            onChange={(e) => {
              set('destacado', e.currentTarget.checked);
            }}
          />
        </Group>
        <SaveError error={Object.keys(errors).length === 0 ? save.error : null} />
        <FormActions onCancel={props.onCancel} saving={save.isPending} testId="event-save" />
      </Stack>
    </form>
  );
}
