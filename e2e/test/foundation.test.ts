import { type Browser, type Page } from 'playwright-core';
import { adminLogin, launchBrowser, portalUrl, screenshot } from '../src/browser';
import { expectAccessible } from '../src/accessibility';
import { deviceAddress, logIn } from '../src/members';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser?.close());

/**
 * A page of a device of its own: the portal limits logins per client address, and the admin's
 * logins here, two calls each (the password, then the code), would otherwise all come from one.
 */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': deviceAddress() },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return page;
}

describe('the composed portal', () => {
  it('renders the home page with the header menu from the server', async () => {
    const page = await newPage();
    await page.goto(portalUrl('/'));
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'About Us' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Contact Us' }).count()).resolves.toBe(1);
    await expect(nav.getByRole('link', { name: 'Search' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: /login/i }).first().isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByText(/Version 1\.0\.15/).isVisible()).resolves.toBe(true);
    for (const category of ['Man', 'Women', 'Ladyboy', 'Transgender']) {
      await page.getByRole('link', { name: category, exact: true }).waitFor();
    }
    await screenshot(page, 'home');
    await expectAccessible(page);
    await page.context().close();
  });

  it('logs the seeded admin in, shows the profile dropdown, and logs out again', async () => {
    const page = await newPage();
    await logIn(page, adminLogin.username, adminLogin.password);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    for (const item of [
      'My Profile',
      'My Interest',
      'Interest me',
      'Matching',
      'My Package',
      'Log Out',
    ]) {
      await expect(page.getByRole('menuitem', { name: item }).isVisible()).resolves.toBe(true);
    }
    await expect(
      page.getByRole('navigation').first().getByRole('link', { name: 'Search' }).count(),
    ).resolves.toBe(1);
    await screenshot(page, 'logged-in-menu');
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('link', { name: /login/i }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Profile menu' }).count()).resolves.toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await newPage();
    await page.goto(portalUrl('/no/such/page'));
    await page.getByText('Oops! Page Not Be Found').waitFor();
    await page.context().close();
  });

  it('sends a visitor on a token-protected route to /', async () => {
    const page = await newPage();
    await page.goto(portalUrl('/my-profile'));
    await page.waitForURL(portalUrl('/'));
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it("shows a remote's page lazily once logged in", async () => {
    const page = await newPage();
    await logIn(page, adminLogin.username, adminLogin.password);
    await page.goto(portalUrl('/my-interest'));
    await page.getByRole('heading', { name: 'My Interest' }).waitFor();
    await page.context().close();
  });

  it('keeps the portal working when a remote is gone, with a Retry on its routes', async () => {
    const page = await newPage();
    await logIn(page, adminLogin.username, adminLogin.password);
    await page.route('**/remotes/matching/**', (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await page.goto(portalUrl('/matching'));
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await screenshot(page, 'remote-down');
    await expectAccessible(page);
    await page.goto(portalUrl('/'));
    await page.getByRole('navigation').first().getByRole('link', { name: 'About Us' }).waitFor();
    await page.goto(portalUrl('/my-profile'));
    await expect(page.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
