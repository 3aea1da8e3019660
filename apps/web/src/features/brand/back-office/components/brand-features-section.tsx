import { Grid, Radio, Stack, Switch } from '@mantine/core';
import type { BrandSettings } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';

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

type FeatureKey = (typeof featureKeys)[number];

type UnverifiedAccess = BrandSettings['accesoNoVerificados'];
const accessOptions: readonly UnverifiedAccess[] = ['empleo', 'todo', 'ninguno'];

/**
 * The portal's feature flags, one switch each, and what people outside the university's academic
 * record may do.
 */
export function BrandFeaturesSection({
  values,
  onChange,
  access,
  onAccessChange,
}: {
  values: Record<FeatureKey, boolean>;
  onChange: (key: FeatureKey, checked: boolean) => void;
  access: UnverifiedAccess;
  onAccessChange: (value: UnverifiedAccess) => void;
}) {
  const { t } = useTranslation('staffBrand');
  return (
    <Section title={t('sections.features')}>
      <Grid gap="xs">
        {featureKeys.map((key) => (
          <Grid.Col key={key} span={{ base: 12, sm: 6 }}>
            <Switch
              label={t(`features.${key}`)}
              checked={values[key]}
              onChange={(e) => {
                onChange(key, e.currentTarget.checked);
              }}
              data-testid={`feature-${key}`}
            />
          </Grid.Col>
        ))}
      </Grid>
      <Radio.Group
        mt="md"
        label={t('unverified.label')}
        description={t('unverified.help')}
        value={access}
        onChange={(value) => {
          onAccessChange(value);
        }}
        data-testid="brand-unverified-access"
      >
        <Stack gap="xs" mt="xs">
          {accessOptions.map((option) => (
            <Radio key={option} value={option} label={t(`unverified.${option}`)} />
          ))}
        </Stack>
      </Radio.Group>
    </Section>
  );
}
