import { Grid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section.tsx';

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

/** The portal's feature flags, one switch each. */
export function BrandFeaturesSection({
  values,
  onChange,
}: {
  values: Record<FeatureKey, boolean>;
  onChange: (key: FeatureKey, checked: boolean) => void;
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
    </Section>
  );
}
