import { Alert, Button, Group, Stack } from '@mantine/core';
import type { OfferForm as OfferFormData } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeOption } from '../api/get-programmes.ts';
import type { OfferReferenceLists } from '../api/get-reference-lists.ts';
import { checkOfferForm, type OfferFormFields } from '../lib/offer-form-values.ts';
import { OfferConditionsSection, OfferInternshipSections } from './offer-conditions-section.tsx';
import { OfferDescriptionSection } from './offer-description-section.tsx';
import { focusFirst, useOfferForm } from './offer-form-model.ts';
import { OfferGeneralSection } from './offer-general-section.tsx';

export interface OfferFormProps {
  initialValues: OfferFormFields;
  lists: OfferReferenceLists;
  programmes: readonly ProgrammeOption[];
  submitLabel: string;
  saving: boolean;
  /** Errors the server answered for the last submit (keyed by field path). */
  serverErrors: Record<string, string> | null;
  onSubmit: (form: OfferFormData) => void;
}

/**
 * The offer form of one family: validated with the contracts schema, the
 * spec's messages shown after the first submit and kept up to date while the user corrects them.
 */
export function OfferForm({
  initialValues,
  lists,
  programmes,
  submitLabel,
  saving,
  serverErrors,
  onSubmit,
}: OfferFormProps) {
  const { t } = useTranslation('companyOffers');
  const [submitted, setSubmitted] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const form = useOfferForm(initialValues);
  const { values, setErrors } = form;
  const familia = values.familia;

  useEffect(() => {
    if (submitted) {
      const check = checkOfferForm(values);
      setErrors(check.ok ? {} : check.errors);
    }
  }, [values, submitted, setErrors]);

  useEffect(() => {
    if (serverErrors !== null) {
      setErrors(serverErrors);
      focusFirst(serverErrors);
    }
  }, [serverErrors, setErrors]);

  const errorCount = Object.keys(form.errors).length;

  const handleSubmit = form.onSubmit(
    (valid) => {
      const check = checkOfferForm(valid);
      if (check.ok) {
        onSubmit(check.form);
      }
    },
    (errors) => {
      setSubmitted(true);
      focusFirst(errors);
    },
  );

  return (
    <form
      noValidate
      aria-label={t('form.label', { family: t(`families.${familia}`) })}
      onSubmit={(event) => {
        setSubmitted(true);
        handleSubmit(event);
      }}
      data-testid="offer-form"
    >
      <Stack gap="lg">
        {submitted && errorCount > 0 ? (
          <Alert
            ref={summaryRef}
            color="red"
            variant="light"
            title={t('form.errorSummary', { count: errorCount })}
            role="alert"
            data-testid="offer-form-errors"
          >
            {t('form.errorSummaryHint')}
          </Alert>
        ) : null}
        <OfferGeneralSection form={form} lists={lists} />
        <OfferDescriptionSection form={form} lists={lists} />
        <OfferConditionsSection form={form} lists={lists} />
        <OfferInternshipSections form={form} programmes={programmes} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid="offer-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
