import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  ColorInput,
  Grid,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  contrastRatioOf,
  MIN_CONTRAST_RATIO,
  type BrandSettings,
  type StaffBrandBody,
} from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../lib/forms.tsx';
import { useSaveBrand, useStaffBrand } from '../api/staff-brand.ts';
import { BrandPreview } from '../components/brand-preview.tsx';
import { CvFieldsSection } from '../components/cv-fields-section.tsx';

type Editable = Omit<BrandSettings, 'mantenimiento'>;
type Banner = NonNullable<BrandSettings['banner_home']>;
type Localised = { es: string; en: string };

const featureKeys = [
  'hasEventos',
  'hasGuiasOrientacion',
  'hashelp',
  'hasProgramaPracticasActivo',
  'canRegistroAlumno',
  'canRegistroAntiguoAlumno',
  'canRecuperarPassword',
  'canBorrarCuenta',
  'canCrearConvenios',
  'canPropuestaPracticas',
  'canDuplicarOferta',
  'canBorrarOferta',
  'canCopiarOfertaPerfilContrario',
  'requestTipoContacto',
  'popupDatosObligatorios',
  'checkDatosCompletosEmpresa',
] as const;

const isHex = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/** The contrast of a brand colour with white text, shown as it is typed. */
function ContrastNote({ colour }: { colour: string }) {
  const { t } = useTranslation('staffBrand');
  if (!isHex(colour)) {
    return null;
  }
  const ratio = contrastRatioOf(colour, '#ffffff');
  const ok = ratio >= MIN_CONTRAST_RATIO;
  return (
    <Badge variant="light" color={ok ? 'teal' : 'red'} data-testid="contrast-note">
      {t(ok ? 'colours.ok' : 'colours.low', { ratio: ratio.toFixed(2) })}
    </Badge>
  );
}

function LocalisedInputs(props: {
  label: string;
  value: Localised;
  onChange: (value: Localised) => void;
  testId?: string;
}) {
  const { t } = useTranslation('staffBrand');
  return (
    <Group grow align="flex-start">
      <TextInput
        label={`${props.label} (${t('lang.es')})`}
        value={props.value.es}
        onChange={(e) => {
          props.onChange({ ...props.value, es: e.currentTarget.value });
        }}
        data-testid={props.testId ? `${props.testId}-es` : undefined}
      />
      <TextInput
        label={`${props.label} (${t('lang.en')})`}
        value={props.value.en}
        onChange={(e) => {
          props.onChange({ ...props.value, en: e.currentTarget.value });
        }}
        data-testid={props.testId ? `${props.testId}-en` : undefined}
      />
    </Group>
  );
}

