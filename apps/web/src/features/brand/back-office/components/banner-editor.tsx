import { Checkbox, Group, Stack, Switch, TextInput } from '@mantine/core';
import type { BrandSettings } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { LocalisedInputs, localisedErrors } from './localised-inputs.tsx';

type Banner = NonNullable<BrandSettings['banner_home']>;

/**
 * A banner switched on or off, with its text, image, link and where the link opens; `errors` holds
 * the server's messages keyed by field path, this banner's under `path` (its settings key).
 */
export function BannerEditor(props: {
  label: string;
  value: Banner | null;
  onChange: (value: Banner | null) => void;
  testId: string;
  path: string;
  errors: Record<string, string>;
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
            errors={localisedErrors(props.errors, `${props.path}.texto`)}
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
              error={props.errors[`${props.path}.enlace`]}
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
