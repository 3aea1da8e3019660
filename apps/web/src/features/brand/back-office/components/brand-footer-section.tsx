import { ActionIcon, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { BrandSettings } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';
import { LocalisedInputs, localisedErrors } from './localised-inputs.tsx';

type Footer = BrandSettings['footer'];

/**
 * The footer's links and texts (each in both languages, added and removed) and its version, with
 * the server's message on each field it refused (`errors`, keyed by the field's path).
 */
export function BrandFooterSection({
  footer,
  errors,
  onChange,
}: {
  footer: Footer;
  errors: Record<string, string>;
  onChange: (footer: Footer) => void;
}) {
  const { t } = useTranslation('staffBrand');
  return (
    <Section title={t('sections.footer')}>
      <Stack gap="xs">
        {footer.enlaces.map((link, index) => (
          <Group key={index} align="flex-end" wrap="nowrap">
            <Stack gap={4} style={{ flex: 1 }}>
              <LocalisedInputs
                label={t('footer.linkText', { n: index + 1 })}
                value={link.texto}
                errors={localisedErrors(errors, `footer.enlaces.${String(index)}.texto`)}
                onChange={(texto) => {
                  const enlaces = footer.enlaces.map((l, i) => (i === index ? { ...l, texto } : l));
                  onChange({ ...footer, enlaces });
                }}
              />
              <Group align="flex-end">
                <TextInput
                  label={t('footer.linkUrl', { n: index + 1 })}
                  value={link.enlace}
                  error={errors[`footer.enlaces.${String(index)}.enlace`]}
                  onChange={(e) => {
                    const enlace = e.currentTarget.value;
                    const enlaces = footer.enlaces.map((l, i) =>
                      i === index ? { ...l, enlace } : l,
                    );
                    onChange({ ...footer, enlaces });
                  }}
                  style={{ flex: 1 }}
                />
                <Checkbox
                  label={t('banners.external')}
                  checked={link.externo}
                  onChange={(e) => {
                    const externo = e.currentTarget.checked;
                    const enlaces = footer.enlaces.map((l, i) =>
                      i === index ? { ...l, externo } : l,
                    );
                    onChange({ ...footer, enlaces });
                  }}
                />
              </Group>
            </Stack>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('footer.removeLink', { n: index + 1 })}
              onClick={() => {
                onChange({
                  ...footer,
                  enlaces: footer.enlaces.filter((_, i) => i !== index),
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
            onChange({
              ...footer,
              enlaces: [
                ...footer.enlaces,
                { texto: { es: '', en: '' }, enlace: '', externo: false },
              ],
            });
          }}
        >
          {t('footer.addLink')}
        </Button>
        {footer.textos.map((text, index) => (
          <Group key={index} align="flex-end" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <LocalisedInputs
                label={t('footer.text', { n: index + 1 })}
                value={text}
                errors={localisedErrors(errors, `footer.textos.${String(index)}`)}
                onChange={(value) => {
                  onChange({
                    ...footer,
                    textos: footer.textos.map((x, i) => (i === index ? value : x)),
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
                onChange({
                  ...footer,
                  textos: footer.textos.filter((_, i) => i !== index),
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
            onChange({
              ...footer,
              textos: [...footer.textos, { es: '', en: '' }],
            });
          }}
        >
          {t('footer.addText')}
        </Button>
        <TextInput
          label={t('footer.version')}
          value={footer.version}
          onChange={(e) => {
            onChange({ ...footer, version: e.currentTarget.value });
          }}
          w={200}
        />
      </Stack>
    </Section>
  );
}
