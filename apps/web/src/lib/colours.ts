/** Ten shades of a brand colour for Mantine (index 6 is the colour itself). */
export type ColourTuple = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (match === null) {
    return [0x1f, 0x4e, 0x79];
  }
  return [
    Number.parseInt(match[1] ?? '0', 16),
    Number.parseInt(match[2] ?? '0', 16),
    Number.parseInt(match[3] ?? '0', 16),
  ];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(colour: Rgb, target: Rgb, amount: number): Rgb {
  return [
    colour[0] + (target[0] - colour[0]) * amount,
    colour[1] + (target[1] - colour[1]) * amount,
    colour[2] + (target[2] - colour[2]) * amount,
  ];
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** Shades 0–5 tint towards white, 6 is the colour, 7–9 shade towards black. */
export function colourShades(hex: string): ColourTuple {
  const base = parseHex(hex);
  const tints = [0.92, 0.8, 0.66, 0.52, 0.36, 0.18].map((amount) =>
    toHex(mix(base, white, amount)),
  );
  const shades = [0.15, 0.3, 0.45].map((amount) => toHex(mix(base, black, amount)));
  const [t0 = '', t1 = '', t2 = '', t3 = '', t4 = '', t5 = ''] = tints;
  const [s7 = '', s8 = '', s9 = ''] = shades;
  return [t0, t1, t2, t3, t4, t5, toHex(base), s7, s8, s9];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The lightest-to-darkest shade index whose contrast against `background` reaches `minimum`,
 * searching from `preferred` outwards (darker on light backgrounds, lighter on dark ones).
 */
export function readableShade(
  shades: ColourTuple,
  background: string,
  preferred: number,
  minimum = 4.5,
): number {
  const darkBackground = luminance(background) < 0.2;
  const step = darkBackground ? -1 : 1;
  for (let index = preferred; index >= 0 && index <= 9; index += step) {
    if (contrastRatio(shades[index] ?? '#000000', background) >= minimum) {
      return index;
    }
  }
  return darkBackground ? 0 : 9;
}
