import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { adminLogin, launchBrowser, portalUrl, screenshot } from '../src/browser';
import { expectAccessible } from '../src/accessibility';
import { createMember, openLoggedIn, submitLogin, type Member } from '../src/members';

let browser: Browser;
let admin: Page;
const run = Date.now().toString(36).slice(-5);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await openLoggedIn(browser, adminLogin);
});

afterAll(() => browser?.close());

/** A selfie of a member holding a code: a real picture of some kind, for the admin to look at. */
async function selfieFile(): Promise<string> {
  const file = path.resolve(__dirname, '..', 'output', 'e2e-selfie.jpg');
  mkdirSync(path.dirname(file), { recursive: true });
  const image = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 190, g: 150, b: 130 } },
  })
    .jpeg()
    .toBuffer();
  writeFileSync(file, image);
  return file;
}

const woman = (name: string) =>
  ({
    name,
    gender: 'F',
    genderFor: 'M',
    birthdate: '1993-05-14',
    country: 'Thailand',
    ageStart: 28,
    ageEnd: 55,
  }) as const;

const man = (name: string) =>
  ({
    name,
    gender: 'M',
    genderFor: 'F',
    birthdate: '1982-11-02',
    country: 'Norway',
    ageStart: 25,
    ageEnd: 45,
  }) as const;

/** The search page's cards for women, optionally verified ones only. */
async function searchWomen(page: Page, verifiedOnly: boolean): Promise<void> {
  await page.goto(portalUrl('/search'));
  await page.getByRole('radio', { name: 'Woman' }).check();
  const verified = page.getByRole('checkbox', { name: 'Verified members only' });
  if (verifiedOnly) await verified.check();
  else await verified.uncheck();
}

function card(page: Page, member: Member) {
  return page.getByRole('link', { name: new RegExp(member.name) }).first();
}

/**
 * Until the page, loaded by `load`, shows every member in `shown` and none in `hidden`. Results
 * load as filters change, and a deactivation reaches the services by an event, so each try
 * loads the page again.
 */
async function showsOnly(
  page: Page,
  load: () => Promise<void>,
  shown: Member[],
  hidden: Member[],
): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await load();
    const settled = Date.now() + 5_000;
    while (Date.now() < settled) {
      const counts = await Promise.all(
        [...shown, ...hidden].map((member) => card(page, member).count()),
      );
      const seen = counts.slice(0, shown.length).every((count) => count > 0);
      const unseen = counts.slice(shown.length).every((count) => count === 0);
      if (seen && unseen) return;
      await page.waitForTimeout(100);
    }
    if (Date.now() > deadline) {
      const names = (members: Member[]) => members.map((member) => member.name).join(', ');
      throw new Error(`Expected ${names(shown)} without ${names(hidden)} on ${page.url()}`);
    }
  }
}

