import { createAppTheme } from '@toolbox/web/theme';

/** Large touch targets and text: the toolbox is used one-handed at a customer's machine. */
export const theme = createAppTheme({
  components: {
    Button: { defaultProps: { size: 'md' } },
    Card: { defaultProps: { padding: 'md' } },
  },
});
