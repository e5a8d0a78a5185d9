/**
 * The two web font files the site serves (upright Inter and Fraunces; no italics, see the
 * decision), cut from the Fontsource packages by
 * scripts/generate-fonts.ts (docs/decisions/038). Each keeps the Latin characters the
 * Fontsource file covers (`LATIN_RANGES`, also the `unicode-range` of its @font-face) and every
 * OpenType feature; what goes is the part of the variation space the site never uses:
 *
 * - weights outside 400–700 (the stylesheets ask for 400, 500, 550, 600, 650 and 700 only);
 * - Fraunces' optical-size axis, fixed at `FRAUNCES_OPTICAL_SIZE`: its headings are 28–72 px,
 *   and the axis alone was half of the upright file.
 *
 * global.css declares `font-weight: 400 700` for each face; tests/unit/web-fonts.test.ts checks
 * the stylesheet, the committed files and this list agree.
 */

/** The Fontsource Latin subset, as [first, last] code points. */
export const LATIN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export const WEIGHT_RANGE = { min: 400, max: 700 } as const;

/** The optical size Fraunces is fixed at: between its article title (34–52 px) and its display sizes. */
export const FRAUNCES_OPTICAL_SIZE = 48;

export interface WebFontFile {
  /** Written to src/styles/fonts/<output>. */
  output: string;
  /** The Fontsource file it is cut from, under node_modules. */
  source: string;
  family: 'Inter Variable' | 'Fraunces Variable';
  axes: Record<string, number | { min: number; max: number }>;
}

export const WEB_FONT_FILES: readonly WebFontFile[] = [
  {
    output: 'inter-latin-upright.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    family: 'Inter Variable',
    axes: { wght: WEIGHT_RANGE },
  },

  {
    output: 'fraunces-latin-upright.woff2',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2',
    family: 'Fraunces Variable',
    axes: { opsz: FRAUNCES_OPTICAL_SIZE, wght: WEIGHT_RANGE },
  },
];

/** Every character of `LATIN_RANGES`, the text the subsetter keeps. */
export function latinText(): string {
  let text = '';
  for (const [first, last] of LATIN_RANGES) for (let c = first; c <= last; c++) text += String.fromCodePoint(c);
  return text;
}

/** `LATIN_RANGES` written as a CSS unicode-range value. */
export function latinUnicodeRange(): string {
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');
  return LATIN_RANGES.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}
