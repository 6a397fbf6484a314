import { type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Errors the pages of this test file threw, not yet claimed by a test's end. */
const thrown: string[] = [];

function watchPage(page: Page): void {
  // A recoverable React error (#418, #520…) reaches the page as a reported error too.
  page.on('pageerror', (error) => thrown.push(`${page.url()}: ${error.message}`));
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on('page', watchPage);
  return context;
}

/**
 * Every page of `browser`, in a context of its own or not, reports what it throws; `afterEach`
 * (src/fail-on-page-errors.ts) fails the test that saw any.
 */
export function watchPageErrors(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => watchContext(await newContext(...options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...options) => {
    const page = await newPage(...options);
    watchPage(page);
    return page;
  };
  return browser;
}

/** The errors thrown since the last call, cleared. */
export function takePageErrors(): string[] {
  return thrown.splice(0);
}
