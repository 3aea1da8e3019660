import { fieldErrorsOf } from '../../../../lib/field-error-text.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import {
  Accordion,
  Alert,
  Badge,
  Button,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { StaffPrivacyBody } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { useBrand } from '../../../../lib/brand.ts';
import { DocumentSettingsSection } from '../components/document-settings-section.tsx';
import { SaveError } from '../../../../components/content-editor/form-bits.tsx';
import { usePrivacyVersions, usePublishPrivacy, useSetMaintenance } from '../api/staff-brand.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';

/**
 * /gestion/textos-legales (administrators): the privacy text versions (publishing one makes
 * every user accept it again at next sign-in), the maintenance switch and the university's data
 * in agreements and invoices.
 */
export default function StaffLegalPage() {
  const { t, i18n } = useTranslation('staffBrand');
  const versions = usePrivacyVersions();
  const publish = usePublishPrivacy();
  const [form, setForm] = useState<StaffPrivacyBody>({
    textoCorto: '',
    texto: '',
    linkExterno: '',
  });
  const [confirming, setConfirming] = useState(false);
  const [published, setPublished] = useState<number | null>(null);
  const errors = fieldErrorsOf(publish.error);

  return (
    <PageFrame>
      <MaintenanceSection />
      <DocumentSettingsSection />
      <Section title={t('legal.newVersion')} testId="privacy-new">
        <Stack gap="sm">
          <Text size="sm">{t('legal.newVersionHelp')}</Text>
          <Textarea
            label={t('legal.short')}
            value={form.textoCorto}
            onChange={(e) => {
              setForm({ ...form, textoCorto: e.currentTarget.value });
            }}
            error={errors.textoCorto}
            autosize
            minRows={2}
            required
            data-testid="privacy-short"
          />
          <Textarea
            label={t('legal.full')}
            value={form.texto}
            onChange={(e) => {
              setForm({ ...form, texto: e.currentTarget.value });
            }}
            error={errors.texto}
            autosize
            minRows={5}
            maxRows={16}
            required
            data-testid="privacy-text"
          />
          <TextInput
            label={t('legal.link')}
            value={typeof form.linkExterno === 'string' ? form.linkExterno : ''}
            onChange={(e) => {
              setForm({ ...form, linkExterno: e.currentTarget.value });
            }}
            error={errors.linkExterno}
          />
          {published !== null && (
            <Alert color="green" variant="light" role="status" data-testid="privacy-published">
              {t('legal.published', { version: published })}
            </Alert>
          )}
          <SaveError error={Object.keys(errors).length === 0 ? publish.error : null} />
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setPublished(null);
                setConfirming(true);
              }}
              disabled={form.textoCorto.trim() === '' || form.texto.trim() === ''}
              data-testid="privacy-publish"
            >
              {t('legal.publish')}
            </Button>
          </Group>
        </Stack>
      </Section>
      <Section title={t('legal.versions')} testId="privacy-versions">
        <QueryState query={versions} emptyText={t('legal.empty')}>
          {(list) => (
            <Accordion variant="separated">
              {list.map((v) => (
                <Accordion.Item key={v.version} value={String(v.version)}>
                  <Accordion.Control>
                    <Group gap="xs">
                      <Text fw={600}>{t('legal.version', { version: v.version })}</Text>
                      {v.vigente && (
                        <Badge color="teal" variant="light">
                          {t('legal.current')}
                        </Badge>
                      )}
                      <Text size="sm">
                        {t('legal.meta', {
                          date: formatDateTime(v.publicada, i18n.language),
                          count: v.aceptaciones,
                        })}
                      </Text>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      <Text fw={500}>{v.textoCorto}</Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {v.texto}
                      </Text>
                      {v.linkExterno !== null && <Text size="sm">{v.linkExterno}</Text>}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </QueryState>
      </Section>
      <ConfirmDialog
        opened={confirming}
        title={t('legal.confirmTitle')}
        body={t('legal.confirm')}
        confirmLabel={t('legal.publish')}
        pending={publish.isPending}
        testId="privacy-publish-dialog"
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          publish.mutate(form, {
            onSuccess: (v) => {
              setPublished(v.version);
              setForm({ textoCorto: '', texto: '', linkExterno: '' });
            },
            onSettled: () => {
              setConfirming(false);
            },
          });
        }}
      />
    </PageFrame>
  );
}

function MaintenanceSection() {
  const { t } = useTranslation('staffBrand');
  const brand = useBrand();
  const setMaintenance = useSetMaintenance();
  const [confirming, setConfirming] = useState(false);
  return (
    <Section title={t('maintenance.title')} testId="maintenance">
      <Stack gap="sm">
        <Text size="sm">{t('maintenance.help')}</Text>
        <Switch
          label={t('maintenance.switch')}
          checked={brand.mantenimiento}
          onChange={(e) => {
            if (e.currentTarget.checked) {
              setConfirming(true);
            } else {
              setMaintenance.mutate(false);
            }
          }}
          data-testid="maintenance-switch"
        />
        <SaveError error={setMaintenance.error} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('maintenance.confirmTitle')}
        body={t('maintenance.confirm')}
        confirmLabel={t('maintenance.activate')}
        pending={setMaintenance.isPending}
        danger
        testId="maintenance-dialog"
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          setMaintenance.mutate(true, {
            onSettled: () => {
              setConfirming(false);
            },
          });
        }}
      />
    </Section>
  );
}
