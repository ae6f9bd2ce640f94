import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, TOAST_LIMIT } from '@toolbox/domain';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, showForegroundNotification, toastInfo, toastWarning } from './toasts';

function renderToaster() {
  return render(
    <MantineProvider env="test">
      <AppToaster />
    </MantineProvider>,
  );
}

const notification = {
  title: 'New document',
  body: 'Grinder manual',
  data: { url: '/documents/d1' },
  timestamp: 1,
};

afterEach(() => {
  act(() => toast.remove());
});

describe('AppToaster', () => {
  it('shows info and warning toasts', async () => {
    renderToaster();
    act(() => {
      toastInfo('Heads up');
      toastWarning('Careful');
    });
    expect(await screen.findByText('Heads up')).toBeInTheDocument();
    expect(await screen.findByText('Careful')).toBeInTheDocument();
  });

  it(`keeps at most ${TOAST_LIMIT} toasts on screen`, async () => {
    renderToaster();
    act(() => {
      for (let i = 0; i <= TOAST_LIMIT; i++) toast(`toast ${i}`);
    });
    await vi.waitFor(() => expect(screen.queryAllByText(/^toast \d+$/)).toHaveLength(TOAST_LIMIT));
  });
});

describe('showForegroundNotification', () => {
  it('shows the title and body; its link dismisses the toast and opens the page', async () => {
    renderToaster();
    const open = vi.fn();
    act(() => {
      showForegroundNotification(notification, { href: '/toolbox/documents/d1', open });
    });
    const status = await screen.findByRole('status', { name: 'New document' });
    expect(status).toHaveTextContent('Grinder manual');
    const link = screen.getByRole('link', { name: messages.shell.openNotificationLink });
    expect(link).toHaveAttribute('href', '/toolbox/documents/d1');

    await userEvent.click(link);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('has no link when the app gives none', async () => {
    renderToaster();
    act(() => {
      showForegroundNotification(notification, null);
    });
    expect(await screen.findByRole('status', { name: 'New document' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
