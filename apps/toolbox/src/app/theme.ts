import type { CSSVariablesResolver } from '@mantine/core';
import { createAppTheme } from '@toolbox/web/theme';

/** Large touch targets and text: the toolbox is used one-handed at a customer's machine. */
export const theme = createAppTheme({
  primaryShade: { light: 8, dark: 5 },
  components: {
    Button: { defaultProps: { size: 'md' } },
    Card: { defaultProps: { padding: 'md' } },
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
