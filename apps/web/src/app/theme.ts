import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { BrandSettings } from '@portal/contracts';
import { colourShades, readableShade } from '../lib/colours.ts';

const DEFAULT_PRIMARY = '#8a1538';
const DEFAULT_SECONDARY = '#1f4e79';
const LIGHT_BODY = '#ffffff';
const DARK_BODY = '#242424';
const shadeIndexes: readonly MantineColorShade[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

function asShade(index: number): MantineColorShade {
  return shadeIndexes[index] ?? 6;
}

/** Mantine theme from the brand colours, readable in both colour schemes (WCAG AA). */
export function buildTheme(brand: BrandSettings | undefined): {
  theme: MantineThemeOverride;
  cssVariablesResolver: CSSVariablesResolver;
} {
  const primary = colourShades(brand?.colores.primario ?? DEFAULT_PRIMARY);
  const secondary = colourShades(brand?.colores.secundario ?? DEFAULT_SECONDARY);
  const lightText = readableShade(primary, LIGHT_BODY, 6);
  const darkText = readableShade(primary, DARK_BODY, 3);
  const lightFilled = readableShade(primary, '#ffffff', 6);
  const secondaryLightText = readableShade(secondary, LIGHT_BODY, 6);
  const secondaryDarkText = readableShade(secondary, DARK_BODY, 3);

  const theme = createTheme({
    primaryColor: 'brand',
    primaryShade: { light: asShade(lightFilled), dark: 7 },
    autoContrast: true,
    luminanceThreshold: 0.4,
    colors: {
      brand: primary as unknown as MantineColorsTuple,
      accent: secondary as unknown as MantineColorsTuple,
    },
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    defaultRadius: 'md',
    headings: { fontWeight: '700' },
    focusRing: 'auto',
    cursorType: 'pointer',
    // Dialogs, menus and collapsing groups appear at once for whoever asks the system for less
    // motion (WCAG 2.3.3; the e2e browser asks too, so no click lands on a half-open group).
    respectReducedMotion: true,
    components: {
      // A dialog's header is not the page's banner landmark (a modal added a second one).
      ModalHeader: { defaultProps: { component: 'div' } },
      DrawerHeader: { defaultProps: { component: 'div' } },
    },
  });

  const cssVariablesResolver: CSSVariablesResolver = () => ({
    variables: {},
    light: {
      '--mantine-color-anchor': primary[lightText] ?? DEFAULT_PRIMARY,
      '--mantine-color-brand-text': primary[lightText] ?? DEFAULT_PRIMARY,
      '--mantine-color-accent-text': secondary[secondaryLightText] ?? DEFAULT_SECONDARY,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
      // Mantine's defaults for these fall below 4.5:1 on white or on their light backgrounds.
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      '--mantine-color-orange-light-color': '#9c3a0b',
      '--mantine-color-green-light-color': '#1f6b30',
      '--mantine-color-red-light-color': '#a51d1d',
      '--mantine-color-yellow-light-color': '#7a5200',
      '--mantine-color-teal-light-color': '#06614a',
      // Outline buttons and badges draw text in the primary shade (orange-6 is 2.4:1 on white):
      // the light-colour text shades instead, each at least 4.5:1 on white and on gray-0.
      '--mantine-color-orange-outline': '#9c3a0b',
      '--mantine-color-green-outline': '#1f6b30',
      '--mantine-color-red-outline': '#a51d1d',
      '--mantine-color-yellow-outline': '#7a5200',
      '--mantine-color-teal-outline': '#06614a',
      '--mantine-color-blue-outline': 'var(--mantine-color-blue-9)',
      '--mantine-color-gray-outline': 'var(--mantine-color-gray-7)',
      // Focus ring and selected-tab underline: the brand text colour (at least 4.5:1 on white).
      '--portal-focus-ring': primary[lightText] ?? DEFAULT_PRIMARY,
      // The outline of a field, a box or a switch (global.css): 3.3:1 on white, 3.1:1 on gray-0.
      '--portal-control-border': 'var(--mantine-color-gray-6)',
      // The chosen option of a segmented control: 7:1 on its gray-1 track.
      '--portal-selected-border': 'var(--mantine-color-gray-7)',
      // Warning text (pending signature: orange-9 was 4.29:1) and success text on the light
      // orange and green backgrounds (teal-9 on orange-1 was 4.2:1).
      '--portal-warning-text': '#9c3a0b',
      '--portal-success-text': '#1f6b30',
    },
    dark: {
      '--mantine-color-anchor': primary[darkText] ?? '#ffffff',
      '--mantine-color-brand-text': primary[darkText] ?? '#ffffff',
      '--mantine-color-accent-text': secondary[secondaryDarkText] ?? '#ffffff',
      '--mantine-color-brand-light-color': primary[Math.min(darkText, 1)] ?? '#ffffff',
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-4)',
      // Red text (c="red") at red-6 is 3.4:1 on the dark body; red-4 is above 4.5:1.
      '--mantine-color-red-text': 'var(--mantine-color-red-4)',
      // The dark filled shade (brand-7) is 1.4:1 on the dark body: the ring uses the readable shade.
      '--portal-focus-ring': primary[darkText] ?? '#ffffff',
      // 3.5:1 on a field (dark-6) and 4:1 on the page (dark-7).
      '--portal-control-border': 'var(--mantine-color-dark-2)',
      // 4.3:1 on the segmented control's dark-8 track.
      '--portal-selected-border': 'var(--mantine-color-dark-2)',
      '--portal-warning-text': 'var(--mantine-color-orange-3)',
      '--portal-success-text': 'var(--mantine-color-green-3)',
    },
  });

  return { theme, cssVariablesResolver };
}
