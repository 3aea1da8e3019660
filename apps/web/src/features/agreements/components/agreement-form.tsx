import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  Codes,
  type AgreementProfile,
  type BillingAccount,
  type ManagementContact,
} from '@portal/contracts';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldErrorTextOfCode } from '../../../lib/field-error-text.ts';
import { useBrand } from '../../../lib/brand.ts';
import { useCreateAgreement } from '../api/create-agreement.ts';
import {
  formFieldOfServerField,
  initialAgreementValues,
  toAgreementRequest,
  validateAgreement,
  type AgreementFormErrors,
  type AgreementFormValues,
} from '../lib/agreement-form.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  AgreementDetailsSection,
  type AddPanel,
  type SetAgreementValue,
} from './agreement-details-section.tsx';
import { AgreementSignerSection } from './agreement-signer-section.tsx';

export type { AddPanel } from './agreement-details-section.tsx';

interface AgreementFormProps {
  contacts: ManagementContact[];
  accounts: BillingAccount[];
  profile: AgreementProfile | null;
  renderAddContact: AddPanel;
  renderAddAccount: AddPanel;
  /** Called after an added contact or account so the lists reload. */
  onListsChanged: () => Promise<unknown>;
  onCreated: (created: { idConvenio: number; enlace: string }) => void;
}

/** The id of a list when it is still there, else the only option, else none. */
function preselect(saved: number | null, ids: number[]): string | null {
  if (saved !== null && ids.includes(saved)) {
    return String(saved);
  }
  return ids.length === 1 ? String(ids[0]) : null;
}

/**
 * The collaboration agreement form: signer, management contact (preselected
 * when there is one; add panel), signing mode, progressive order-number questions, payment
 * method, IBAN in five boxes, billing account (preselected; add panel); 'Descargar convenio'
 * validates (errors only after the first press) and asks '¿Desea continuar?'.
 */
export function AgreementForm({
  contacts,
  accounts,
  profile,
  renderAddContact,
  renderAddAccount,
  onListsChanged,
  onCreated,
}: AgreementFormProps) {
  const { t, i18n } = useTranslation('agreements');
  const brand = useBrand();
  const create = useCreateAgreement();
  const formId = useId();
  const fieldsRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<AgreementFormValues>(() => ({
    ...initialAgreementValues(profile),
    idContacto: preselect(
      profile?.idContactoEmpresaGestion ?? null,
      contacts.map((c) => c.idContacto),
    ),
    idCuenta: preselect(
      profile?.idCuentaFacturacion ?? null,
      accounts.map((a) => a.idCuenta),
    ),
  }));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<AgreementFormErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const errors: AgreementFormErrors = submitted
    ? { ...validateAgreement(values), ...serverErrors }
    : {};
  const message = (code: string | undefined): string | null => {
    if (code === undefined) {
      return null;
    }
    if (code === 'iban') {
      return t('form.ibanInvalid');
    }
    return fieldErrorTextOfCode(code, i18n.language);
  };

  const set: SetAgreementValue = (key, value) => {
    setValues((v) => ({ ...v, [key]: value }));
    // Editing a field drops the server's error on it (and only on it).
    setServerErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([field]) => field !== key)),
    );
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAgreement(values);
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => {
        fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    setFailure(null);
    setConfirming(true);
  };

  const accept = () => {
    setFailure(null);
    create.mutate(toAgreementRequest(values), {
      onSuccess: (created) => {
        setConfirming(false);
        onCreated(created);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === Codes.INVALID_IBAN) {
          setServerErrors({ iban: 'iban' });
          setFailure(t('form.ibanInvalid'));
          return;
        }
        const datos: unknown = isApiError(error) ? error.datos : null;
        const errores =
          typeof datos === 'object' && datos !== null && 'errores' in datos ? datos.errores : null;
        if (Array.isArray(errores)) {
          const mapped: AgreementFormErrors = {};
          for (const e of errores as { campo: string; codigo: string }[]) {
            const field = formFieldOfServerField(e.campo);
            if (field !== undefined) {
              mapped[field] = e.codigo;
            }
          }
          setServerErrors(mapped);
        }
        setFailure(
          isApiError(error) && error.mensaje !== null ? error.mensaje : t('confirm.failed'),
        );
      },
    });
  };

  return (
    <>
      {/* HTML allows no form inside a form, and the add panels between these fields are forms
          of their own: the fields and the button name this form by its id instead of sitting in it. */}
      <form id={formId} noValidate onSubmit={onSubmit} />
      <div ref={fieldsRef}>
        <Stack gap="lg">
          {submitted && Object.values(errors).some(Boolean) && (
            <Alert color="red" role="alert" data-testid="agreement-errors">
              {t('form.errorsSummary')}
            </Alert>
          )}
          <AgreementSignerSection
            form={formId}
            values={values}
            errors={errors}
            set={set}
            message={message}
          />

          <AgreementDetailsSection
            form={formId}
            values={values}
            errors={errors}
            set={set}
            message={message}
            contacts={contacts}
            accounts={accounts}
            renderAddContact={renderAddContact}
            renderAddAccount={renderAddAccount}
            onListsChanged={onListsChanged}
          />

          <Text size="sm" data-testid="agreement-language">
            {t('form.language')}
          </Text>
          <Group>
            <Button type="submit" form={formId}>
              {t('form.submit')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" data-testid="agreement-privacy">
            {t('form.privacy', { universidad: brand.universidad })}{' '}
            <Anchor component={Link} to="/politica-de-privacidad" size="xs" underline="always">
              {t('form.privacyLink')}
            </Anchor>
          </Text>
        </Stack>
      </div>

      <ConfirmDialog
        opened={confirming}
        title={t('confirm.title')}
        body={t('confirm.body')}
        confirmLabel={t('confirm.accept')}
        cancelLabel={t('confirm.cancel')}
        pending={create.isPending}
        error={failure}
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={accept}
      />
    </>
  );
}
