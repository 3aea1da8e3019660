import {
  Anchor,
  Box,
  Button,
  Group,
  Image,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import type { BrandSettings } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A live preview of the edited settings: header, logo (light or dark), banner, button, footer. */
export function BrandPreview({ settings }: { settings: BrandSettings }) {
  const { t, i18n } = useTranslation('staffBrand');
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  const lang = i18n.language.startsWith('en') ? 'en' : 'es';
  const dark = scheme === 'dark';
  const background = dark ? '#1a1b1e' : '#ffffff';
  const foreground = dark ? '#e9ecef' : '#212529';
  const banner = settings.banner_home;
  return (
    <Stack gap="xs" data-testid="brand-preview">
      <Group justify="space-between">
        <Text fw={600}>{t('preview.title')}</Text>
        <SegmentedControl
          size="xs"
          aria-label={t('preview.scheme')}
          value={scheme}
          onChange={(value) => {
            setScheme(value);
          }}
          data={[
            { value: 'light', label: t('preview.light') },
            { value: 'dark', label: t('preview.dark') },
          ]}
        />
      </Group>
      <Paper
        withBorder
        style={{ background, color: foreground, overflow: 'hidden' }}
        role="group"
        aria-label={t('preview.title')}
      >
        <Group gap="sm" p="sm" style={{ borderBottom: `4px solid ${settings.colores.primario}` }}>
          <Image
            src={dark ? settings.logodarkmode : settings.logo}
            alt={t('preview.logoAlt', { name: settings.nombre })}
            h={32}
            w="auto"
            fit="contain"
            fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='32' height='32'/%3E"
          />
          <Stack gap={0}>
            <Text fw={700} data-testid="preview-name">
              {settings.nombre}
            </Text>
            <Text size="xs">{settings.universidad}</Text>
          </Stack>
        </Group>
        <Stack p="sm" gap="sm">
          {banner !== null && (
            <Box
              p="sm"
              style={{ background: settings.colores.secundario, color: '#ffffff', borderRadius: 4 }}
              data-testid="preview-banner"
            >
              <Text fw={600}>{banner.texto[lang]}</Text>
              <Text size="xs">{banner.enlace}</Text>
            </Box>
          )}
          {settings.textoInformativoEstudiantes !== null && (
            <Text size="sm">{settings.textoInformativoEstudiantes[lang]}</Text>
          )}
          {/* Samples of the colours, like the footer's links below: nothing to press. */}
          <Group gap="xs">
            <Button
              component="span"
              size="xs"
              style={{ background: settings.colores.primario, color: '#ffffff' }}
            >
              {t('preview.primaryButton')}
            </Button>
            <Button
              component="span"
              size="xs"
              style={{ background: settings.colores.secundario, color: '#ffffff' }}
            >
              {t('preview.secondaryButton')}
            </Button>
          </Group>
        </Stack>
        <Stack gap={2} p="sm" style={{ borderTop: `1px solid ${dark ? '#373a40' : '#dee2e6'}` }}>
          <Group gap="sm">
            {settings.footer.enlaces.map((link, index) => (
              <Anchor key={index} size="xs" c={foreground} underline="always" component="span">
                {link.texto[lang]}
              </Anchor>
            ))}
          </Group>
          {settings.footer.textos.map((text, index) => (
            <Text key={index} size="xs">
              {text[lang]}
            </Text>
          ))}
          <Text size="xs">{t('preview.version', { version: settings.footer.version })}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
