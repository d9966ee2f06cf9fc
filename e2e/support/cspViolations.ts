import type { Page } from '@playwright/test';

/**
 * Collects what the page's Content-Security-Policy blocked, as Chromium reports it in the console
 * ('Refused to connect to…', '…violates the following Content Security Policy directive…').
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
