import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { StaffCompanyDetail } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallErrorText } from '../../../../components/staff-admin-kit.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useAddCompanyUser, useEditCompany } from '../api/staff-companies.ts';

/** The fields a 400 names (`datos.errores[].campo`), with their messages. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) {
    return {};
  }
  const errores = (error.datos as { errores?: { campo: string; mensaje: string }[] } | null)
    ?.errores;
  return Object.fromEntries((errores ?? []).map((e) => [e.campo, e.mensaje]));
}

/** Edit the company's data; a malformed CIF (33) or one another company has (515) is shown. */
export function EditCompanyDialog({
  company,
  opened,
  onClose,
  onDone,
}: {
  company: StaffCompanyDetail;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('staffAdmin');
  const errorText = useCallErrorText();
  const edit = useEditCompany();
  const initial = {
    cif: company.cif,
    nombreComercial: company.nombreComercial,
    razonSocial: company.razonSocial,
    email: company.email ?? '',
    telefono: company.telefono ?? '',
    web: company.web ?? '',
    direccion: company.direccion ?? '',
    cp: company.cp ?? '',
    descripcion: company.descripcion,
  };
  const [values, setValues] = useState(initial);
  const errors = fieldErrors(edit.error);
  const field = (name: keyof typeof initial, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      error={errors[name]}
      data-testid={`company-edit-${name}`}
    />
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('companies.detail.editTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          edit.mutate(
            { idEmpresa: company.idEmpresa, ...values },
            {
              onSuccess: onDone,
            },
          );
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {field('nombreComercial', t('companies.detail.tradeName'), true)}
            {field('razonSocial', t('companies.detail.legalName'), true)}
            {field('cif', t('companies.list.cif'), true)}
            {field('email', t('companies.detail.email'))}
            {field('telefono', t('companies.detail.phone'))}
            {field('web', t('companies.detail.web'))}
            {field('direccion', t('companies.detail.address'))}
            {field('cp', t('companies.detail.postcode'))}
          </SimpleGrid>
          <Textarea
            label={t('companies.detail.description')}
            autosize
            minRows={3}
            value={values.descripcion}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((v) => ({ ...v, descripcion: value }));
            }}
          />
          {edit.error !== null && (
            <Alert color="red" variant="light" role="alert">
              {Object.keys(errors).length > 0 ? t('common.invalid') : errorText(edit.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={edit.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={edit.isPending} data-testid="company-edit-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Add a user: a new email gets a set-password mail; an existing company user joins this one. */
export function AddUserDialog({
  companyId,
  opened,
  onClose,
  onDone,
}: {
  companyId: number;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('staffAdmin');
  const errorText = useCallErrorText();
  const add = useAddCompanyUser();
  const empty = { email: '', nombre: '', apellidos: '', cargo: '', telefono: '' };
  const [values, setValues] = useState(empty);
  const errors = fieldErrors(add.error);
  const close = () => {
    setValues(empty);
    add.reset();
    onClose();
  };
  const field = (name: keyof typeof empty, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      type={name === 'email' ? 'email' : 'text'}
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      error={errors[name]}
      data-testid={`add-user-${name}`}
    />
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('companies.detail.addUserTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(
            { idEmpresa: companyId, ...values },
            {
              onSuccess: () => {
                setValues(empty);
                onDone();
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          {field('email', t('companies.detail.email'), true)}
          {field('nombre', t('companies.detail.name'), true)}
          {field('apellidos', t('companies.detail.surname'), true)}
          {field('cargo', t('companies.detail.position'))}
          {field('telefono', t('companies.detail.phone'))}
          {add.error !== null && (
            <Alert color="red" variant="light" role="alert">
              {Object.keys(errors).length > 0 ? t('common.invalid') : errorText(add.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} data-testid="add-user-save">
              {t('companies.detail.addUser')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
