import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { candidateResetRequestBodySchema, Codes, emailAddressSchema } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRequestReset, type ResetAudience } from '../api/password-reset.ts';
import { useFieldProps } from '../../../lib/form-submit.ts';
import { submitAccountForm } from '../lib/form-errors.ts';
import { ResultPanel } from './result-panel.tsx';
import { useStatusText } from './use-status-text.ts';

const companyResetFormSchema = z.object({ usuario: emailAddressSchema });
const validators = {
  candidate: schemaResolver(candidateResetRequestBodySchema, { sync: true }),
  company: schemaResolver(companyResetFormSchema, { sync: true }),
} as const;

/**
 * Asks for a reset link: the candidate's email or DNI, or the company user's email. The answer is
 * the same whatever was typed (505), so nobody learns who has an account.
 */
export function ResetRequestForm({ audience }: { audience: ResetAudience }) {
  const { t } = useTranslation('accounts');
  const status = useStatusText();
  const request = useRequestReset();
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { usuario: '' },
    validate: validators[audience],
  });
  const field = useFieldProps(form);

  if (sent) {
    return (
      <ResultPanel
        kind="success"
        title={status(Codes.RECOVERY_LINK_SENT).titulo}
        testId="reset-sent"
      >
        {status(Codes.RECOVERY_LINK_SENT).cuerpo} {t('reset.sentHint')}
      </ResultPanel>
    );
  }
  return (
    <form
      noValidate
      aria-label={t('reset.formLabel')}
      data-testid="reset-request-form"
      onSubmit={submitAccountForm(form, (values, onError) => {
        const usuario = values.usuario.trim();
        request.mutate(
          audience === 'candidate'
            ? { audience, body: { usuario } }
            : { audience, body: { nick: usuario } },
          {
            onSuccess: () => {
              setSent(true);
            },
            onError,
          },
        );
      })}
    >
      <Stack gap="sm">
        <TextInput
          label={t(audience === 'candidate' ? 'reset.usuario' : 'reset.nick')}
          required
          autoComplete={audience === 'candidate' ? 'username' : 'email'}
          {...field('usuario')}
          data-testid="reset-usuario"
        />
        <Button
          type="submit"
          loading={request.isPending}
          data-testid="reset-submit"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
