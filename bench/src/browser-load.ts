import { gzipSync, constants as zlibConstants } from 'node:zlib';
import { type Browser, type Page, type Response } from 'playwright-core';
import { launchBrowser } from '@dating/testing/browser';

export interface FirstLoad {
  /** JavaScript files fetched until the page settled. */
  jsFiles: number;
  /** Their bodies, each gzipped at level 9 (as the build's precompressed .gz copies are). */
  jsGzipBytes: number;
  /** Largest Contentful Paint, from navigation start. */
  lcpMs: number;
}

/** Cold loads per measurement; the answer is their median. */
const loads = 3;
const cpuSlowdown = 4;
const settleTimeoutMs = 60000;

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || type.includes('javascript');
}

/** Its size as gzip at the best ratio, whatever encoding the server chose for the wire. */
async function gzipSize(response: Response): Promise<number> {
  const body = await response.body();
  return gzipSync(body, { level: zlibConstants.Z_BEST_COMPRESSION }).length;
}

/** The home page has settled: its hero image and member cards (or their empty state) shown. */
async function waitForHome(page: Page): Promise<void> {
  await page.locator('.shell-hero__image:not([data-state="loading"])').waitFor();
  await page
    .locator('[aria-labelledby="home-members-title"]')
    .locator('.ui-card-grid[aria-label], .ui-empty, .portal-load-failed')
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
}

/** The page's Largest Contentful Paint so far, from the entries buffered since navigation. */
function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          if (last) resolve(last.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function coldLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(settleTimeoutMs);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (isJavaScript(response)) sizes.push(gzipSize(response));
    });
    await page.goto(url);
    await waitForHome(page);
    const lcpMs = await largestContentfulPaint(page);
    const jsGzipBytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    return { jsFiles: sizes.length, jsGzipBytes, lcpMs: Math.round(lcpMs) };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The first load of the portal's home page `url` in Chromium with the CPU slowed 4×, no network
 * throttling, from an empty cache: each figure is the median of three cold loads.
 */
export async function measureFirstLoad(url: string): Promise<FirstLoad> {
  const browser = await launchBrowser();
  try {
    const results: FirstLoad[] = [];
    for (let i = 0; i < loads; i += 1) results.push(await coldLoad(browser, url));
    return {
      jsFiles: median(results.map((result) => result.jsFiles)),
      jsGzipBytes: median(results.map((result) => result.jsGzipBytes)),
      lcpMs: median(results.map((result) => result.lcpMs)),
    };
  } finally {
    await browser.close();
  }
}
