import { createTheme, mergeThemeOverrides, type MantineColorsTuple } from '@mantine/core';
import type { MantineThemeOverride } from '@mantine/core';

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
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '650' },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md' } },
  },
});

/**
 * The brand both apps share, with one app's accents on top (its primary shade, extra palettes,
 * component sizes); the accents win where they overlap.
 */
export function createAppTheme(accents: MantineThemeOverride): MantineThemeOverride {
  return mergeThemeOverrides(base, createTheme(accents));
}
