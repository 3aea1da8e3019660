import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  Codes,
  ORDER_NUMBER_MAX,
  type AgreementProfile,
  type BillingAccount,
  type ManagementContact,
} from '@portal/contracts';
import { useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
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
import { IbanInputs } from './iban-inputs.tsx';

/** Renders an add panel (from the company-profile feature, composed in app/). */
export type AddPanel = (onSaved: (id: number) => void, onCancel: () => void) => ReactNode;

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

type ValidationKey = 'required' | 'malformed' | 'min_length' | 'max_length' | 'email';
const validationKeys: readonly string[] = [
  'required',
  'malformed',
  'min_length',
  'max_length',
  'email',
];

/** The id of a list when it is still there, else the only option, else none (000 §2.6). */
function preselect(saved: number | null, ids: number[]): string | null {
  if (saved !== null && ids.includes(saved)) {
    return String(saved);
  }
  return ids.length === 1 ? String(ids[0]) : null;
}

/**
 * The collaboration agreement form (000 §2.6, §4, §5): signer, management contact (preselected
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
  const { t } = useTranslation('agreements');
  const brand = useBrand();
  const create = useCreateAgreement();
  const formRef = useRef<HTMLFormElement>(null);
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
  const [panel, setPanel] = useState<'contact' | 'account' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

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
    return validationKeys.includes(code)
      ? t(`validation.${code as ValidationKey}`)
      : t('validation.malformed');
  };

  const set = <K extends keyof AgreementFormValues>(key: K, value: AgreementFormValues[K]) => {
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
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
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

  const ibanEmpty = values.iban.map((part) => part.trim() === '');
  const showIbanBoxErrors = errors.iban !== undefined && errors.iban !== 'iban';

  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('form.submit')}>
        <Stack gap="lg">
          {submitted && Object.values(errors).some(Boolean) && (
            <Alert color="red" role="alert" data-testid="agreement-errors">
              {t('form.errorsSummary')}
            </Alert>
          )}
          <Paper withBorder p="md" component="section" aria-labelledby="signer-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="signer-title">
                {t('form.signerSection')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
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

          <Paper withBorder p="md" component="section" aria-labelledby="details-title">
            <Stack gap="md">
              <Title order={2} size="h3" id="details-title">
                {t('form.detailsSection')}
              </Title>
              <Stack gap={4}>
                <Select
                  label={t('form.contact')}
                  placeholder={t('form.contactPlaceholder')}
                  required
                  data={contacts.map((c) => ({
                    value: String(c.idContacto),
                    label: `${c.nombre} ${c.apellidos} (${c.puesto})`,
                  }))}
                  value={values.idContacto}
                  onChange={(v) => {
                    set('idContacto', v);
                  }}
                  error={message(errors.idContacto)}
                  description={contacts.length === 0 ? t('form.noContacts') : undefined}
                  data-testid="agreement-contact"
                />
                <Button
                  type="button"
                  variant="subtle"
                  size="xs"
                  w="fit-content"
                  px={4}
                  aria-expanded={panel === 'contact'}
                  onClick={() => {
                    setPanel(panel === 'contact' ? null : 'contact');
                  }}
                >
                  {t('form.addContact')}
                </Button>
                {panel === 'contact' && (
                  <Paper withBorder p="md" bg="var(--mantine-color-body)">
                    {renderAddContact(
                      (id) => {
                        void onListsChanged().then(() => {
                          set('idContacto', String(id));
                          setPanel(null);
                          setNotice(t('form.contactAdded'));
                        });
                      },
                      () => {
                        setPanel(null);
                      },
                    )}
                  </Paper>
                )}
              </Stack>

              <Radio.Group
                label={t('form.signingMode')}
                required
                value={values.tramitacion}
                onChange={(v) => {
                  set('tramitacion', v);
                }}
                error={message(errors.tramitacion)}
              >
                <Group mt="xs">
                  <Radio value="digital" label={t('form.digital')} />
                  <Radio value="papel" label={t('form.paper')} />
                </Group>
              </Radio.Group>

              <Switch
                label={t('form.requiresOrder')}
                checked={values.requierePedido}
                onChange={(e) => {
                  set('requierePedido', e.currentTarget.checked);
                }}
              />
              {values.requierePedido && (
                <Radio.Group
                  label={t('form.annualOrder')}
                  required
                  value={values.pedidoAnual}
                  onChange={(v) => {
                    set('pedidoAnual', v);
                  }}
                  error={message(errors.pedidoAnual)}
                >
                  <Group mt="xs">
                    <Radio value="si" label={t('form.yes')} />
                    <Radio value="no" label={t('form.no')} />
                  </Group>
                </Radio.Group>
              )}
              {values.requierePedido && values.pedidoAnual === 'si' && (
                <TextInput
                  label={t('form.orderNumber')}
                  required
                  maxLength={ORDER_NUMBER_MAX}
                  value={values.numeroPedido}
                  onChange={(e) => {
                    set('numeroPedido', e.currentTarget.value);
                  }}
                  error={message(errors.numeroPedido)}
                />
              )}

              <Radio.Group
                label={t('form.paymentMethod')}
                required
                value={values.pago}
                onChange={(v) => {
                  set('pago', v);
                }}
                error={message(errors.pago)}
              >
                <Group mt="xs">
                  <Radio value="domiciliacion" label={t('form.directDebit')} />
                  <Radio value="transferencia" label={t('form.transfer')} />
                </Group>
              </Radio.Group>
              {values.pago === 'domiciliacion' && (
                <IbanInputs
                  value={values.iban}
                  onChange={(v) => {
                    set('iban', v);
                  }}
                  boxErrors={showIbanBoxErrors ? ibanEmpty : []}
                  error={message(errors.iban)}
                />
              )}

              <Stack gap={4}>
                <Select
                  label={t('form.billingAccount')}
                  placeholder={t('form.billingPlaceholder')}
                  required
                  data={accounts.map((a) => ({
                    value: String(a.idCuenta),
                    label: `${a.NombreFiscal} (${a.CIF})`,
                  }))}
                  value={values.idCuenta}
                  onChange={(v) => {
                    set('idCuenta', v);
                  }}
                  error={message(errors.idCuenta)}
                  description={accounts.length === 0 ? t('form.noAccounts') : undefined}
                  data-testid="agreement-account"
                />
                <Button
                  type="button"
                  variant="subtle"
                  size="xs"
                  w="fit-content"
                  px={4}
                  aria-expanded={panel === 'account'}
                  onClick={() => {
                    setPanel(panel === 'account' ? null : 'account');
                  }}
                >
                  {t('form.addAccount')}
                </Button>
                {panel === 'account' && (
                  <Paper withBorder p="md">
                    {renderAddAccount(
                      (id) => {
                        void onListsChanged().then(() => {
                          set('idCuenta', String(id));
                          setPanel(null);
                          setNotice(t('form.accountAdded'));
                        });
                      },
                      () => {
                        setPanel(null);
                      },
                    )}
                  </Paper>
                )}
              </Stack>
              <Text size="sm" role="status">
                {notice ?? ''}
              </Text>
            </Stack>
          </Paper>

          <Group>
            <Button type="submit">{t('form.submit')}</Button>
          </Group>
          <Text size="xs" c="dimmed" data-testid="agreement-privacy">
            {t('form.privacy', { universidad: brand.universidad })}{' '}
            <Anchor component={Link} to="/politica-de-privacidad" size="xs" underline="always">
              {t('form.privacyLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>

      <Modal
        opened={confirming}
        onClose={() => {
          if (!create.isPending) {
            setConfirming(false);
          }
        }}
        title={t('confirm.title')}
        closeOnClickOutside={!create.isPending}
        closeOnEscape={!create.isPending}
        withCloseButton={!create.isPending}
        closeButtonProps={{ 'aria-label': t('form.closePanel') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('confirm.body')}</Text>
          {failure !== null && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={create.isPending}
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('confirm.cancel')}
            </Button>
            <Button loading={create.isPending} onClick={accept}>
              {t('confirm.accept')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
