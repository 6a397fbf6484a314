import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { adminLogin, launchBrowser, portalUrl, screenshot } from '../src/browser';
import { expectAccessible } from '../src/accessibility';
import { approvedMembership, membershipTold } from '../src/billing';
import { callApi, createMember, deviceAddress, openLoggedIn, type Member } from '../src/members';

/**
 * Issue 29: a Norwegian member deletes his account on his phone (390×844, Norwegian), logs in
 * during the grace period and keeps it, deletes it again; once its day has come svc-auth's round
 * erases it and every service its part. The Thai member he wrote to (English) keeps the
 * conversation with "Deleted member" and his messages removed, her own intact; the admin sees the
 * deletion complete for every service; his address and username make a new account.
 */
let browser: Browser;
let henrik: Member;
let ploy: Member;
const run = Date.now().toString(36).slice(-5);
const henrikWrote = [`Hei Ploy, hilsen fra Bergen ${run}`, `Skal vi ta en videosamtale? ${run}`];
const ployWrote = `Hello Henrik, nice to hear from you ${run}`;

/** svc-auth's own login to the launcher's embedded Postgres, as the launcher leaves it in DATA_DIR. */
function authDatabaseUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: the global setup did not start the portal');
  // The server's port is the fourth line of its postmaster.pid; each role's password in pg-roles/.
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = readFileSync(path.join(dataDir, 'pg-roles', 'svc_auth'), 'utf8').trim();
  return `postgres://svc_auth:${encodeURIComponent(password)}@127.0.0.1:${port}/auth`;
}

/** A query in svc-auth's database. */
async function inAuthDatabase<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: authDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The day as the portal writes it for a Norwegian reader. */
const norwegianDay = (at: Date) =>
  new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric' }).format(at);

/** The day Henrik's account is to be deleted, as svc-auth keeps it. */
async function dueDay(): Promise<string> {
  const [row] = await inAuthDatabase<{ deletion_due_at: Date | null }>(
    'SELECT deletion_due_at FROM user_login WHERE user_id = $1',
    [henrik.userId],
  );
  if (!row?.deletion_due_at) throw new Error(`${henrik.username} is not waiting for deletion`);
  return norwegianDay(row.deletion_due_at);
}

