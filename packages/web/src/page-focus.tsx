import { useEffect } from 'react';

/** The id of each app's main region: the skip link's target. */
export const MAIN_ID = 'main-content';

/** How long a page may take to show its heading (a lazy route loading) before we give up. */
const HEADING_WAIT_MS = 3000;

/** Whether focus is somewhere the person put it on purpose: a field they are typing in. */
function isTyping(element: Element | null): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

/** Focuses the page's heading, making it focusable from script only; false when there is none. */
function focusHeading(): boolean {
  const main = document.getElementById(MAIN_ID);
  // A page still loading shows a loader, then its real heading: wait for that one.
  if (main?.querySelector('.mantine-Loader-root')) return false;
  const heading = main?.querySelector('h1') ?? document.querySelector('h1');
  if (!(heading instanceof HTMLElement)) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
  return true;
}

/**
 * After every navigation (`pathname` changes), and when the signed-in frame first shows (after
 * sign-in), focus moves to the new page's heading, so a keyboard or screen reader user starts
 * where the page starts rather than at the top of the document (issue #18 item 7). A page that put
 * focus in a field itself keeps it. The heading of a page still loading is waited for, briefly.
 */
export function useFocusPageHeading(pathname: string): void {
  useEffect(() => {
    const deadline = Date.now() + HEADING_WAIT_MS;
    let frame = 0;
    const attempt = () => {
      if (isTyping(document.activeElement)) return;
      if (focusHeading()) return;
      if (Date.now() < deadline) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/**
 * "Skip to main content": the first thing a keyboard reaches on every signed-in page, shown
 * only while it has focus (issue #18 item 7).
 */
export function SkipLink() {
  return (
    <a className="toolbox-skip-link" href={`#${MAIN_ID}`}>
      Skip to main content
    </a>
  );
}
