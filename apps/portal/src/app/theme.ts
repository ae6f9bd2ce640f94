import type { MantineColorsTuple } from '@mantine/core';
import { createAppTheme } from '@toolbox/web/theme';

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

/** The portal's accents: the sidebar's navy and a roomier card on a desk screen. */
export const theme = createAppTheme({
  colors: { ink },
  components: {
    Card: { defaultProps: { padding: 'lg' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});
