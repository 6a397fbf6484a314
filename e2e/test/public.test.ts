import { type Browser, type Page } from 'playwright-core';
import { launchBrowser, portalUrl, screenshot } from '../src/browser';
import { expectAccessible } from '../src/accessibility';
import { measurePageLoad } from '../src/measure';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser?.close());

/** A page in a fresh context: its own localStorage (so English first) and the clipboard. */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return page;
}

async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** The header's language switch, on every page. */
async function switchLanguage(page: Page, name: 'English' | 'ไทย' | 'Norsk'): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^[A-Z]{2} ${name}$`) })
    .click();
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** The home page once its image and cards have settled (shown, or their empty state). */
async function waitForHome(page: Page, membersTitle: string, noResults: string): Promise<void> {
  await page.locator('.shell-hero__image:not([data-state="loading"])').waitFor();
  await page
    .getByRole('list', { name: membersTitle })
    .or(page.getByText(noResults, { exact: true }))
    .waitFor();
}

/** Today in the Buddhist era, as the release data writes it. */
function buddhistToday(): string {
  const now = new Date();
  const dd = String(now.getDate()).padStart(2, '0');
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${now.getFullYear() + 543}`;
}

describe('the public pages', () => {
  it('shows the home page: hero, register buttons, Our Inspiration, and the member cards', async () => {
    const page = await newPage();
    await measurePageLoad(page, 'home-load', portalUrl('/'), () =>
      waitForHome(page, 'New Members', 'No results found'),
    );
    await heading(page, 'Find your partner between Thailand and Norway').waitFor();
    const choices = page.getByRole('group', { name: 'Register as' }).getByRole('link');
    await expect(choices.allTextContents()).resolves.toEqual([
      'Man',
      'Women',
      'Ladyboy',
      'Transgender',
    ]);
    await expect(choices.first().getAttribute('href')).resolves.toBe('/register');
    const inspiration = page.getByRole('region', { name: 'Our Inspiration' });
    await expect(inspiration.textContent()).resolves.toContain(
      'Love does not ask where you were born.',
    );

    await waitForHome(page, 'New Members', 'No results found');
    const cards = page.getByRole('list', { name: 'New Members' }).getByRole('link');
    // The launcher seeds 12 demo members for this suite: the home page shows the newest 8.
    await expect(cards.count()).resolves.toBe(8);
    for (const href of await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/profile\?id=\d+$/);
    }
    await screenshot(page, 'home-en');
    await expectAccessible(page);

    await switchLanguage(page, 'ไทย');
    await heading(page, 'ค้นหาคู่ของคุณระหว่างไทยและนอร์เวย์').waitFor();
    await waitForHome(page, 'สมาชิกใหม่', 'ไม่พบผลลัพธ์');
    await screenshot(page, 'home-th');
    await expectAccessible(page);

    await switchLanguage(page, 'Norsk');
    await heading(page, 'Finn partneren din mellom Thailand og Norge').waitFor();
    await waitForHome(page, 'Nye medlemmer', 'Ingen treff');
    await screenshot(page, 'home-no');
    await expectAccessible(page);
    await closePage(page);
  });

  it.each([
    ['/about', 'About Us'],
    ['/about-us', 'About Us'],
  ])('shows %s with its objectives and who may register', async (path, title) => {
    const page = await newPage();
    await page.goto(portalUrl(path));
    await heading(page, title).waitFor();
    await expect(
      page.getByRole('region', { name: 'Our objectives' }).getByRole('listitem').count(),
    ).resolves.toBe(5);
    await page.getByText('Men and women register the same way', { exact: false }).waitFor();
    await page.getByText('Help with registration is free.', { exact: false }).waitFor();
    await page.locator('.shell-about__image:not([data-state="loading"])').waitFor();
    if (path === '/about') await screenshot(page, 'about');
    await closePage(page);
  });

  it.each([
    ['/terms', 'Terms & Conditions'],
    ['/privacy', 'Privacy Policy'],
    ['/safe-dating', 'Dating Securely'],
  ])('leads from the footer to %s, readable on a 390 px wide phone', async (path, title) => {
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(portalUrl('/'));
    // The member cards arrive after the page and push the footer down: a tap on the footer
    // while they are on their way can land on what moved under it.
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: title, exact: true }).click();
    await heading(page, title).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390);
    await screenshot(page, `policy-${path.slice(1)}`);
    await closePage(page);
  });

  it('shows the version history, 1.0.15 down to 1.0.0, with Buddhist-era dates', async () => {
    const page = await newPage();
    await page.goto(portalUrl('/update'));
    await heading(page, 'Version History').waitFor();
    const versions = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(versions).toEqual(Array.from({ length: 16 }, (_, index) => `Version 1.0.${15 - index}`));
    await page.getByText('Released 15/03/2568 (B.E.)').waitFor();
    await page.getByText('The preloader is limited to 30 seconds.').waitFor();
    await closePage(page);
  });

  it('answers an unknown path with the 404 page', async () => {
    const page = await newPage();
    await page.goto(portalUrl('/no-such-page'));
    await heading(page, 'Oops! Page Not Be Found').waitFor();
    await closePage(page);
  });

  it('switches the whole interface and remembers the language after a reload', async () => {
    const page = await newPage();
    await page.goto(portalUrl('/about'));
    await heading(page, 'About Us').waitFor();

    await switchLanguage(page, 'Norsk');
    await heading(page, 'Om oss').waitFor();
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Logg inn' }).waitFor();
    await banner.getByRole('navigation').getByRole('link', { name: 'Kontakt oss' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Versjon 1.0.15' }).waitFor();
    await page
      .getByText('Menn og kvinner registrerer seg på samme måte', { exact: false })
      .waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('no');
    await expect(page.title()).resolves.toBe('Thai-norsk dating');

    await page.reload();
    await heading(page, 'Om oss').waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Versjon 1.0.15' }).click();
    await heading(page, 'Versjonshistorikk').waitFor();

    await switchLanguage(page, 'ไทย');
    await heading(page, 'ประวัติเวอร์ชัน').waitFor();
    await page.goto(portalUrl('/no-such-page'));
    await heading(page, 'ขออภัย! ไม่พบหน้าที่คุณต้องการ').waitFor();
    await closePage(page);
  });

  it.each(['/contact', '/contact-us'])(
    'asks before writing from %s, and opens the mail client on Confirm',
    async (path) => {
      const page = await newPage();
      // Chromium hands mailto: to the system; record where the page sends the visitor instead.
      await page.addInitScript(() => {
        const opened: string[] = [];
        Object.assign(window, { openedUrls: opened });
        window.open = (url?: string | URL) => {
          opened.push(String(url));
          return null;
        };
      });
      await page.goto(portalUrl(path));
      await heading(page, 'Contact Us').waitFor();
      const email = page.getByRole('link', { name: /@/ });
      const address = await email.textContent();
      expect(address).toMatch(/^[^@\s]+@[^@\s]+$/);
      await expect(email.getAttribute('href')).resolves.toBe(`mailto:${address}`);

      await email.click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Email' });
      await dialog.getByText(`Do you want to send an email to ${address}?`).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await email.click();
      if (path === '/contact') await screenshot(page, 'contact-dialog');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect(
        page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls),
      ).resolves.toEqual([`mailto:${address}`]);
      await closePage(page);
    },
  );

  it('builds the JSON of the next release on /update-form and copies it', async () => {
    const page = await newPage();
    await page.goto(portalUrl('/update-form'));
    await heading(page, 'Update Form').waitFor();

    await page.getByRole('button', { name: 'Create JSON' }).click();
    await page.getByText('Error: Please fill in Version').waitFor();

    await page.getByLabel('Version').fill('1.0.16');
    await page.getByLabel('Detail').fill('Faster search.\nNew photos on the cards.');
    await page.getByRole('button', { name: 'Create JSON' }).click();
    await page.getByText('Successfully: Create JSON Successfully').waitFor();
    await page.getByText('Successfully: Updates copied to clipboard successfully').waitFor();

    const expected = {
      version: '1.0.16',
      date: buddhistToday(),
      details: ['Faster search.', 'New photos on the cards.'],
    };
    const shown = await page
      .getByRole('region', { name: 'JSON for the version history' })
      .locator('code')
      .textContent();
    expect(JSON.parse(shown ?? '')).toEqual(expected);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    await screenshot(page, 'update-form');
    await expectAccessible(page);
    await closePage(page);
  });
});