describe('trust and safety', () => {
  it('a member sends a verification selfie, an admin approves it, and the badge shows in search', async () => {
    const [verifying, unverified, seeker] = await Promise.all([
      createMember(`ploy${run}`, woman(`Ploy ${run}`)),
      createMember(`nok${run}`, woman(`Nok ${run}`)),
      createMember(`erik${run}`, man(`Erik ${run}`)),
    ]);

    const page = await openLoggedIn(browser, verifying, verifying.device);
    await page.goto(portalUrl('/my-profile'));
    await page.getByRole('button', { name: 'Get a code' }).click();
    const code = await page.getByLabel('Your verification code').textContent();
    expect(code).toMatch(/^\w{6}$/);
    await page.getByLabel('Upload selfie').setInputFiles(await selfieFile());
    await page.getByText('Your selfie is waiting for review.').waitFor();

    await admin.goto(portalUrl('/admin/verifications'));
    const request = admin.getByRole('listitem').filter({ hasText: verifying.name });
    await request.getByText(code ?? '').waitFor();
    await request
      .getByRole('img', { name: `Selfie of ${verifying.name} holding the code` })
      .waitFor();
    await expectAccessible(admin);
    await request.getByRole('button', { name: 'Approve' }).click();
    await request.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText('Your photos are verified.').waitFor();

    const search = await openLoggedIn(browser, seeker, seeker.device);
    await searchWomen(search, true);
    await showsOnly(search, () => searchWomen(search, true), [verifying], [unverified]);
    await card(search, verifying).getByText('Verified photos').waitFor();
    await showsOnly(search, () => searchWomen(search, false), [verifying, unverified], []);
  });

  it('a member reports another for asking for money; an admin deactivates them; nobody finds them, and they cannot log in', async () => {
    const [reporter, scammer, other, anchor] = await Promise.all([
      createMember(`lars${run}`, man(`Lars ${run}`)),
      createMember(`fon${run}`, woman(`Fon ${run}`)),
      createMember(`ola${run}`, man(`Ola ${run}`)),
      createMember(`kanya${run}`, woman(`Kanya ${run}`)),
    ]);
    const story = 'She asked me to pay for her flight ticket to Oslo.';

    const page = await openLoggedIn(browser, reporter, reporter.device);
    await page.goto(portalUrl(`/profile?id=${scammer.userId}`));
    await page.getByRole('link', { name: 'Safe dating tips' }).waitFor();
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this member' });
    await dialog.getByRole('radio', { name: 'Scam or asking for money' }).check();
    await dialog.getByLabel('What happened? (optional)').fill(story);
    await dialog.getByRole('link', { name: 'Safe dating tips' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await page.getByText('We have received your report').waitFor();
    await page.goto(portalUrl(`/profile?id=${scammer.userId}`));
    await page.getByRole('heading', { name: 'This member is not available' }).waitFor();

    // The admin finds the report in the moderation queue, grouped under the reported member.
    await admin.goto(portalUrl('/admin/moderation'));
    const reported = admin.getByRole('listitem', { name: scammer.name, exact: true });
    await reported.getByText(story).waitFor();
    await reported.getByText(`Scam or asking for money, reported by ${reporter.name}`).waitFor();
    await screenshot(admin, 'admin-moderation');
    await expectAccessible(admin);

    // …looks at the member's page, and deactivates them with a reason.
    await reported.getByRole('link', { name: `Member page of ${scammer.name}` }).click();
    await admin.getByRole('heading', { name: scammer.username }).waitFor();
    await admin.getByText(story).first().waitFor();
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Deactivate', exact: true }).click();
    const deactivate = admin.getByRole('dialog', { name: `Deactivate ${scammer.username}` });
    await deactivate.getByLabel('Reason (shown to the member)').fill('Asked members for money');
    await deactivate.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await admin.getByText(`${scammer.username} has been deactivated`).first().waitFor();
    await admin.getByRole('button', { name: 'Reactivate' }).waitFor();

    // The deactivation's event closes the report: the queue no longer holds the member.
    const deadline = Date.now() + 30_000;
    for (;;) {
      await admin.goto(portalUrl('/admin/moderation'));
      await admin.getByText(/^(No open reports\.|Reported members: )/).waitFor();
      if ((await reported.count()) === 0) break;
      if (Date.now() > deadline) throw new Error(`${scammer.name} is still in the queue`);
      await admin.waitForTimeout(250);
    }

    // Others no longer find them: not in search, not on a profile page.
    const seeker = await openLoggedIn(browser, other, other.device);
    await showsOnly(seeker, () => searchWomen(seeker, false), [anchor], [scammer]);
    await seeker.goto(portalUrl(`/profile?id=${scammer.userId}`));
    await seeker.getByRole('heading', { name: 'This member is not available' }).waitFor();

    // The deactivated member cannot log in, and is told why.
    const context = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': scammer.device },
    });
    const login = await context.newPage();
    await submitLogin(login, scammer.username, scammer.password);
    await login
      .getByText('Your account has been deactivated: Asked members for money')
      .first()
      .waitFor();

    // The dashboard: figures and charts, with their data tables.
    await admin.goto(portalUrl('/admin'));
    await admin.getByRole('img', { name: /new members per day by gender/i }).waitFor();
    // chart.js arrives in its own chunk: wait until every chart has drawn something.
    await admin.waitForFunction(() => {
      const canvases = [...document.querySelectorAll('canvas')];
      return (
        canvases.length === 3 &&
        canvases.every((canvas) => {
          const pixels = canvas
            .getContext('2d')
            ?.getImageData(0, 0, canvas.width, canvas.height).data;
          return pixels?.some((value) => value !== 0) ?? false;
        })
      );
    });
    await admin.getByRole('link', { name: /open reports/i }).waitFor();
    await screenshot(admin, 'admin-dashboard');
    await expectAccessible(admin);
  });
});
