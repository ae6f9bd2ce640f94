/** Set once a reload for a new version was made, so a page that still fails does not loop. */
const RELOADED_KEY = 'toolbox.reloadedForNewVersion';

type Page = {
  /** The app's entry script as the running page loaded it. */
  entry: () => string | null;
  /** The app's page as the server sends it now. */
  fetchPage: () => Promise<string>;
  /** Whether someone is typing, so a reload would lose what they typed. */
  typing: () => boolean;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

const browserPage = (): Page => ({
  entry: () =>
    document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ??
    null,
  fetchPage: async () => (await fetch(document.baseURI, { cache: 'no-store' })).text(),
  typing: () =>
    document.activeElement?.matches('input, textarea, [contenteditable="true"]') ?? false,
  reload: () => window.location.reload(),
  storage: window.sessionStorage,
});

/**
 * After a deploy a page still running the old code reads the new server's answers with its old
 * schemas and fails (issue #19 changed the lists' shape). When an answer is not the shape the
 * page expects, this asks the server for the app's page: if its entry script is no longer the
 * one running, the page reloads into the new version — once per tab, and not while someone is
 * typing (the error stays on screen with its retry). Answers whether it reloaded.
 */
export async function reloadIfNewVersion(page: Page = browserPage()): Promise<boolean> {
  const running = page.entry();
  if (!running || page.storage.getItem(RELOADED_KEY) === running) return false;
  let served: string;
  try {
    served = await page.fetchPage();
  } catch {
    return false;
  }
  if (served.includes(running) || page.typing()) return false;
  page.storage.setItem(RELOADED_KEY, running);
  page.reload();
  return true;
}
