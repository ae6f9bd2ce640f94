import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { SPLASH_FADE_MS, SPLASH_MS } from '@toolbox/domain';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { SplashScreen } from './splash-screen';

// StrictMode, as the portal renders it: effects run twice in development.
const renderSplash = () =>
  render(
    <StrictMode>
      <MantineProvider theme={theme} env="test">
        <SplashScreen />
      </MantineProvider>
    </StrictMode>,
  );

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('SplashScreen', () => {
  it('shows the name and tagline, fades after 2 s and closes 0.5 s later', () => {
    renderSplash();
    const splash = screen.getByTestId('splash-screen');
    expect(splash).toHaveTextContent('Toolbox');
    expect(splash).toHaveTextContent('Field service resources, in one place');
    expect(splash).toHaveAttribute('data-phase', 'shown');
    act(() => {
      vi.advanceTimersByTime(SPLASH_MS - 1);
    });
    expect(splash).toHaveAttribute('data-phase', 'shown');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(splash).toHaveAttribute('data-phase', 'fading');
    act(() => {
      vi.advanceTimersByTime(SPLASH_FADE_MS);
    });
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  });

  it('shows once per browser session', () => {
    const first = renderSplash();
    act(() => {
      vi.advanceTimersByTime(SPLASH_MS + SPLASH_FADE_MS);
    });
    first.unmount();
    renderSplash();
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  });
});
