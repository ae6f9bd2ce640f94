import type { Page } from '@playwright/test';

/**
 * Issue #18 items 2, 3 and 8, measured in the page: what lies under the bottom bar, which control's
 * text is cut off, and which control is smaller than 44×44 CSS px: what a person would trip over
 * on this screen.
 */
export function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 &&
        r.height > 0 &&
        style.visibility !== 'hidden' &&
        !el.closest('[aria-hidden="true"]')
      );
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;

    // Scrolled to the end, nothing the page holds lies under the bottom bar.
    window.scrollTo(0, document.documentElement.scrollHeight);
    const nav = document.querySelector('nav[aria-label="Main"]');
    const bar = nav?.getBoundingClientRect();
    if (bar) {
      for (const el of document.querySelectorAll('main *, footer *')) {
        if (el.children.length > 0 || !visible(el) || !(el.textContent ?? '').trim()) continue;
        const r = el.getBoundingClientRect();
        if (r.bottom > bar.top + 1 && r.top < bar.bottom)
          problems.push(`under the bottom bar: ${name(el)}`);
      }
    }

    // Every control: its text fits, and it is at least 44×44 (a checkbox's target is its label).
    const controls = document.querySelectorAll(
      [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[tabindex]:not([tabindex="-1"])',
        ...['button', 'tab', 'link', 'checkbox', 'radio', 'switch', 'menuitem', 'option'].map(
          (role) => `[role="${role}"]`,
        ),
      ].join(', '),
    );
    for (const el of controls) {
      if (
        !visible(el) &&
        !(el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
      )
        continue;
      // A checkbox's target is its label (beside it, as a chip's, or around it); a password's,
      // the field box around its inner input.
      const target =
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? (el.closest('label, .mantine-Checkbox-root, .mantine-Radio-root') ??
            el.labels?.[0] ??
            el)
          : (el.closest('.mantine-PasswordInput-input') ?? el);
      const r = target.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.width < 44 - 0.5 || r.height < 44 - 0.5) {
        problems.push(
          `smaller than 44×44 (${Math.round(r.width)}×${Math.round(r.height)}): ${name(el)}`,
        );
      }
      for (const part of [el, ...el.querySelectorAll('span, div')]) {
        if (
          part instanceof HTMLElement &&
          part.scrollWidth > part.clientWidth + 1 &&
          getComputedStyle(part).overflow !== 'visible'
        ) {
          problems.push(`text cut off: ${name(el)}`);
          break;
        }
      }
    }
    return [...new Set(problems)];
  });
}
