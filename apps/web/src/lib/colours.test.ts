import { describe, expect, it } from 'vitest';
import { colourShades, contrastRatio, readableShade } from './colours.ts';

describe('brand colour shades', () => {
  it('puts the brand colour at shade 6', () => {
    expect(colourShades('#8a1538')[6]).toBe('#8a1538');
  });

  it.each(['#8a1538', '#1f4e79', '#ffcc00', '#00a3e0', '#222222'])(
    'finds text shades of %s readable on light and dark backgrounds (WCAG AA)',
    (brand) => {
      const shades = colourShades(brand);
      const onLight = shades[readableShade(shades, '#ffffff', 6)] ?? '';
      const onDark = shades[readableShade(shades, '#242424', 3)] ?? '';
      expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(onDark, '#242424')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
