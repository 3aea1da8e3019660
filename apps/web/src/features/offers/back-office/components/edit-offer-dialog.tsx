import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { StaffOfferSheet } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallErrorText } from '../../../../components/staff-admin-kit.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useEditStaffOffer } from '../api/staff-offers.ts';

/** dd/mm/yyyy (as the sheet shows it) → yyyy-mm-dd (a date input's value). */
const toIsoDay = (day: string | null) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day ?? '');
  return match ? `${match[3] ?? ''}-${match[2] ?? ''}-${match[1] ?? ''}` : '';
};

/** Corrects a pending offer before validating it: texts, places and the deadline. */
export function EditOfferDialog({
  offer,
  onClose,
  onDone,
}: {
  offer: StaffOfferSheet;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('staffAdmin');
  const errorText = useCallErrorText();
  const edit = useEditStaffOffer();
  const [values, setValues] = useState({
    titulo: offer.titulo,
    descripcion: offer.descripcion,
    requisitos: offer.requisitos,
    plazas: offer.plazas,
    fechaFinInscripcion: toIsoDay(offer.fechaFinInscripcion),
  });
  const errores = isApiError(edit.error)
    ? ((edit.error.datos as { errores?: { campo: string; mensaje: string }[] } | null)?.errores ??
      [])
    : [];
  const errorOf = (campo: string) => errores.find((e) => e.campo === campo)?.mensaje;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('offers.detail.editTitle')}
      centered
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          edit.mutate(
            {
              idOferta: offer.idOferta,
              ...values,
              fechaFinInscripcion: values.fechaFinInscripcion || undefined,
            },
            { onSuccess: onDone },
          );
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('offers.detail.title')}
            required
            value={values.titulo}
            onChange={(event) => {
              const titulo = event.currentTarget.value;
              setValues((v) => ({ ...v, titulo }));
            }}
            error={errorOf('titulo')}
            data-testid="offer-edit-title"
          />
          <Textarea
            label={t('offers.detail.descriptionHtml')}
            required
            autosize
            minRows={5}
            maxRows={16}
            value={values.descripcion}
            onChange={(event) => {
              const descripcion = event.currentTarget.value;
              setValues((v) => ({ ...v, descripcion }));
            }}
            error={errorOf('descripcion')}
          />
          <Textarea
            label={t('offers.detail.requirements')}
            autosize
            minRows={2}
            value={values.requisitos}
            onChange={(event) => {
              const requisitos = event.currentTarget.value;
              setValues((v) => ({ ...v, requisitos }));
            }}
            error={errorOf('requisitos')}
          />
          <Group grow>
            <NumberInput
              clampBehavior="none"
              label={t('offers.detail.places')}
              required
              min={1}
              max={999}
              value={values.plazas}
              onChange={(value) => {
                setValues((v) => ({ ...v, plazas: Number(value) || 1 }));
              }}
              error={errorOf('plazas')}
            />
            <TextInput
              type="date"
              label={t('offers.detail.deadline')}
              value={values.fechaFinInscripcion}
              onChange={(event) => {
                const fechaFinInscripcion = event.currentTarget.value;
                setValues((v) => ({ ...v, fechaFinInscripcion }));
              }}
              error={errorOf('fechaFinInscripcion')}
            />
          </Group>
          {edit.error !== null && (
            <Alert color="red" variant="light" role="alert">
              {errores.length > 0 ? t('common.invalid') : errorText(edit.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={edit.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={edit.isPending} data-testid="offer-edit-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
