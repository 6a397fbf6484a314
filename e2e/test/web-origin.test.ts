import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { adminLogin, launchBrowser, portalUrl, trackRequests } from '../src/browser';
import { createMember, logIn, type Member } from '../src/members';

// The web origin's headers seen by Chromium: every page works under the Content-Security-Policy
// without one violation, and no page on another origin can frame the portal.

let browser: Browser;
let member: Member;
const run = Date.now().toString(36).slice(-5);

beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMember(`csp${run}`, {
    name: `Csp ${run}`,
    gender: 'F',
    genderFor: 'M',
    birthdate: '1990-05-06',
    country: 'Thailand',
    ageStart: 25,
    ageEnd: 50,
  });
});

afterAll(() => browser?.close());

/** A browser context that reports every CSP violation its pages meet, as events and as console lines. */
async function watchedContext(): Promise<{ context: BrowserContext; violations: string[] }> {
  const violations: string[] = [];
  const context = await browser.newContext();
  await context.exposeBinding('reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  return { context, violations };
}

/** A page of the context, with a wait for its requests to be over. */
async function watchedPage(context: BrowserContext): Promise<Page & { settled(): Promise<void> }> {
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  const requests = trackRequests(page);
  return Object.assign(page, { settled: () => requests.quiet() });
}

async function visit(
  page: Page & { settled(): Promise<void> },
  pathname: string,
  ready: () => Promise<void>,
): Promise<void> {
  await page.goto(portalUrl(pathname));
  await ready();
  await page.settled();
}

describe('the web origin', () => {
  it('serves every page under its Content-Security-Policy without a violation', async () => {
    const { context, violations } = await watchedContext();
    const page = await watchedPage(context);

    const response = await page.goto(portalUrl('/'));
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.locator('.shell-hero__image:not([data-state="loading"])').waitFor();
    await page.settled();
    await visit(page, '/login', () => page.getByLabel('Username', { exact: true }).waitFor());

    await logIn(page, member.username, member.password);
    await visit(page, '/search', () => page.getByRole('heading', { level: 1 }).waitFor());
    await visit(page, `/profile?id=${member.userId}`, () =>
      page.getByText(member.name).first().waitFor(),
    );
    await visit(page, '/my-package', () =>
      page.getByRole('heading', { name: 'Your Subscription' }).waitFor(),
    );
    await context.close();

    const admin = await watchedContext();
    const adminPage = await watchedPage(admin.context);
    await logIn(adminPage, adminLogin.username, adminLogin.password);
    await visit(adminPage, '/admin', () =>
      adminPage.getByRole('heading', { level: 1 }).first().waitFor(),
    );
    await visit(adminPage, '/admin/purchases', () =>
      adminPage.getByRole('heading', { level: 1 }).first().waitFor(),
    );
    await admin.context.close();

    expect([...violations, ...admin.violations]).toEqual([]);
  });

  it('refuses to be shown in a frame on another origin', async () => {
    const target = portalUrl('/admin');
    const framer = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>framer</title><iframe id="portal" src="${target}" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    const { port } = framer.address() as AddressInfo;
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(20000);
      const refused = page.waitForEvent('console', (message) =>
        /frame-ancestors/.test(message.text()),
      );
      await page.goto(`http://localhost:${port}/`);
      await page.locator('#portal').waitFor();
      expect((await refused).text()).toContain("frame-ancestors 'none'");
      // The frame shows Chromium's error page, never the portal.
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame).toBeDefined();
      const rendered = await frame
        ?.evaluate(() => document.querySelector('#root')?.childElementCount ?? 0)
        .catch(() => 0);
      expect(rendered).toBe(0);
      expect(frame?.url()).not.toBe(target);
    } finally {
      await context.close();
      await new Promise((resolve) => framer.close(resolve));
    }
  });

  it('sends each script compressed as built, the same script as uncompressed', async () => {
    const index = await (await fetch(portalUrl('/'))).text();
    // The built page is minified: its attributes may go without quotes.
    const main = /<script[^>]+src="?([^"\s>]+\.js)/.exec(index)?.[1];
    expect(main).toBeDefined();
    const scriptUrl = portalUrl(main ?? '');
    for (const encoding of ['br', 'gzip']) {
      const compressed = await fetch(scriptUrl, { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      const plain = await fetch(scriptUrl, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      // fetch undoes the encoding: what the browser runs is the build's own file.
      expect(await compressed.text()).toBe(await plain.text());
    }
  });

  it("serves no source maps: the portal's code goes out minified and nothing more", async () => {
    const index = await (await fetch(portalUrl('/'))).text();
    const scripts = [...index.matchAll(/<script[^>]+src="?([^"\s>]+\.js)/g)].map(
      (found) => found[1],
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await (await fetch(portalUrl(script ?? ''))).text();
      expect(code).not.toMatch(/sourceMappingURL=/);
      // Unknown paths get the shell's page (the app routes them), never a map.
      const map = await (await fetch(portalUrl(`${script ?? ''}.map`))).text();
      expect(map).not.toContain('"mappings"');
    }
  });
});
