import { test as base, type Browser } from '@playwright/test';

export * from '@playwright/test';

/**
 * The closing announcement opens at every load of the site (spec 001 §2), over whatever page a
 * journey opens. Journeys import `test` from here: every browser context of theirs (the `page` and
 * `context` fixtures, and `browser.newContext()` / `browser.newPage()` in the journeys and their
 * support) gets a script that clicks its 'Fermer' as soon as it shows, as a visitor would. Only
 * closingPopup.spec.ts, which checks the announcement itself, imports `@playwright/test` directly.
 */
function closeTheClosingAnnouncement(): void {
  const close = (): boolean => {
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      if (dialog.querySelector('h2')?.textContent !== 'Canal Pneumo évolue') continue;
      const fermer = [...dialog.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Fermer');
      if (fermer) {
        fermer.click();
        return true;
      }
    }
    return false;
  };
  // It opens once per load of the site: the watch ends when it has been closed.
  const observer = new MutationObserver(() => {
    if (close()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await context.addInitScript(closeTheClosingAnnouncement);
        return context;
      };
      await use(browser);
      browser.newContext = newContext;
    },
    { scope: 'worker' },
  ],
});
