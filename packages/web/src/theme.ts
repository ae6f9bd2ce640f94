import {
  createTheme,
  darken,
  luminance,
  mergeThemeOverrides,
  type MantineColorsTuple,
} from '@mantine/core';
import type { CSSVariablesResolver, MantineTheme, MantineThemeOverride } from '@mantine/core';

/** Brand teal: shade 6 is the product's success accent (docs/product.md#toasts), #00a19a. */
export const brand: MantineColorsTuple = [
  '#e3faf8',
  '#c4f0ec',
  '#8fe2da',
  '#57d3c9',
  '#2ac6bb',
  '#0fb5aa',
  '#00a19a',
  '#008e88',
  '#007a75',
  '#006460',
];

const base = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  // Filled buttons, links and active states in shade 8 (#007a75, 5.2:1 with white): the brand's
  // own #00a19a carries white text at 3.2:1 only, under WCAG AA's 4.5:1 (issue #18 item 5). It
  // stays the accent of toasts and icons.
  primaryShade: { light: 8, dark: 5 },
  // A filled colour too light for white text gets dark text instead.
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '650' },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md' } },
    // A close button is named, for screen readers (issue #18 item 6).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/** WCAG's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA for normal text, with a little room for rounding in the browser's blending. */
const AA_TEXT = 4.6;

/**
 * The colour to write `hex` in on `background` (white by default, or a light tint: a light badge
 * stands on its palette's shade 1 or 2): the colour itself when it reaches WCAG AA there and on
 * white, else darker until it does.
 */
export function readableOnLight(hex: string, background = '#ffffff'): string {
  let color = hex;
  const enough = (c: string) =>
    contrast(c, background) >= AA_TEXT && contrast(c, '#ffffff') >= AA_TEXT;
  for (let step = 0; step < 12 && !enough(color); step += 1) color = darken(color, 0.08);
  return color;
}

/** The lightest shade of a palette, from the primary one down, that carries white text at 4.5:1. */
function fillForWhiteText(palette: readonly string[], from: number): string | undefined {
  return palette.slice(from).find((shade) => contrast(shade, '#ffffff') >= 4.5);
}

/** The light scheme's text, outline and fill colour of every palette, made readable. */
function readablePalettes(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    // A light badge or button stands on the palette's shade 1 (2 when hovered).
    const text = readableOnLight(palette[7] ?? palette[palette.length - 1]!, palette[2]);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-light-color`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    const fill = fillForWhiteText(palette, 6);
    if (fill) variables[`--mantine-color-${name}-filled`] = fill;
  }
  return variables;
}

/**
 * The light scheme made readable for everyone (issue #18 item 5, WCAG 2.2 AA): secondary text one
 * shade darker than Mantine's gray 6 (3.3:1 on white), and every palette's text, outline and
 * light-variant colours dark enough for 4.5:1 on white or their own tint, so a badge, an outline
 * button or an error message reads in any colour. Fills keep white text at 4.5:1 where the
 * palette has such a shade; the rest (yellow, say) take dark text (`autoContrast`).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': readableOnLight(theme.colors.red[7]),
    ...readablePalettes(theme),
  },
  dark: {},
});

/**
 * The brand both apps share, with one app's accents on top (its primary shade, extra palettes,
 * component sizes); the accents win where they overlap.
 */
export function createAppTheme(accents: MantineThemeOverride): MantineThemeOverride {
  return mergeThemeOverrides(base, createTheme(accents));
}
