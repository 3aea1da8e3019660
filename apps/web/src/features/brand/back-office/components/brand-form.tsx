import { fieldErrorsOf, focusFirstInvalid } from '../../../../lib/field-error-text.ts';
import { Alert, Button, Grid, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { BrandSettings, StaffBrandBody } from '@portal/contracts';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import type { useSaveBrand } from '../api/staff-brand.ts';
import { BannerEditor } from './banner-editor.tsx';
import { BrandColoursSection, coloursAreReadable } from './brand-colours-section.tsx';
import { BrandFeaturesSection } from './brand-features-section.tsx';
import { BrandFooterSection } from './brand-footer-section.tsx';
import { BrandPreview } from './brand-preview.tsx';
import { CvFieldsSection } from './cv-fields-section.tsx';
import { LocalisedInputs } from './localised-inputs.tsx';

type Editable = Omit<BrandSettings, 'mantenimiento'>;

/** Every editable brand setting, section by section, beside a live preview in light and dark. */
export function BrandForm({
  initial,
  fixed,
  save,
}: {
  initial: BrandSettings;
  fixed: string[];
  save: ReturnType<typeof useSaveBrand>;
}) {
  const { t } = useTranslation('staffBrand');
  const { mantenimiento: _maintenance, ...editable } = initial;
  const [form, setForm] = useState<Editable>(editable);
  const errors = fieldErrorsOf(save.error);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save shows each message on its field: the focus goes to the first of them.
  useEffect(() => {
    if (save.error !== null) {
      focusFirstInvalid(formRef.current);
    }
  }, [save.error]);
  const set = <K extends keyof Editable>(key: K, value: Editable[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  };
  const coloursOk = coloursAreReadable(form.colores);
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body: StaffBrandBody = {
      ...form,
      analyticsId: form.analyticsId?.trim() ? form.analyticsId.trim() : null,
    };
    save.mutate(body);
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form ref={formRef} onSubmit={submit} noValidate data-testid="brand-form">
          <Stack gap="md">
            {fixed.length > 0 && (
              <Alert color="yellow" variant="light">
                {t('fixed', { keys: fixed.join(', ') })}
              </Alert>
            )}
            <Section title={t('sections.identity')}>
              <Stack gap="xs">
                <TextInput
                  label={t('fields.name')}
                  value={form.nombre}
                  onChange={(e) => {
                    set('nombre', e.currentTarget.value);
                  }}
                  error={errors.nombre}
                  required
                  data-testid="brand-name"
                />
                <TextInput
                  label={t('fields.university')}
                  value={form.universidad}
                  onChange={(e) => {
                    set('universidad', e.currentTarget.value);
                  }}
                  error={errors.universidad}
                />
                <TextInput
                  type="email"
                  label={t('fields.agreementsEmail')}
                  value={form.emailContactoConvenios}
                  onChange={(e) => {
                    set('emailContactoConvenios', e.currentTarget.value);
                  }}
                  error={errors.emailContactoConvenios}
                />
                <TextInput
                  label={t('fields.analytics')}
                  description={t('fields.analyticsHelp')}
                  value={form.analyticsId ?? ''}
                  onChange={(e) => {
                    set('analyticsId', e.currentTarget.value);
                  }}
                  error={errors.analyticsId}
                />
              </Stack>
            </Section>
            <BrandColoursSection
              colores={form.colores}
              errors={errors}
              onChange={(colores) => {
                set('colores', colores);
              }}
            />
            <Section title={t('sections.logos')}>
              <Group grow align="flex-start">
                <TextInput
                  label={t('fields.logo')}
                  value={form.logo}
                  onChange={(e) => {
                    set('logo', e.currentTarget.value);
                  }}
                  error={errors.logo}
                />
                <TextInput
                  label={t('fields.logoDark')}
                  value={form.logodarkmode}
                  onChange={(e) => {
                    set('logodarkmode', e.currentTarget.value);
                  }}
                  error={errors.logodarkmode}
                />
              </Group>
            </Section>
            <BrandFeaturesSection
              values={form}
              onChange={(key, checked) => {
                set(key, checked);
              }}
              access={form.accesoNoVerificados}
              onAccessChange={(value) => {
                set('accesoNoVerificados', value);
              }}
            />
            <CvFieldsSection
              value={form.camposCv}
              onChange={(value) => {
                set('camposCv', value);
              }}
            />
            <Section title={t('sections.texts')}>
              <Stack gap="xs">
                <Switch
                  label={t('fields.studentNotice')}
                  checked={form.textoInformativoEstudiantes !== null}
                  onChange={(e) => {
                    set(
                      'textoInformativoEstudiantes',
                      e.currentTarget.checked ? { es: '', en: '' } : null,
                    );
                  }}
                />
                {form.textoInformativoEstudiantes !== null && (
                  <LocalisedInputs
                    label={t('fields.studentNoticeText')}
                    value={form.textoInformativoEstudiantes}
                    onChange={(value) => {
                      set('textoInformativoEstudiantes', value);
                    }}
                  />
                )}
              </Stack>
            </Section>
            <Section title={t('sections.banners')}>
              <Stack gap="md">
                <BannerEditor
                  label={t('banners.home')}
                  value={form.banner_home}
                  onChange={(value) => {
                    set('banner_home', value);
                  }}
                  testId="banner-home"
                  path="banner_home"
                  errors={errors}
                />
                <BannerEditor
                  label={t('banners.placement')}
                  value={form.banner_intermediacion}
                  onChange={(value) => {
                    set('banner_intermediacion', value);
                  }}
                  testId="banner-placement"
                  path="banner_intermediacion"
                  errors={errors}
                />
              </Stack>
            </Section>
            <BrandFooterSection
              footer={form.footer}
              errors={errors}
              onChange={(footer) => {
                set('footer', footer);
              }}
            />
            {save.isSuccess && (
              <Alert color="green" variant="light" role="status" data-testid="brand-saved">
                {t('saved')}
              </Alert>
            )}
            {save.isError && (
              <Alert color="red" variant="light" role="alert" data-testid="brand-error">
                {Object.values(errors).join(' ') ||
                  (isApiError(save.error) && save.error.mensaje
                    ? save.error.mensaje
                    : t('saveFailed'))}
              </Alert>
            )}
            <Group justify="flex-end">
              {!coloursOk && (
                <Text size="sm" c="red.8">
                  {t('colours.blocked')}
                </Text>
              )}
              <Button
                type="submit"
                loading={save.isPending}
                disabled={!coloursOk}
                data-testid="brand-save"
              >
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <div style={{ position: 'sticky', top: 80 }}>
          <BrandPreview settings={{ ...form, mantenimiento: false }} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
