import { fieldErrorsOf } from '../../../../lib/field-error-text.ts';
import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { Codes, isValidEmail, type StaffUserItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { showCallError } from '../../../../lib/query-client.ts';
import { useInviteStaffUser } from '../api/staff-users.ts';

const empty = { email: '', nombre: '', apellidos: '', rol: 'gestor' as 'gestor' | 'administrador' };

/** Invites a staff user: the server mails a set-password link valid for 7 days. */
export function InviteForm({ onInvited }: { onInvited: (user: StaffUserItem) => void }) {
  const { t } = useTranslation('backOffice');
  const invite = useInviteStaffUser();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!isValidEmail(values.email.trim())) {
      found.email = t('users.invite.emailInvalid');
    }
    if (values.nombre.trim().length < 2) {
      found.nombre = t('users.invite.required');
    }
    if (values.apellidos.trim() === '') {
      found.apellidos = t('users.invite.required');
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      document.getElementById(`invite-${first}`)?.focus();
      return;
    }
    invite.mutate(
      {
        ...values,
        email: values.email.trim(),
        nombre: values.nombre.trim(),
        apellidos: values.apellidos.trim(),
      },
      {
        onSuccess: (user) => {
          setValues(empty);
          onInvited(user);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === Codes.EMAIL_ALREADY_REGISTERED) {
            setErrors({ email: t('users.invite.taken') });
            document.getElementById('invite-email')?.focus();
            return;
          }
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length > 0) {
            setErrors(fields);
            return;
          }
          showCallError(error);
        },
      },
    );
  };

  const set = (field: keyof typeof empty) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  };

  return (
    <Paper withBorder p="md">
      <form noValidate onSubmit={submit} aria-labelledby="invite-title" data-testid="invite-form">
        <Stack gap="sm">
          <Title order={2} size="h4" id="invite-title">
            {t('users.invite.title')}
          </Title>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              id="invite-email"
              label={t('users.fields.email')}
              type="email"
              autoComplete="off"
              required
              value={values.email}
              onChange={(e) => {
                set('email')(e.currentTarget.value);
              }}
              error={errors.email}
            />
            <TextInput
              id="invite-nombre"
              label={t('users.fields.nombre')}
              required
              value={values.nombre}
              onChange={(e) => {
                set('nombre')(e.currentTarget.value);
              }}
              error={errors.nombre}
            />
            <TextInput
              id="invite-apellidos"
              label={t('users.fields.apellidos')}
              required
              value={values.apellidos}
              onChange={(e) => {
                set('apellidos')(e.currentTarget.value);
              }}
              error={errors.apellidos}
            />
            <Select
              id="invite-rol"
              label={t('users.fields.rol')}
              required
              allowDeselect={false}
              data={[
                { value: 'gestor', label: t('users.roles.gestor') },
                { value: 'administrador', label: t('users.roles.administrador') },
              ]}
              value={values.rol}
              onChange={(value) => {
                if (value === 'gestor' || value === 'administrador') {
                  set('rol')(value);
                }
              }}
              error={errors.rol}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending} data-testid="invite-submit">
              {t('users.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
