import { ContentFileField } from '../../../components/content-file-field.tsx';
import { Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import type { StaffEventBody, StaffEventDetail } from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, useSaveEvent } from '../api/staff-content.ts';
import { FormActions, HtmlField, SaveError } from './form-bits.tsx';

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
  categoria: event.categoria,
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
          <TextInput
            label={t('events.fields.category')}
            value={form.categoria}
            onChange={(e) => {
              set('categoria', e.currentTarget.value);
            }}
            error={errors.categoria}
            required
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
        <HtmlField
          label={t('events.fields.description')}
          value={form.descripcion}
          onChange={(value) => {
            set('descripcion', value);
          }}
          error={errors.descripcion}
          testId="event-description"
        />
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