/** A phone of its own, set to Norwegian. */
async function norwegianPhone(device: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'nb-NO',
    extraHTTPHeaders: { 'x-forwarded-for': device },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/** The login page in Norwegian, filled in and sent. */
async function submitNorwegianLogin(page: Page, username: string, password: string) {
  await page.goto(portalUrl('/login'));
  await page.getByLabel('Brukernavn', { exact: true }).fill(username);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
}

async function norwegianLogIn(page: Page): Promise<void> {
  await submitNorwegianLogin(page, henrik.username, henrik.password);
  await page.getByRole('button', { name: 'Profilmeny' }).waitFor();
}

/** /account → Slett kontoen min → the password → the day it goes. */
async function requestDeletion(page: Page, shot?: string): Promise<string> {
  await page.goto(portalUrl('/account'));
  const section = page.getByRole('region', { name: 'Slett kontoen min' });
  await section.getByRole('button', { name: 'Slett kontoen min' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slett kontoen min' });
  await dialog.getByLabel('Passordet ditt', { exact: true }).fill(henrik.password);
  if (shot) {
    await screenshot(page, `${shot}-dialog`);
    await expectAccessible(page);
  }
  await dialog.getByRole('button', { name: 'Slett kontoen min' }).click();
  await dialog.waitFor({ state: 'detached' });
  const day = await dueDay();
  await section.getByRole('status').getByText(`Kontoen din blir slettet ${day}`).waitFor();
  await section.getByRole('button', { name: 'Behold kontoen min' }).waitFor();
  return day;
}

/** Nothing wider than the phone: no sideways scrolling. */
async function expectFitsThePhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

beforeAll(async () => {
  browser = await launchBrowser();
  [henrik, ploy] = await Promise.all([
    createMember(`henrik${run}`, {
      name: `Henrik ${run}`,
      gender: 'M',
      genderFor: 'F',
      birthdate: '1983-06-11',
      country: 'Norway',
      ageStart: 28,
      ageEnd: 45,
    }),
    createMember(`ploy${run}`, {
      name: `Ploy ${run}`,
      gender: 'F',
      genderFor: 'M',
      birthdate: '1991-01-23',
      country: 'Thailand',
      ageStart: 30,
      ageEnd: 50,
    }),
  ]);
  // They match and write to each other (the browser journey of that is interest.test.ts).
  await callApi('/api/create-interest', {
    body: { user_id: henrik.userId, user_interest_id: ploy.userId },
    token: henrik.token,
    device: henrik.device,
  });
  await callApi('/api/manage-interest', {
    body: { user_id: ploy.userId, user_interest_id: henrik.userId, action: 'match' },
    token: ploy.token,
    device: ploy.device,
  });
  await approvedMembership(henrik);
  await membershipTold(henrik, ploy);
  const write = (from: Member, to: Member, text: string) =>
    callApi('/api/send-message', {
      body: { user_id: from.userId, other_user_id: to.userId, text },
      token: from.token,
      device: from.device,
    });
  await write(henrik, ploy, henrikWrote[0] ?? '');
  await write(ploy, henrik, ployWrote);
  await write(henrik, ploy, henrikWrote[1] ?? '');
}, 120_000);

afterAll(() => browser?.close());

describe('a member deletes his account', () => {
  let admin: Page;

  it('asks on his phone, sees the day, logs in again to the banner, keeps the account and asks again', async () => {
    const { context, page } = await norwegianPhone(henrik.device);
    await norwegianLogIn(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('no');

    await page.goto(portalUrl('/account'));
    await page.getByRole('heading', { name: 'Kontoen min', exact: true }).waitFor();
    await page
      .getByText(/blir profilen, bildene og meldingene dine slettet 14 dager senere/)
      .waitFor();
    await screenshot(page, 'deletion-account');
    await expectAccessible(page);
    await expectFitsThePhone(page);

    const day = await requestDeletion(page, 'deletion');
    await screenshot(page, 'deletion-requested');
    await expectAccessible(page);
    await expectFitsThePhone(page);

    // He logs out, and in again: the portal works as before, under a banner with the day.
    await page.getByRole('button', { name: 'Profilmeny' }).click();
    await page.getByRole('menuitem', { name: 'Logg ut' }).click();
    await page.getByRole('link', { name: 'Logg inn', exact: true }).first().waitFor();
    await norwegianLogIn(page);
    const banner = page.getByRole('complementary', { name: 'Sletting av konto' });
    await banner.getByText(`Kontoen din blir slettet ${day}`).waitFor();
    await page.goto(portalUrl('/messages'));
    await page.getByRole('heading', { name: 'Meldinger' }).waitFor();
    await banner.getByText(`Kontoen din blir slettet ${day}`).waitFor();
    await screenshot(page, 'deletion-banner');
    await expectAccessible(page);
    await expectFitsThePhone(page);

    // One tap keeps the account.
    await banner.getByRole('button', { name: 'Behold kontoen min' }).tap();
    await page.getByText('Kontoen din blir ikke slettet').first().waitFor();
    await banner.waitFor({ state: 'detached' });
    await screenshot(page, 'deletion-kept');
    await expectAccessible(page);
    const [kept] = await inAuthDatabase<{ deletion_due_at: Date | null }>(
      'SELECT deletion_due_at FROM user_login WHERE user_id = $1',
      [henrik.userId],
    );
    expect(kept?.deletion_due_at).toBeNull();

    // He decides again, for good this time.
    await requestDeletion(page);
    await context.close();
  }, 180_000);

  it('the admin sees the account waiting for its day', async () => {
    admin = await openLoggedIn(browser, adminLogin);
    await admin.goto(portalUrl('/admin/deletions'));
    const waiting = admin.getByRole('region', { name: 'Waiting for their day' }).first();
    await waiting.getByRole('link', { name: henrik.username, exact: true }).waitFor();
    await expectAccessible(admin);
  }, 60_000);

  it('after the grace period every service erases its part, and his login is refused', async () => {
    // The journey cannot wait 14 days. This UPDATE stands for the passing of time: the day
    // svc-auth keeps for the account is moved into the past, as if the 14 days had gone by. The
    // rest is the portal's own: svc-auth's round (every minute here, DELETION_INTERVAL_MINUTES
    // in global-setup.ts) finds the account, erases it and announces it; each service erases its
    // part and reports back.
    await dueDay(); // he asked, and the account waits for its day
    await inAuthDatabase(
      `UPDATE user_login SET deletion_due_at = now() - interval '1 minute'
        WHERE user_id = $1 AND deletion_due_at IS NOT NULL`,
      [henrik.userId],
    );
    const deadline = Date.now() + 150_000;
    for (;;) {
      const steps = await inAuthDatabase<{ service: string }>(
        'SELECT service FROM account_erasure_step WHERE user_id = $1',
        [henrik.userId],
      );
      if (steps.length === 4) break;
      if (Date.now() > deadline)
        throw new Error(`Erased by ${steps.map((step) => step.service).join(', ') || 'nobody'}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    const { context, page } = await norwegianPhone(deviceAddress());
    await submitNorwegianLogin(page, henrik.username, henrik.password);
    await page.getByText('Ugyldig brukernavn eller passord').first().waitFor();
    expect(await page.getByRole('button', { name: 'Profilmeny' }).count()).toBe(0);
    await screenshot(page, 'deletion-login-refused');
    await expectAccessible(page);
    await context.close();
  }, 200_000);

  it('the member he wrote to keeps the conversation: "Deleted member", his messages removed, hers intact', async () => {
    const page = await openLoggedIn(browser, ploy, ploy.device);
    await page.goto(portalUrl('/messages'));
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    const conversation = page.getByRole('listitem').filter({ hasText: 'Deleted member' });
    await conversation.getByText('Message removed').waitFor();
    expect(await page.getByText(henrik.name).count()).toBe(0);
    await screenshot(page, 'deletion-conversations');
    await expectAccessible(page);

    await conversation.getByRole('link').first().click();
    await page.waitForURL(/\/messages\/\d+$/);
    await page.getByRole('heading', { name: 'Deleted member', exact: true }).waitFor();
    const thread = page.getByRole('list', { name: /Deleted member/ });
    await thread.getByText(ployWrote).waitFor();
    const removed = thread.getByRole('listitem').filter({ hasText: 'Message removed' });
    await expect(removed.count()).resolves.toBe(2);
    for (const text of henrikWrote) expect(await page.getByText(text).count()).toBe(0);
    await page
      .getByText('This member deleted their account. You can still read your conversation')
      .waitFor();
    expect(await page.getByLabel('Your message').count()).toBe(0);
    expect(await page.getByRole('link', { name: henrik.name }).count()).toBe(0);
    await screenshot(page, 'deletion-conversation');
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('the admin sees the deletion complete for all four services', async () => {
    const [deletion] = await inAuthDatabase<{ pseudonym: string }>(
      'SELECT pseudonym FROM account_deletion WHERE user_id = $1',
      [henrik.userId],
    );
    if (!deletion) throw new Error('svc-auth has no record of the deletion');
    await admin.goto(portalUrl('/admin/deletions'));
    const row = admin.getByRole('row', { name: new RegExp(`^${deletion.pseudonym}`) });
    await row.getByText('Complete', { exact: true }).waitFor();
    expect(await row.getByText('Done', { exact: true }).count()).toBe(4);
    expect(await row.getByText('Waiting', { exact: true }).count()).toBe(0);
    const waiting = admin.getByRole('region', { name: 'Waiting for their day' }).first();
    expect(await waiting.getByRole('link', { name: henrik.username }).count()).toBe(0);
    expect(await admin.getByText(henrik.username).count()).toBe(0);
    await screenshot(admin, 'deletion-admin');
    await expectAccessible(admin);
  }, 60_000);

  it('his address and username make a new account', async () => {
    const { context, page } = await norwegianPhone(deviceAddress());
    await page.goto(portalUrl('/register'));
    await page.getByLabel('E-post', { exact: true }).fill(henrik.email);
    await page.getByLabel('Brukernavn', { exact: true }).fill(henrik.username);
    await page.getByLabel('Passord', { exact: true }).fill(henrik.password);
    await page.getByLabel('Bekreft passord', { exact: true }).fill(henrik.password);
    await page.getByRole('checkbox', { name: /^Jeg godtar vilkårene for bruk/ }).check();
    await page.getByRole('checkbox', { name: /^Jeg har lest personvernerklæringen/ }).check();
    await page.getByRole('button', { name: 'Opprett konto' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bekreft', exact: true }).click();
    await page.getByText('Den første registreringen er fullført').waitFor();
    await screenshot(page, 'deletion-new-account');
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Nei', exact: true }).click();
    await page.getByRole('button', { name: 'Profilmeny' }).waitFor();
    // A new account: no deletion day hangs over it.
    expect(await page.getByRole('complementary', { name: 'Sletting av konto' }).count()).toBe(0);
    const [account] = await inAuthDatabase<{ user_id: number }>(
      'SELECT user_id FROM user_login WHERE username = $1 AND email = $2',
      [henrik.username, henrik.email],
    );
    expect(account?.user_id).toBeDefined();
    expect(account?.user_id).not.toBe(henrik.userId);
    await context.close();
  }, 60_000);
});
