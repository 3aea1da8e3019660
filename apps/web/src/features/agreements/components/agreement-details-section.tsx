import { Group, Paper, Radio, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { ORDER_NUMBER_MAX, type BillingAccount, type ManagementContact } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgreementFormErrors, AgreementFormValues } from '../lib/agreement-form.ts';
import { IbanInputs } from './iban-inputs.tsx';
import { SelectWithAddPanel } from './select-with-add-panel.tsx';

/** Renders an add panel (from the company-profile feature, composed in app/). */
export type AddPanel = (onSaved: (id: number) => void, onCancel: () => void) => ReactNode;

/** Sets one field of the agreement form (and drops the server's error on it). */
export type SetAgreementValue = <K extends keyof AgreementFormValues>(
  key: K,
  value: AgreementFormValues[K],
) => void;

/** The text of a field's error code, or none. */
export type ErrorMessage = (code: string | undefined) => string | null;

/**
 * The agreement's details: management contact and billing account (each with an add panel),
 * signing mode, the progressive order-number questions, payment method and IBAN.
 */
export function AgreementDetailsSection({
  form,
  values,
  errors,
  set,
  message,
  contacts,
  accounts,
  renderAddContact,
  renderAddAccount,
  onListsChanged,
}: {
  /** The id of the agreement's form, which these fields belong to (the add panels do not). */
  form: string;
  values: AgreementFormValues;
  errors: AgreementFormErrors;
  set: SetAgreementValue;
  message: ErrorMessage;
  contacts: ManagementContact[];
  accounts: BillingAccount[];
  renderAddContact: AddPanel;
  renderAddAccount: AddPanel;
  onListsChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('agreements');
  const [panel, setPanel] = useState<'contact' | 'account' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const showIbanBoxErrors = errors.iban !== undefined && errors.iban !== 'iban';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="details-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="details-title">
          {t('form.detailsSection')}
        </Title>
        <SelectWithAddPanel
          label={t('form.contact')}
          placeholder={t('form.contactPlaceholder')}
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
          testId="agreement-contact"
          addLabel={t('form.addContact')}
          open={panel === 'contact'}
          onToggle={() => {
            setPanel(panel === 'contact' ? null : 'contact');
          }}
          panelBg="var(--mantine-color-body)"
          renderPanel={() =>
            renderAddContact(
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
            )
          }
        />

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
            form={form}
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
            form={form}
            value={values.iban}
            onChange={(v) => {
              set('iban', v);
            }}
            boxErrors={showIbanBoxErrors ? values.iban.map((part) => part.trim() === '') : []}
            error={message(errors.iban)}
          />
        )}

        <SelectWithAddPanel
          label={t('form.billingAccount')}
          placeholder={t('form.billingPlaceholder')}
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
          testId="agreement-account"
          addLabel={t('form.addAccount')}
          open={panel === 'account'}
          onToggle={() => {
            setPanel(panel === 'account' ? null : 'account');
          }}
          renderPanel={() =>
            renderAddAccount(
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
            )
          }
        />
        <Text size="sm" role="status">
          {notice ?? ''}
        </Text>
      </Stack>
    </Paper>
  );
}
