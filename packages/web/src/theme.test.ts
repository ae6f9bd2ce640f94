import { describe, expect, it } from 'vitest';
import { brand, createAppTheme } from './theme';

describe('createAppTheme', () => {
  it("keeps the shared brand and lays an app's accents on top", () => {
    const theme = createAppTheme({
      primaryShade: 6,
      colors: { ink: brand },
      components: { Card: { defaultProps: { padding: 'lg' } } },
    });
    expect(theme.primaryColor).toBe('brand');
    expect(theme.primaryShade).toBe(6);
    expect(theme.colors).toEqual({ brand, ink: brand });
    expect(theme.components?.Card?.defaultProps).toEqual({
      withBorder: true,
      radius: 'md',
      padding: 'lg',
    });
  });

  it('leaves the shared base alone between apps', () => {
    createAppTheme({ components: { Button: { defaultProps: { size: 'md' } } } });
    expect(createAppTheme({}).components).not.toHaveProperty('Button');
    expect(brand[6]).toBe('#00a19a');
  });
});
