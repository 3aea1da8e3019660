import { fieldErrorsOf } from '../../../../lib/field-error-text.ts';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { DocumentSettings } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { useDocumentSettings, useSaveDocumentSettings } from '../api/document-settings.ts';
import { SaveError } from '../../../../components/content-editor/form-bits.tsx';

type TextField = Exclude<keyof DocumentSettings, 'diasPago' | 'tipoIva' | 'clausulasConvenio'>;
const textFields: readonly TextField[] = [
  'razonSocial',
  'cif',
  'direccion',
  'localidad',
  'representanteNombre',
  'representanteCargo',
  'iban',
  'serieFactura',
];

/**
 * The university as a party to agreements and as the issuer of invoices, and the agreement's
 * clauses per language: what the PDFs generated from now on print.
 */
export function DocumentSettingsSection() {
  const { t } = useTranslation('staffBrand');
  const query = useDocumentSettings();
  return (
    <Section title={t('documents.title')} testId="document-settings">
      <QueryState query={query} emptyText={t('documents.help')}>
        {(settings) => <DocumentSettingsForm initial={settings} />}
      </QueryState>
    </Section>
  );
}

function DocumentSettingsForm({ initial }: { initial: DocumentSettings }) {
  const { t } = useTranslation('staffBrand');
  const save = useSaveDocumentSettings();
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(false);
  const errors = fieldErrorsOf(save.error);
  const change = (patch: Partial<DocumentSettings>) => {
    setSaved(false);
    setForm({ ...form, ...patch });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(form, {
          onSuccess: (settings) => {
            setForm(settings);
            setSaved(true);
          },
        });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('documents.help')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {textFields.map((field) => (
            <TextInput
              key={field}
              label={t(`documents.fields.${field}`)}
              value={form[field]}
              onChange={(e) => {
                change({ [field]: e.currentTarget.value });
              }}
              error={errors[field]}
              required
            />
          ))}
          <NumberInput
            clampBehavior="none"
            label={t('documents.fields.diasPago')}
            value={form.diasPago}
            onChange={(value) => {
              change({ diasPago: Number(value) });
            }}
            error={errors.diasPago}
            min={0}
            max={365}
            allowDecimal={false}
            required
          />
          <NumberInput
            clampBehavior="none"
            label={t('documents.fields.tipoIva')}
            value={form.tipoIva}
            onChange={(value) => {
              change({ tipoIva: Number(value) });
            }}
            error={errors.tipoIva}
            min={0}
            max={100}
            decimalScale={2}
            required
          />
        </SimpleGrid>
        <Text size="sm">{t('documents.clausesHelp')}</Text>
        {(['es', 'en'] as const).map((lang) => (
          <Textarea
            key={lang}
            label={t(`documents.clauses.${lang}`)}
            value={form.clausulasConvenio[lang]}
            onChange={(e) => {
              change({
                clausulasConvenio: { ...form.clausulasConvenio, [lang]: e.currentTarget.value },
              });
            }}
            error={errors[`clausulasConvenio.${lang}`]}
            autosize
            minRows={6}
            maxRows={16}
            required
            data-testid={`document-clauses-${lang}`}
          />
        ))}
        {saved && (
          <Alert color="green" variant="light" role="status" data-testid="document-settings-saved">
            {t('documents.saved')}
          </Alert>
        )}
        <SaveError error={Object.keys(errors).length === 0 ? save.error : null} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="document-settings-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
