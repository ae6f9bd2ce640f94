import { useEffect } from 'react';

/** The id of each app's main region: the skip link's target. */
export const MAIN_ID = 'main-content';

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
  const heading = main?.querySelector('h1') ?? (main ? null : document.querySelector('h1'));
  if (!(heading instanceof HTMLElement)) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
  return true;
}

/**
 * After every navigation (`pathname` changes), and when the signed-in frame first shows (after
 * sign-in), focus moves to the new page's heading, so a keyboard or screen reader user starts
 * where the page starts rather than at the top of the document. A page that shows a loader first
 * gets focus on its heading when the heading comes, however long that takes on a slow phone; until
 * then nothing is moved if the person puts focus somewhere themselves, and a page that put focus
 * in a field itself keeps it.
 */
export function useFocusPageHeading(pathname: string): void {
  useEffect(() => {
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('focusin', stop);
    };
    const attempt = () => {
      if (isTyping(document.activeElement) || focusHeading()) stop();
    };
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(attempt);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // Focus the person (or the page) moves after the navigation is theirs to keep.
    document.addEventListener('focusin', stop);
    frame = requestAnimationFrame(attempt);
    return stop;
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
