import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Codes, newPasswordFormSchema, type RouteName } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import {
  usePasswordFromToken,
  usePasswordLinkCheck,
  type TokenPurpose,
} from '../api/password-reset.ts';
import { useFieldProps } from '../../../lib/form-submit.ts';
import { submitAccountForm } from '../lib/form-errors.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { ResultPanel } from './result-panel.tsx';
import { useStatusText } from './use-status-text.ts';

const validate = schemaResolver(newPasswordFormSchema, { sync: true });

/**
 * The new password of a mailed link (restablecerPassword / establecerPassword): success shows the
 * 508 or 514 text and the way to sign in; a used or expired link (42), found when the page opens
 * or when the form is sent, says so and offers a new one.
 */
export function TokenPasswordForm({
  purpose,
  token,
  loginRoute,
  newLinkRoute,
}: {
  purpose: TokenPurpose;
  token: string;
  loginRoute: RouteName;
  newLinkRoute: RouteName | null;
}) {
  const { t } = useTranslation('accounts');
  const status = useStatusText();
  const save = usePasswordFromToken();
  const link = usePasswordLinkCheck(purpose, token);
  // The form shows at once; a link found dead (42) replaces it. Any other failure leaves the
  // form, whose own call will say what is wrong.
  const linkDead = isApiError(link.error) && link.error.status === Codes.LINK_EXPIRED;
  const [result, setResult] = useState<'done' | 'expired' | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmacion: '' },
    validate,
  });
  const field = useFieldProps(form);
  const doneCode =
    purpose === 'companySet' || purpose === 'staffSet'
      ? Codes.PASSWORD_SET
      : purpose === 'candidateReset'
        ? Codes.CANDIDATE_PASSWORD_RESTORED
        : Codes.PASSWORD_RESTORED;

  if (result === 'done') {
    return (
      <ResultPanel
        kind="success"
        title={status(doneCode).titulo}
        link={{ route: loginRoute, label: t('links.toLogin') }}
        testId="password-done"
      >
        {status(doneCode).cuerpo}
      </ResultPanel>
    );
  }
  if (result === 'expired' || linkDead) {
    return (
      <ResultPanel
        kind="error"
        title={status(Codes.LINK_EXPIRED).titulo}
        {...(newLinkRoute ? { link: { route: newLinkRoute, label: t('links.newLink') } } : {})}
        testId="link-expired"
      >
        {status(Codes.LINK_EXPIRED).cuerpo}
      </ResultPanel>
    );
  }
  return (
    <form
      noValidate
      aria-label={t('newPassword.formLabel')}
      data-testid="new-password-form"
      onSubmit={submitAccountForm(
        form,
        (values, onError) => {
          save.mutate(
            { purpose, body: { token, ...values } },
            {
              onSuccess: () => {
                setResult('done');
              },
              onError,
            },
          );
        },
        (error) => {
          if (isApiError(error) && error.status === Codes.LINK_EXPIRED) {
            setResult('expired');
            return true;
          }
          return false;
        },
      )}
    >
      <Stack gap="sm">
        <NewPasswordFields password={field('password')} confirmacion={field('confirmacion')} />
        <Button
          type="submit"
          loading={save.isPending}
          data-testid="new-password-submit"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('newPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
