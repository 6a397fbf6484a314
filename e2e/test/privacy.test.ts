import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AdmZip from 'adm-zip';
import sharp from 'sharp';
import { type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { exportReadmeName, sensitiveConsent } from '@dating/contracts';
import { tracesInFiles, tracesInTables } from '@dating/testing';
import { adminLogin, launchBrowser, portalUrl, screenshot } from '../src/browser';
import { expectAccessible } from '../src/accessibility';
import { approveWaitingOrderOf, receiptFile } from '../src/billing';
import { confirmationTokenIn, isConfirmationMail, waitForMatchingMail } from '../src/mail';
import { callApi, createMember, deviceAddress, openLoggedIn, type Member } from '../src/members';
import {
  backendServices,
  natsStoreFolder,
  objectStoreFolder,
  serviceDatabase,
} from '../src/stores';

/**
 * Issue 29, a member's data is his: a Norwegian man registers on his phone (390×844, Norwegian)
 * accepting the Terms and the Privacy Policy, keeps his religion with his consent, adds two
 * photos, matches a Thai member (English, on a desktop), subscribes and writes to her. He
 * downloads his data and finds it all; he withdraws his consent, and she no longer finds him by
 * his religion. He deletes his account, logs in during the grace period and keeps it, deletes it
 * again; once its day has come every service erases its part. She keeps the conversation with
 * "Deleted member" and his messages removed; the admin sees the deletion complete; his address
 * and username make a new account; and no database, stream or bucket holds anything of him.
 */
let browser: Browser;
let ploy: Member;
const run = Date.now().toString(36).slice(-5);
const henrik = {
  username: `henrik${run}`,
  email: `henrik${run}@example.com`,
  password: 'a long enough password',
  name: `Henrik Brekke${run}`,
  phone: '+47 934 56 781',
  line: `henrik.line.${run}`,
  userId: 0,
  device: deviceAddress(),
};
const henrikWrote = [`Hei Ploy, hilsen fra Bergen ${run}`, `Skal vi ta en videosamtale? ${run}`];
const ployWrote = `Hello Henrik, nice to hear from you ${run}`;
/** The stored ids of his photos, read from svc-profile before he goes. */
const photoIds: string[] = [];
/** His religion as he chose it: the code the search filters by, the label he read. */
let religion = { code: '', label: '' };

/** What must not be found anywhere once he is erased, case aside. */
const traces = () => [
  henrik.username,
  henrik.email,
  henrik.name,
  `Brekke${run}`,
  '934 56 781',
  '93456781',
  henrik.line,
  ...photoIds,
];

const auth = serviceDatabase('svc-auth');

/** The day as the portal writes it for a Norwegian reader. */
const norwegianDay = (at: Date) =>
  new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric' }).format(at);

/** The day Henrik's account is to be deleted, as svc-auth keeps it. */
async function dueDay(): Promise<string> {
  const [row] = await auth.query<{ deletion_due_at: Date | null }>(
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

/** His phone, kept from registration to the deletion request. */
let phone: { context: BrowserContext; page: Page };

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

async function confirmDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Bekreft', exact: true }).click();
}

/** The first real option of a list (after 'Velg'); answers its code and its label. */
async function choose(page: Page, label: string): Promise<{ code: string; label: string }> {
  const select = page.getByLabel(label, { exact: true });
  await select.selectOption({ index: 1 });
  return select.evaluate((element) => {
    const option = (element as HTMLSelectElement).selectedOptions[0];
    return { code: option?.value ?? '', label: option?.text ?? '' };
  });
}

async function photoFile(name: string, background: { r: number; g: number; b: number }) {
  const file = path.resolve(__dirname, '..', 'output', `${name}.jpg`);
  mkdirSync(path.dirname(file), { recursive: true });
  const image = await sharp({ create: { width: 640, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
  writeFileSync(file, image);
  return file;
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

/** Ploy's search for Norwegian men of his religion, as a URL she could share. */
const searchOfHisReligion = () =>
  portalUrl(
    `/search?gender_for=M&age_start=30&age_end=50&country=Norway&religion=${religion.code}`,
  );

/** Opens the search and answers what the portal found, once the page shows it. */
async function searchAs(page: Page): Promise<string> {
  const found = page.waitForResponse(
    (response: Response) =>
      response.url().endsWith('/api/get-category') && response.request().method() === 'POST',
  );
  await page.goto(searchOfHisReligion());
  const answer = await found;
  expect(answer.status()).toBe(200);
  return answer.text();
}

beforeAll(async () => {
  browser = await launchBrowser();
  ploy = await createMember(`ploy${run}`, {
    name: `Ploy ${run}`,
    gender: 'F',
    genderFor: 'M',
    birthdate: '1991-01-23',
    country: 'Thailand',
    ageStart: 30,
    ageEnd: 50,
  });
}, 120_000);

afterAll(() => browser?.close());

describe("a member's data is his", () => {
  let admin: Page;
  let ployPage: Page;

  it('registers on his phone with the Terms and the Privacy Policy, keeps his religion with his consent, and adds two photos', async () => {
    phone = await norwegianPhone(henrik.device);
    const { page } = phone;
    await page.goto(portalUrl('/register'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('no');
    await page.getByLabel('E-post', { exact: true }).fill(henrik.email);
    await page.getByLabel('Brukernavn', { exact: true }).fill(henrik.username);
    await page.getByLabel('Passord', { exact: true }).fill(henrik.password);
    await page.getByLabel('Bekreft passord', { exact: true }).fill(henrik.password);
    await page.getByRole('checkbox', { name: /^Jeg godtar vilkårene for bruk/ }).check();
    await page.getByRole('checkbox', { name: /^Jeg har lest personvernerklæringen/ }).check();
    await screenshot(page, 'privacy-register');
    await expectAccessible(page);
    await expectFitsThePhone(page);
    await page.getByRole('button', { name: 'Opprett konto' }).click();
    await confirmDialog(page);
    await page.getByText('Den første registreringen er fullført').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja', exact: true }).click();
    henrik.userId = Number(await page.evaluate(() => localStorage.getItem('user_id')));
    expect(henrik.userId).toBeGreaterThan(0);

    // His address, confirmed by the link in his mail (in a tab of its own).
    const token = confirmationTokenIn(await waitForMatchingMail(henrik.email, isConfirmationMail));
    await callApi('/api/confirm-email', { body: { token }, device: henrik.device });

    await page.getByRole('heading', { name: 'Brukerinformasjon' }).first().waitFor();
    await page.getByLabel('Navnet ditt', { exact: true }).fill(henrik.name);
    await page.getByLabel('Kjønn', { exact: true }).selectOption('M');
    await page.getByLabel('Fødselsdatoen din', { exact: true }).fill('1983-06-11');
    await page.getByLabel('Land', { exact: true }).fill('Norway');
    await page.getByLabel('Yrke', { exact: true }).fill('Ingeniør');
    await page.getByLabel('Telefon', { exact: true }).fill(henrik.phone);
    await page.getByLabel('Line', { exact: true }).fill(henrik.line);
    await page.getByRole('button', { name: 'NESTE', exact: true }).click();

    await page.getByRole('heading', { name: 'Personlig informasjon' }).first().waitFor();
    await page.getByLabel('Høyde (cm)', { exact: true }).fill('184');
    await page.getByLabel('Vekt (kg)', { exact: true }).fill('82');
    for (const label of ['Sivilstand', 'Ønsker du barn?', 'Utdanning']) await choose(page, label);
    religion = await choose(page, 'Religion');
    // His religion is kept only with his consent, asked in Norwegian on this step.
    const consent = page.getByRole('checkbox', { name: sensitiveConsent.texts.no });
    await consent.check();
    await screenshot(page, 'privacy-sensitive-consent');
    await expectAccessible(page);
    await expectFitsThePhone(page);
    await page.getByRole('button', { name: 'NESTE', exact: true }).click();

    await page.getByRole('heading', { name: 'Favoritter' }).first().waitFor();
    await choose(page, 'Hvor ofte drikker du alkohol?');
    await choose(page, 'Røyker du?');
    await page.getByRole('button', { name: 'NESTE', exact: true }).click();

    await page.getByRole('heading', { name: 'Dateinformasjon' }).first().waitFor();
    await choose(page, 'Hva ser du etter?');
    await choose(page, 'Er kommunikasjonsspråket viktig for deg?');
    await choose(page, 'Er du interessert i å lære thai?');
    await page.getByLabel('Kjønn du ser etter', { exact: true }).selectOption('F');
    await page
      .getByLabel('Hvorfor ønsker du en thailandsk partner?', { exact: true })
      .fill('Varme og familieverdier.');
    await page
      .getByLabel('Hva synes du om thailandske kvinner/menn?', { exact: true })
      .fill('Sterke og hjertelige.');
    await page.getByRole('button', { name: 'REGISTRER', exact: true }).click();
    await confirmDialog(page);
    await page.waitForURL(portalUrl('/'));

    // Two photos, from the photo manager under his User Information.
    await page.goto(portalUrl('/my-profile'));
    await page.getByRole('button', { name: 'Rediger Brukerinformasjon' }).click();
    await page.waitForURL(/\/edit-profile$/);
    const add = page.getByLabel('Legg til bilde', { exact: true });
    await add.setInputFiles(await photoFile(`privacy-photo-1-${run}`, { r: 90, g: 120, b: 170 }));
    await page.getByRole('listitem', { name: 'Bilde 1' }).getByRole('img').waitFor();
    await add.setInputFiles(await photoFile(`privacy-photo-2-${run}`, { r: 170, g: 120, b: 90 }));
    await page.getByRole('listitem', { name: 'Bilde 2' }).getByRole('img').waitFor();
    await page.getByRole('button', { name: 'LAGRE', exact: true }).click();
    await confirmDialog(page);
    await page.waitForURL(/\/my-profile$/);
    await page.getByRole('button', { name: `Bilde 2 av ${henrik.name}` }).waitFor();
    await page.getByText(religion.label, { exact: true }).first().waitFor();
    await screenshot(page, 'privacy-my-profile');
    await expectAccessible(page);
    await expectFitsThePhone(page);

    const stored = await serviceDatabase('svc-profile').query<{ img_file: string }>(
      'SELECT img_file FROM user_img WHERE user_id = $1 ORDER BY img_seq',
      [henrik.userId],
    );
    photoIds.push(...stored.map((photo) => photo.img_file));
    expect(photoIds).toHaveLength(2);
  }, 240_000);

  it('shows Ploy interest; she matches; he subscribes by PromptPay and they write to each other', async () => {
    const { page } = phone;
    await page.goto(portalUrl(`/profile?id=${ploy.userId}`));
    await page.getByRole('button', { name: 'Interessert', exact: true }).click();
    await confirmDialog(page);
    await page
      .getByText(/^Vellykket:/)
      .first()
      .waitFor();
    await callApi('/api/manage-interest', {
      body: { user_id: ploy.userId, user_interest_id: henrik.userId, action: 'match' },
      token: ploy.token,
      device: ploy.device,
    });

    await page.goto(portalUrl('/my-package'));
    await page
      .getByRole('button', { name: /^Abonner/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Bekreft abonnement' }).waitFor();
    await confirmDialog(page);
    await page.getByLabel('Legg ved kvittering').setInputFiles(await receiptFile(`receipt-${run}`));
    await page.getByRole('img', { name: 'Forhåndsvisning av kvitteringen' }).waitFor();
    await page.getByRole('button', { name: 'Lagre', exact: true }).click();
    await confirmDialog(page);
    await page.getByText('Venter på at administratoren kontrollerer abonnementet ditt').waitFor();
    await approveWaitingOrderOf(henrik.username);

    // He writes first (a subscriber may); she answers; he writes again.
    await page.goto(portalUrl(`/messages/${ploy.userId}`));
    const composer = page.getByLabel('Din melding', { exact: true });
    const send = async (text: string) => {
      await composer.fill(text);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      // Sent: the thread shows it as sent, and the box is empty for the next one.
      await page
        .getByRole('listitem')
        .filter({ hasText: text })
        .getByText(/· (Sendt|Lest)$/)
        .waitFor();
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLTextAreaElement>('.matching-composer textarea')?.value === '',
      );
    };
    await send(henrikWrote[0] ?? '');
    await callApi('/api/send-message', {
      body: { user_id: ploy.userId, other_user_id: henrik.userId, text: ployWrote },
      token: ploy.token,
      device: ploy.device,
    });
    await page.getByText(ployWrote, { exact: true }).waitFor();
    await send(henrikWrote[1] ?? '');
    await screenshot(page, 'privacy-conversation');
    await expectAccessible(page);
    await expectFitsThePhone(page);
  }, 180_000);

  it('downloads his data: one zip with every domain, in Norwegian, his photos and their conversation', async () => {
    const { page } = phone;
    await page.goto(portalUrl('/account'));
    const section = page.getByRole('region', { name: 'Last ned dataene mine' });
    await section.getByRole('button', { name: 'Klargjør dataene mine' }).click();
    const link = section.getByRole('link', { name: /^Last ned dataene mine \(/ });
    await link.waitFor({ timeout: 120_000 });
    await screenshot(page, 'privacy-export-ready');
    await expectAccessible(page);
    await expectFitsThePhone(page);
    await waitForMatchingMail(henrik.email, (mail) =>
      mail.Subject.includes('Dataene dine er klare til nedlasting'),
    );

    const [download] = await Promise.all([page.waitForEvent('download'), link.tap()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = new AdmZip(await download.path());
    const names = zip.getEntries().map((entry) => entry.entryName);
    expect(names[0]).toBe(exportReadmeName);
    expect(names).toEqual(
      expect.arrayContaining([
        'account/account.json',
        'account/consents.json',
        'account/mail-settings.json',
        'profile/profile.json',
        'profile/sensitive-consent.json',
        'profile/photos.json',
        'contacts/interests.json',
        'contacts/matches.json',
        'contacts/blocks.json',
        'contacts/conversations.json',
        'contacts/conversations/conversation-1.json',
        'contacts/reports-made.json',
        'contacts/notifications.json',
        'billing/orders.json',
        'billing/memberships.json',
        'billing/receipts.json',
      ]),
    );
    const text = (name: string) => zip.getEntry(name)?.getData().toString('utf8') ?? '';
    // README.txt explains every file, in his language.
    for (const name of names.slice(1)) expect(text(exportReadmeName)).toContain(name);
    expect(text('account/account.json')).toContain(henrik.email);
    expect(text('account/consents.json')).toMatch(/terms[\s\S]*privacy|privacy[\s\S]*terms/);
    // His profile with the questions and answers as the wizard asked them, in Norwegian.
    const profile = text('profile/profile.json');
    expect(profile).toContain(henrik.name);
    expect(profile).toContain('"question": "Religion"');
    expect(profile).toContain(religion.label);
    expect(profile).toContain('Hvorfor ønsker du en thailandsk partner?');
    expect(text('profile/sensitive-consent.json')).toContain(sensitiveConsent.version);
    // Both photos as files, as he uploaded them (the portal stores them as images).
    const photos = names.filter((name) => name.startsWith('profile/photos/photo-'));
    expect(photos).toHaveLength(2);
    for (const name of photos) {
      const meta = await sharp(zip.getEntry(name)?.getData()).metadata();
      expect(meta.width).toBeGreaterThan(0);
    }
    // Their conversation, his words and hers.
    const conversation = text('contacts/conversations/conversation-1.json');
    for (const words of [...henrikWrote, ployWrote]) expect(conversation).toContain(words);
    expect(text('contacts/matches.json')).toContain(`Ploy ${run}`);
    // His order, membership and receipt.
    expect(JSON.parse(text('billing/orders.json'))).not.toEqual([]);
    expect(names.some((name) => name.startsWith('billing/receipts/'))).toBe(true);
  }, 200_000);

  it('withdraws his consent at My Profile → Privacy, and Ploy no longer finds him by his religion', async () => {
    ployPage = await openLoggedIn(browser, ploy, ploy.device);
    expect(await searchAs(ployPage)).toContain(henrik.name);
    const hisCard = ployPage.getByRole('link', { name: new RegExp(henrik.name) }).first();
    await hisCard.waitFor();

    const { page } = phone;
    await page.goto(portalUrl('/my-profile'));
    const privacy = page.getByRole('region', { name: 'Personvern' });
    await privacy.getByText(/^Du samtykket /).waitFor();
    await privacy.getByRole('button', { name: 'Trekk tilbake samtykket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trekke tilbake samtykket?' });
    await dialog.getByText(/slettes med en gang, fra profilen din og fra søk/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Trekk tilbake samtykket' }).click();
    await privacy.getByText(/^Du har ikke samtykket i at etnisitet, religion/).waitFor();
    await screenshot(page, 'privacy-consent-withdrawn');
    await expectAccessible(page);
    await expectFitsThePhone(page);
    // Gone from his profile at once.
    await page.reload();
    await page.getByRole('button', { name: `Bilde 2 av ${henrik.name}` }).waitFor();
    expect(await page.getByText(religion.label, { exact: true }).count()).toBe(0);

    // And from her search by religion.
    expect(await searchAs(ployPage)).not.toContain(henrik.name);
    await hisCard.waitFor({ state: 'detached' });
  }, 120_000);

  it('asks for deletion on his phone, sees the day, logs in again to the banner, keeps the account and asks again', async () => {
    const { context, page } = phone;
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
    const [kept] = await auth.query<{ deletion_due_at: Date | null }>(
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
    // The scan at the end sees what it looks for while he is still here.
    expect(await tracesInTables(serviceDatabase('svc-profile'), traces())).toEqual(
      expect.arrayContaining(['user_info.name', 'user_info.phone', 'user_img.img_file']),
    );
    expect(await tracesInFiles(natsStoreFolder(), traces())).not.toEqual([]);
    expect(await tracesInFiles(objectStoreFolder(), traces())).not.toEqual([]);
    await auth.query(
      `UPDATE user_login SET deletion_due_at = now() - interval '1 minute'
        WHERE user_id = $1 AND deletion_due_at IS NOT NULL`,
      [henrik.userId],
    );
    const deadline = Date.now() + 150_000;
    for (;;) {
      const steps = await auth.query<{ service: string }>(
        'SELECT service FROM account_erasure_step WHERE user_id = $1',
        [henrik.userId],
      );
      if (steps.length === backendServices.length) break;
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
    const page = ployPage;
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
    const [deletion] = await auth.query<{ pseudonym: string }>(
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

  it('no database, stream or bucket holds his username, address, names, phone or photos', async () => {
    const found: Record<string, string[]> = {};
    for (const service of backendServices)
      found[service] = await tracesInTables(serviceDatabase(service), traces());
    found.nats = await tracesInFiles(natsStoreFolder(), traces());
    found.objects = await tracesInFiles(objectStoreFolder(), traces());
    expect(found).toEqual({
      'svc-auth': [],
      'svc-profile': [],
      'svc-interest': [],
      'svc-billing': [],
      nats: [],
      objects: [],
    });
  }, 120_000);

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
    await confirmDialog(page);
    await page.getByText('Den første registreringen er fullført').waitFor();
    await screenshot(page, 'deletion-new-account');
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Nei', exact: true }).click();
    await page.getByRole('button', { name: 'Profilmeny' }).waitFor();
    // A new account: no deletion day hangs over it.
    expect(await page.getByRole('complementary', { name: 'Sletting av konto' }).count()).toBe(0);
    const [account] = await auth.query<{ user_id: number }>(
      'SELECT user_id FROM user_login WHERE username = $1 AND email = $2',
      [henrik.username, henrik.email],
    );
    expect(account?.user_id).toBeDefined();
    expect(account?.user_id).not.toBe(henrik.userId);
    await context.close();
  }, 60_000);
});
