import type { MantineColorsTuple } from '@mantine/core';
import { createTheme } from '@mantine/core';

/** Brand teal: shade 6 is SPEC.md's success accent, #00a19a. */
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

/** Sidebar navy, darkest last. */
const ink: MantineColorsTuple = [
  '#eef3f6',
  '#d5e0e7',
  '#b0c2ce',
  '#879fb0',
  '#637f93',
  '#4a6679',
  '#384f60',
  '#283b49',
  '#1a2a35',
  '#111d25',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, ink },
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '650' },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});
