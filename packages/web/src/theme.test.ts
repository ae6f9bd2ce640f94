import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brand, createAppTheme, cssVariablesResolver, readableOnLight } from './theme';

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

describe('readable colours (issue #18 item 5)', () => {
  // WCAG's contrast ratio, computed here independently of the theme's own helper.
  const channel = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16) / 255));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: string, b: string) => {
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const toHex = (color: string) => {
    const m = /rgba?\((\d+), (\d+), (\d+)/.exec(color);
    return m
      ? `#${m
          .slice(1, 4)
          .map((v) => Number(v).toString(16).padStart(2, '0'))
          .join('')}`
      : color;
  };

  it('darkens a colour until it reads at 4.5:1 on white and on its tint, and no further', () => {
    expect(readableOnLight('#1864ab')).toBe('#1864ab');
    const teal = toHex(readableOnLight('#00a19a', '#c4f0ec'));
    expect(ratio(teal, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(teal, '#c4f0ec')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every palette a readable text colour, and the error and secondary text', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createAppTheme({}));
    const { light } = cssVariablesResolver(theme);
    for (const [name, palette] of Object.entries(theme.colors)) {
      if (name === 'dark' || name === 'gray') continue;
      const text = toHex(light[`--mantine-color-${name}-light-color`]!);
      expect(ratio(text, palette[2]), name).toBeGreaterThanOrEqual(4.5);
      expect(ratio(text, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(ratio(toHex(light['--mantine-color-error']!), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
  });
});
