import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { companyProposalBodySchema, type InternshipProposal } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import { useProposeAsCompany } from '../api/internship-proposals.ts';
import { emptyTerms, TermsFields, type TermsValues } from './terms-fields.tsx';

type Values = TermsValues & { dni: string };

/** A company proposes an internship for a student by identity document (509 when nobody). */
export function CompanyProposalForm({ onSent }: { onSent: (p: InternshipProposal) => void }) {
  const { t } = useTranslation('internshipProposals');
  const propose = useProposeAsCompany();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { dni: '', ...emptyTerms },
    validate: schemaResolver(companyProposalBodySchema, { sync: true }),
  });
  const field = useFieldProps(form);
  return (
    <form
      noValidate
      aria-label={t('company.formTitle')}
      data-testid="company-proposal-form"
      onSubmit={submitWithServerErrors(form, (values, onError) => {
        propose.mutate(values, {
          onSuccess: (created) => {
            form.reset();
            onSent(created);
          },
          onError: (error) => {
            if (isApiError(error) && error.status === 509) {
              form.setFieldError('dni', t('company.noStudent'));
              return;
            }
            onError(error);
          },
        });
      })}
    >
      <Stack gap="sm">
        <TextInput
          label={t('company.dni')}
          description={t('company.dniHint')}
          required
          {...field('dni')}
          data-testid="company-proposal-dni"
        />
        <TermsFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={propose.isPending} data-testid="company-proposal-submit">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
