import { Button, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Codes, companyAccountRequestFormSchema, statusMessage } from '@portal/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ConsentCheckbox, privacyPolicyLink } from '../../../components/consent-checkbox.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useCountries, useRequestCompanyAccount } from '../api/request-company-account.ts';
import { ResultPanel } from '../components/result-panel.tsx';
import { useFieldProps } from '../../../lib/form-submit.ts';
import { referenceOptions } from '../../../lib/reference-lists.ts';
import { submitAccountForm } from '../lib/form-errors.ts';

interface RequestValues {
  cif: string;
  nombreEmpresa: string;
  nombre: string;
  apellidos: string;
  email: string;
  telefono: string;
  mensaje: string;
  direccion: string;
  idPais: string;
  aceptaPoliticaPrivacidad: boolean;
  aceptaComunicaciones: boolean;
}

const initialValues: RequestValues = {
  cif: '',
  nombreEmpresa: '',
  nombre: '',
  apellidos: '',
  email: '',
  telefono: '',
  mensaje: '',
  direccion: '',
  idPais: '1',
  aceptaPoliticaPrivacidad: false,
  aceptaComunicaciones: false,
};

const resolve = schemaResolver(companyAccountRequestFormSchema, { sync: true });
const toBody = (values: RequestValues) =>
  companyAccountRequestFormSchema.parse({ ...values, idPais: Number(values.idPais) });

/**
 * /solicitar-cuenta ("Registration form"): a company asks for an account; the careers
 * office validates the request and then mails a link to set the password.
 */
export default function RequestAccountPage() {
  const { t, i18n } = useTranslation('accounts');
  const send = useRequestCompanyAccount();
  const countries = useCountries();
  const [done, setDone] = useState(false);
  const form = useForm<RequestValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => resolve({ ...values, idPais: Number(values.idPais) }),
  });
  const field = useFieldProps(form);
  const language = i18n.language.startsWith('en') ? 'en' : 'es';

  if (done) {
    return (
      <PageFrame size="sm">
        <ResultPanel
          kind="success"
          title={statusMessage(Codes.REQUEST_REGISTERED, language).titulo}
          link={{ route: 'login_empresas', label: t('request.doneLink') }}
          testId="request-done"
        >
          {statusMessage(Codes.REQUEST_REGISTERED, language).cuerpo} {t('request.next')}
        </ResultPanel>
      </PageFrame>
    );
  }

  return (
    <PageFrame size="sm">
      <Text>{t('request.intro')}</Text>
      <Paper withBorder p="md">
        <form
          noValidate
          aria-label={t('request.formLabel')}
          data-testid="request-form"
          onSubmit={submitAccountForm(form, (values, onError) => {
            send.mutate(toBody(values), {
              onSuccess: () => {
                setDone(true);
              },
              onError,
            });
          })}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('form.cif')} required {...field('cif')} />
              <TextInput
                label={t('form.nombreEmpresa')}
                required
                autoComplete="organization"
                {...field('nombreEmpresa')}
              />
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
              <TextInput
                label={t('form.email')}
                required
                type="email"
                autoComplete="email"
                {...field('email')}
              />
              <TextInput
                label={t('form.telefono')}
                required
                type="tel"
                autoComplete="tel"
                {...field('telefono')}
              />
            </SimpleGrid>
            <TextInput
              label={t('form.direccion')}
              required
              autoComplete="street-address"
              {...field('direccion')}
            />
            <Select
              label={t('form.pais')}
              required
              searchable
              allowDeselect={false}
              data={referenceOptions(
                countries.data ?? [{ id: 1, descripcion: 'España', descripcionEn: 'Spain' }],
                language,
              )}
              {...field('idPais')}
            />
            <Textarea
              label={t('form.mensaje')}
              required
              autosize
              minRows={3}
              {...field('mensaje')}
            />
            <ConsentCheckbox
              label={
                <Trans
                  t={t}
                  i18nKey="form.acceptPrivacy"
                  components={{ policy: privacyPolicyLink }}
                />
              }
              {...field('aceptaPoliticaPrivacidad', { type: 'checkbox' })}
              data-testid="request-privacy"
            />
            <ConsentCheckbox
              label={t('form.acceptCompanyCommunications')}
              {...field('aceptaComunicaciones', { type: 'checkbox' })}
              data-testid="request-communications"
            />
            <Button
              type="submit"
              loading={send.isPending}
              data-testid="request-submit"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('request.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