function BannerEditor(props: {
  label: string;
  value: Banner | null;
  onChange: (value: Banner | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('staffBrand');
  const banner = props.value;
  return (
    <Stack gap="xs" data-testid={props.testId}>
      <Switch
        label={props.label}
        checked={banner !== null}
        onChange={(e) => {
          props.onChange(
            e.currentTarget.checked
              ? { imagen: '', texto: { es: '', en: '' }, enlace: '', externo: false }
              : null,
          );
        }}
      />
      {banner !== null && (
        <>
          <LocalisedInputs
            label={t('banners.text')}
            value={banner.texto}
            onChange={(texto) => {
              props.onChange({ ...banner, texto });
            }}
            testId={`${props.testId}-text`}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('banners.image')}
              value={banner.imagen}
              onChange={(e) => {
                props.onChange({ ...banner, imagen: e.currentTarget.value });
              }}
            />
            <TextInput
              label={t('banners.link')}
              value={banner.enlace}
              onChange={(e) => {
                props.onChange({ ...banner, enlace: e.currentTarget.value });
              }}
            />
          </Group>
          <Checkbox
            label={t('banners.external')}
            checked={banner.externo}
            onChange={(e) => {
              props.onChange({ ...banner, externo: e.currentTarget.checked });
            }}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * /gestion/marca (administrators): every brand setting of spec 000 §3 with a live preview in
 * light and dark. Brand colours below WCAG AA with white text are flagged here and refused by
 * the server; saving updates the portal's own settings at once.
 */
export default function StaffBrandPage() {
  const { t } = useTranslation('staffBrand');
  const query = useStaffBrand();
  // The save outlives the form: a saved brand comes back with a new date, which starts the form
  // again from the server's settings, and the confirmation stays.
  const save = useSaveBrand();
  return (
    <PageFrame>
      <Text>{t('intro')}</Text>
      <QueryState query={query} emptyText="" isEmpty={() => false}>
        {(data) => (
          <BrandForm
            key={data.actualizada ?? 'defaults'}
            initial={data.efectiva}
            fixed={data.fijadasPorFichero}
            save={save}
          />
        )}
      </QueryState>
    </PageFrame>
  );
}

function BrandForm({
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
  const set = <K extends keyof Editable>(key: K, value: Editable[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  };
  const coloursOk =
    isHex(form.colores.primario) &&
    isHex(form.colores.secundario) &&
    contrastRatioOf(form.colores.primario, '#ffffff') >= MIN_CONTRAST_RATIO &&
    contrastRatioOf(form.colores.secundario, '#ffffff') >= MIN_CONTRAST_RATIO;
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
        <form onSubmit={submit} noValidate data-testid="brand-form">
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
            <Section title={t('sections.colours')}>
              <Stack gap="xs">
                <Text size="sm">{t('colours.help')}</Text>
                {(['primario', 'secundario'] as const).map((key) => (
                  <Group key={key} align="flex-end">
                    <ColorInput
                      label={t(`colours.${key}`)}
                      format="hex"
                      value={form.colores[key]}
                      onChange={(value) => {
                        set('colores', { ...form.colores, [key]: value });
                      }}
                      error={errors[`colores.${key}`]}
                      data-testid={`brand-colour-${key}`}
                      eyeDropperButtonProps={{
                        'aria-label': t('colours.eyeDropper', { field: t(`colours.${key}`) }),
                      }}
                      w={220}
                    />
                    <ContrastNote colour={form.colores[key]} />
                  </Group>
                ))}
              </Stack>
            </Section>
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
            <Section title={t('sections.features')}>
              <Grid gap="xs">
                {featureKeys.map((key) => (
                  <Grid.Col key={key} span={{ base: 12, sm: 6 }}>
                    <Switch
                      label={t(`features.${key}`)}
                      checked={form[key]}
                      onChange={(e) => {
                        set(key, e.currentTarget.checked);
                      }}
                      data-testid={`feature-${key}`}
                    />
                  </Grid.Col>
                ))}
              </Grid>
            </Section>
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
                />
                <BannerEditor
                  label={t('banners.placement')}
                  value={form.banner_intermediacion}
                  onChange={(value) => {
                    set('banner_intermediacion', value);
                  }}
                  testId="banner-placement"
                />
              </Stack>
            </Section>
            <Section title={t('sections.footer')}>
              <Stack gap="xs">
                {form.footer.enlaces.map((link, index) => (
                  <Group key={index} align="flex-end" wrap="nowrap">
                    <Stack gap={4} style={{ flex: 1 }}>
                      <LocalisedInputs
                        label={t('footer.linkText', { n: index + 1 })}
                        value={link.texto}
                        onChange={(texto) => {
                          const enlaces = form.footer.enlaces.map((l, i) =>
                            i === index ? { ...l, texto } : l,
                          );
                          set('footer', { ...form.footer, enlaces });
                        }}
                      />
                      <Group align="flex-end">
                        <TextInput
                          label={t('footer.linkUrl', { n: index + 1 })}
                          value={link.enlace}
                          onChange={(e) => {
                            const enlace = e.currentTarget.value;
                            const enlaces = form.footer.enlaces.map((l, i) =>
                              i === index ? { ...l, enlace } : l,
                            );
                            set('footer', { ...form.footer, enlaces });
                          }}
                          style={{ flex: 1 }}
                        />
                        <Checkbox
                          label={t('banners.external')}
                          checked={link.externo}
                          onChange={(e) => {
                            const externo = e.currentTarget.checked;
                            const enlaces = form.footer.enlaces.map((l, i) =>
                              i === index ? { ...l, externo } : l,
                            );
                            set('footer', { ...form.footer, enlaces });
                          }}
                        />
                      </Group>
                    </Stack>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={t('footer.removeLink', { n: index + 1 })}
                      onClick={() => {
                        set('footer', {
                          ...form.footer,
                          enlaces: form.footer.enlaces.filter((_, i) => i !== index),
                        });
                      }}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
                <Button
                  variant="default"
                  w="fit-content"
                  onClick={() => {
                    set('footer', {
                      ...form.footer,
                      enlaces: [
                        ...form.footer.enlaces,
                        { texto: { es: '', en: '' }, enlace: '', externo: false },
                      ],
                    });
                  }}
                >
                  {t('footer.addLink')}
                </Button>
                {form.footer.textos.map((text, index) => (
                  <Group key={index} align="flex-end" wrap="nowrap">
                    <div style={{ flex: 1 }}>
                      <LocalisedInputs
                        label={t('footer.text', { n: index + 1 })}
                        value={text}
                        onChange={(value) => {
                          set('footer', {
                            ...form.footer,
                            textos: form.footer.textos.map((x, i) => (i === index ? value : x)),
                          });
                        }}
                        testId={`footer-text-${String(index)}`}
                      />
                    </div>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={t('footer.removeText', { n: index + 1 })}
                      onClick={() => {
                        set('footer', {
                          ...form.footer,
                          textos: form.footer.textos.filter((_, i) => i !== index),
                        });
                      }}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
                <Button
                  variant="default"
                  w="fit-content"
                  onClick={() => {
                    set('footer', {
                      ...form.footer,
                      textos: [...form.footer.textos, { es: '', en: '' }],
                    });
                  }}
                >
                  {t('footer.addText')}
                </Button>
                <TextInput
                  label={t('footer.version')}
                  value={form.footer.version}
                  onChange={(e) => {
                    set('footer', { ...form.footer, version: e.currentTarget.value });
                  }}
                  w={200}
                />
              </Stack>
            </Section>
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
