import { Badge, ColorInput, Group, Stack, Text } from '@mantine/core';
import { contrastRatioOf, MIN_CONTRAST_RATIO, type BrandSettings } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';

type Colours = BrandSettings['colores'];

const isHex = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/** Whether both brand colours are valid and readable with white text (WCAG AA). */
export const coloursAreReadable = (colores: Colours) =>
  isHex(colores.primario) &&
  isHex(colores.secundario) &&
  contrastRatioOf(colores.primario, '#ffffff') >= MIN_CONTRAST_RATIO &&
  contrastRatioOf(colores.secundario, '#ffffff') >= MIN_CONTRAST_RATIO;

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

/** The two brand colours, each with its contrast with white text as it is typed. */
export function BrandColoursSection({
  colores,
  errors,
  onChange,
}: {
  colores: Colours;
  errors: Record<string, string>;
  onChange: (colores: Colours) => void;
}) {
  const { t } = useTranslation('staffBrand');
  return (
    <Section title={t('sections.colours')}>
      <Stack gap="xs">
        <Text size="sm">{t('colours.help')}</Text>
        {(['primario', 'secundario'] as const).map((key) => (
          <Group key={key} align="flex-end">
            <ColorInput
              label={t(`colours.${key}`)}
              format="hex"
              value={colores[key]}
              onChange={(value) => {
                onChange({ ...colores, [key]: value });
              }}
              error={errors[`colores.${key}`]}
              data-testid={`brand-colour-${key}`}
              eyeDropperButtonProps={{
                'aria-label': t('colours.eyeDropper', { field: t(`colours.${key}`) }),
              }}
              w={220}
            />
            <ContrastNote colour={colores[key]} />
          </Group>
        ))}
      </Stack>
    </Section>
  );
}
