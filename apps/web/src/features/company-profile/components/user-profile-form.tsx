import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { companyUserProfileBodySchema, type CompanyUserProfile } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCompanyUser } from '../api/save-company-user.ts';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import { FormActions, SuccessAlert } from './form-parts.tsx';

type UserFormValues = Record<keyof CompanyUserProfile, string>;

const initialValues = (user: CompanyUserProfile): UserFormValues => ({
  nombre: user.nombre,
  apellidos: user.apellidos,
  email: user.email,
  cargo: user.cargo ?? '',
  telefono: user.telefono ?? '',
});

const validate = schemaResolver(companyUserProfileBodySchema, { sync: true });

/** The user's own data (editaUsuario): name, surname and position 3–150, email, phone. */
export function UserProfileForm({ user }: { user: CompanyUserProfile }) {
  const { t } = useTranslation('company');
  const save = useSaveCompanyUser();
  const [saved, setSaved] = useState(false);
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: initialValues(user),
    validate,
    onValuesChange: () => {
      setSaved(false);
    },
  });
  const field = useFieldProps(form);

  return (
    <form
      noValidate
      aria-label={t('profile.dataTitle')}
      data-testid="user-form"
      onSubmit={submitWithServerErrors(form, (values, onError) => {
        save.mutate(companyUserProfileBodySchema.parse(values), {
          onSuccess: () => {
            setSaved(true);
          },
          onError,
        });
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.nombre')}
            required
            autoComplete="given-name"
            {...field('nombre')}
            data-testid="user-name"
          />
          <TextInput
            label={t('profile.apellidos')}
            required
            autoComplete="family-name"
            {...field('apellidos')}
            data-testid="user-surname"
          />
          <TextInput
            label={t('profile.email')}
            type="email"
            required
            autoComplete="email"
            {...field('email')}
            data-testid="user-email"
          />
          <TextInput
            label={t('profile.cargo')}
            required
            autoComplete="organization-title"
            {...field('cargo')}
            data-testid="user-position"
          />
          <TextInput
            label={t('profile.telefono')}
            type="tel"
            required
            autoComplete="tel"
            {...field('telefono')}
            data-testid="user-phone"
          />
        </SimpleGrid>
        <SuccessAlert shown={saved} testId="user-saved">
          {t('profile.saved')}
        </SuccessAlert>
        <FormActions pending={save.isPending} testId="user-save" />
      </Stack>
    </form>
  );
}
