import type { MantineColorsTuple } from '@mantine/core';
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Brand teal: shade 6 is SPEC.md's success accent, #00a19a (the same palette as the portal). */
const brand: MantineColorsTuple = [
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

/** Large touch targets and text: the toolbox is used one-handed at a customer's machine. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'md' } },
  },
});

/**
 * Secondary text one shade darker than Mantine's default (gray 6 reaches only 3.3:1 on white):
 * gray 7 keeps WCAG AA's 4.5:1 for the small text of lists, read in daylight at a customer's.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
