import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { candidateProposalBodySchema, type InternshipProposal } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import {
  useCheckCif,
  useCheckContactEmail,
  useProposeAsCandidate,
} from '../api/internship-proposals.ts';
import { emptyTerms, TermsFields, type TermsValues } from './terms-fields.tsx';

type Values = TermsValues & {
  cifEmpresa: string;
  nombreEmpresa: string;
  emailContacto: string;
  nombreContacto: string;
};

/**
 * A candidate proposes an internship at a company: its tax id (compruebaCIF fills the name of a
 * registered company), the contact (compruebaEmailContactoEmpresa says whose address it is) and the
 * internship's terms; solicitudPractica answers 510.
 */
export function CandidateProposalForm({ onSent }: { onSent: (p: InternshipProposal) => void }) {
  const { t } = useTranslation('internshipProposals');
  const checkCif = useCheckCif();
  const checkEmail = useCheckContactEmail();
  const propose = useProposeAsCandidate();
  const [cifNote, setCifNote] = useState<string | null>(null);
  const [emailNote, setEmailNote] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      cifEmpresa: '',
      nombreEmpresa: '',
      emailContacto: '',
      nombreContacto: '',
      ...emptyTerms,
    },
    validate: schemaResolver(candidateProposalBodySchema, { sync: true }),
  });
  const field = useFieldProps(form);

  const onCifBlur = () => {
    const cif = form.values.cifEmpresa.trim();
    setCifNote(null);
    if (cif === '') {
      return;
    }
    checkCif.mutate(cif, {
      onSuccess: (result) => {
        if (result.registrada && result.nombreComercial !== null) {
          setCifNote(t('form.cifKnown', { name: result.nombreComercial }));
          if (form.values.nombreEmpresa.trim() === '') {
            form.setFieldValue('nombreEmpresa', result.nombreComercial);
          }
        } else {
          setCifNote(t('form.cifUnknown'));
        }
      },
      onError: () => {
        form.setFieldError('cifEmpresa', t('form.cifInvalid'));
      },
    });
  };
  const onEmailBlur = () => {
    const email = form.values.emailContacto.trim();
    setEmailNote(null);
    if (email === '') {
      return;
    }
    checkEmail.mutate(email, {
      onSuccess: (result) => {
        setEmailNote(
          result.conocido && result.empresa !== null
            ? t('form.emailKnown', { name: result.empresa })
            : null,
        );
      },
    });
  };
  const cif = field('cifEmpresa');
  const email = field('emailContacto');

  return (
    <form
      noValidate
      aria-label={t('candidate.formTitle')}
      data-testid="proposal-form"
      onSubmit={submitWithServerErrors(form, (values, onError) => {
        propose.mutate(values, {
          onSuccess: (created) => {
            form.reset();
            setCifNote(null);
            setEmailNote(null);
            onSent(created);
          },
          onError,
        });
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.cif')}
            description={cifNote ?? t('form.cifHint')}
            required
            {...cif}
            onBlur={onCifBlur}
            data-testid="proposal-cif"
          />
          <TextInput
            label={t('form.company')}
            required
            autoComplete="organization"
            {...field('nombreEmpresa')}
            data-testid="proposal-company"
          />
          <TextInput
            label={t('form.contactName')}
            required
            {...field('nombreContacto')}
            data-testid="proposal-contact"
          />
          <TextInput
            type="email"
            label={t('form.contactEmail')}
            description={emailNote ?? undefined}
            required
            {...email}
            onBlur={onEmailBlur}
            data-testid="proposal-contact-email"
          />
        </SimpleGrid>
        <TermsFields form={form} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('form.required')}
          </Text>
          <Button type="submit" loading={propose.isPending} data-testid="proposal-submit">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
