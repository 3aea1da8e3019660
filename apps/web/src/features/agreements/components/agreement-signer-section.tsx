import { Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgreementFormErrors, AgreementFormValues } from '../lib/agreement-form.ts';
import type { ErrorMessage, SetAgreementValue } from './agreement-details-section.tsx';

/** Who signs the agreement for the company: name, surnames, email and position. */
export function AgreementSignerSection({
  form,
  values,
  errors,
  set,
  message,
}: {
  /** The id of the agreement's form, which these fields belong to. */
  form: string;
  values: AgreementFormValues;
  errors: AgreementFormErrors;
  set: SetAgreementValue;
  message: ErrorMessage;
}) {
  const { t } = useTranslation('agreements');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="signer-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="signer-title">
          {t('form.signerSection')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            form={form}
            label={t('form.nombre')}
            required
            maxLength={150}
            value={values.nombre}
            onChange={(e) => {
              set('nombre', e.currentTarget.value);
            }}
            error={message(errors.nombre)}
          />
          <TextInput
            form={form}
            label={t('form.apellidos')}
            required
            maxLength={150}
            value={values.apellidos}
            onChange={(e) => {
              set('apellidos', e.currentTarget.value);
            }}
            error={message(errors.apellidos)}
          />
          <TextInput
            form={form}
            label={t('form.email')}
            type="email"
            maxLength={150}
            value={values.email}
            onChange={(e) => {
              set('email', e.currentTarget.value);
            }}
            error={message(errors.email)}
          />
          <TextInput
            form={form}
            label={t('form.cargo')}
            required
            maxLength={150}
            value={values.cargo}
            onChange={(e) => {
              set('cargo', e.currentTarget.value);
            }}
            error={message(errors.cargo)}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
