import { describe, expect, it, vi } from 'vitest';
import { reloadWhenReplaced } from './register';

/** A worker container and a page whose events the test fires. */
function setUp({ controlled, typing }: { controlled: boolean; typing: boolean }) {
  const container = new EventTarget() as EventTarget & { controller: object | null };
  container.controller = controlled ? {} : null;
  const page = new EventTarget() as EventTarget & {
    activeElement: Element | null;
    visibilityState: DocumentVisibilityState;
  };
  const field = document.createElement(typing ? 'textarea' : 'button');
  page.activeElement = field;
  page.visibilityState = 'visible';
  const reload = vi.fn();
  reloadWhenReplaced(container as unknown as ServiceWorkerContainer, page, reload);
  return { container, page, reload };
}

describe('a new version of the toolbox after a deploy', () => {
  it('reloads an open page when a new worker takes it over', () => {
    const { container, reload } = setUp({ controlled: true, typing: false });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('waits until the engineer leaves the page when they are typing', () => {
    const { container, page, reload } = setUp({ controlled: true, typing: true });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads nothing when the first worker of a first visit takes over', () => {
    const { container, reload } = setUp({ controlled: false, typing: false });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});
