import { Anchor, Button, Checkbox, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { pathFor, registerCandidateFormSchema } from '@portal/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsentCheckbox, privacyPolicyLink } from '../../../components/consent-checkbox.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { useRegisterCandidate } from '../api/register-candidate.ts';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import { useFieldProps } from '../../../lib/form-submit.ts';
import { submitAccountForm } from '../lib/form-errors.ts';

interface RegisterValues {
  nombre: string;
  apellidos: string;
  dni: string;
  email: string;
  telefono: string;
  password: string;
  confirmacion: string;
  aceptaPoliticaPrivacidad: boolean;
  antiguoAlumno: boolean;
}

const initialValues: RegisterValues = {
  nombre: '',
  apellidos: '',
  dni: '',
  email: '',
  telefono: '',
  password: '',
  confirmacion: '',
  aceptaPoliticaPrivacidad: false,
  antiguoAlumno: false,
};

/**
 * /registro (brand canRegistroAlumno): a student creates an account and signs in once the mailed
 * confirmation link is opened.
 */
export default function RegisterPage() {
  const { t } = useTranslation('accounts');
  const brand = useBrand();
  const register = useRegisterCandidate();
  const [done, setDone] = useState(false);
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(registerCandidateFormSchema, { sync: true }),
  });
  const field = useFieldProps(form);

  if (brand.accesoNoVerificados === 'ninguno') {
    // Only the university's own people: their accounts come from the academic record.
    return (
      <PageFrame size="sm">
        <ResultPanel
          kind="error"
          title={t('register.recordOnlyTitle')}
          link={{ route: 'login_alumnos', label: t('links.toLogin') }}
          testId="register-record-only"
        >
          {t('register.recordOnly')}
        </ResultPanel>
      </PageFrame>
    );
  }

  if (done) {
    return (
      <PageFrame size="sm">
        <ResultPanel
          kind="success"
          title={t('register.doneTitle')}
          link={{ route: 'login_alumnos', label: t('links.toLogin') }}
          testId="register-done"
        >
          {t('register.done')} {t('register.doneHint')}
        </ResultPanel>
      </PageFrame>
    );
  }

  return (
    <PageFrame size="sm">
      <Text>{t('register.intro')}</Text>
      <Paper withBorder p="md">
        <form
          noValidate
          aria-label={t('register.formLabel')}
          data-testid="register-form"
          onSubmit={submitAccountForm(form, (values, onError) => {
            register.mutate(
              { ...registerCandidateFormSchema.parse(values), antiguoAlumno: values.antiguoAlumno },
              {
                onSuccess: () => {
                  setDone(true);
                },
                onError,
              },
            );
          })}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('form.nombre')}
                required
                autoComplete="given-name"
                {...field('nombre')}
              />
              <TextInput
                label={t('form.apellidos')}
                required
                autoComplete="family-name"
                {...field('apellidos')}
              />
              <TextInput label={t('form.dni')} required {...field('dni')} />
              <TextInput
                label={t('form.telefono')}
                required
                type="tel"
                autoComplete="tel"
                {...field('telefono')}
              />
            </SimpleGrid>
            <TextInput
              label={t('form.email')}
              required
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <NewPasswordFields password={field('password')} confirmacion={field('confirmacion')} />
            {brand.canRegistroAntiguoAlumno && (
              <Checkbox
                label={t('register.antiguoAlumno')}
                {...field('antiguoAlumno', { type: 'checkbox' })}
              />
            )}
            <ConsentCheckbox
              label={
                <Trans
                  t={t}
                  i18nKey="form.acceptPrivacy"
                  components={{ policy: privacyPolicyLink }}
                />
              }
              {...field('aceptaPoliticaPrivacidad', { type: 'checkbox' })}
              data-testid="register-privacy"
            />
            <Button
              type="submit"
              loading={register.isPending}
              data-testid="register-submit"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Anchor component={Link} to={pathFor('login_alumnos')} size="sm">
        {t('links.haveAccount')}
      </Anchor>
    </PageFrame>
  );
}
