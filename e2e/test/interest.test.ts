import { type Browser, type Page } from 'playwright-core';
import { type MailSettingsResult, type UnreadNotificationsResult } from '@dating/contracts';
import { launchBrowser, portalUrl, screenshot } from '../src/browser';
import { expectAccessible } from '../src/accessibility';
import { approvedMembership, membershipTold } from '../src/billing';
import { measurePageLoad } from '../src/measure';
import { waitForMatchingMail } from '../src/mail';
import { callApi, createMember, openLoggedIn, type Member } from '../src/members';

let browser: Browser;
let seeker: Member;
let sought: Member;
const run = Date.now().toString(36).slice(-5);
const soughtLine = `line-${run}`;

beforeAll(async () => {
  browser = await launchBrowser();
  [seeker, sought] = await Promise.all([
    createMember(`anders${run}`, {
      name: `Anders ${run}`,
      gender: 'M',
      genderFor: 'F',
      birthdate: '1984-02-03',
      country: 'Norway',
      ageStart: 25,
      ageEnd: 45,
    }),
    createMember(`malee${run}`, {
      name: `Malee ${run}`,
      gender: 'F',
      genderFor: 'M',
      birthdate: '1994-08-20',
      country: 'Thailand',
      ageStart: 30,
      ageEnd: 50,
      line: soughtLine,
      phone: '+66 81 234 5678',
    }),
  ]);
});

afterAll(() => browser?.close());

/** An interest action: the button, its confirmation, then 'Interest Finished'. */
async function act(page: Page, button: string, question: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Successfully: Interest Finished').first().waitFor();
}

/** The member's unread notifications, as the bell counts them. */
async function unreadNotifications(member: Member): Promise<number> {
  const { unread } = await callApi<UnreadNotificationsResult>('/api/get-unread-notifications', {
    body: { user_id: member.userId },
    token: member.token,
    device: member.device,
  });
  return unread;
}

/** The header's bell once it says `count` unread. */
const bellSaying = (page: Page, count: number) =>
  page.getByRole('link', {
    name: count === 0 ? 'Notifications' : `Notifications, ${count} unread`,
    exact: true,
  });

async function openCard(page: Page, name: string): Promise<void> {
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await page.waitForURL(/\/profile\?id=\d+/);
}

describe('interest between two members', () => {
  let seekerPage: Page;
  let soughtPage: Page;

  it('A finds B by searching and shows interest', async () => {
    seekerPage = await openLoggedIn(browser, seeker, seeker.device);
    await seekerPage.goto(portalUrl('/search'));
    await seekerPage.getByRole('radio', { name: 'Woman' }).check();
    await seekerPage
      .getByRole('link', { name: new RegExp(sought.name) })
      .first()
      .waitFor();
    await screenshot(seekerPage, 'interest-search');
    await expectAccessible(seekerPage);
    await measurePageLoad(seekerPage, 'search', portalUrl('/search'), () =>
      seekerPage
        .getByRole('link', { name: new RegExp(sought.name) })
        .first()
        .waitFor(),
    );
    await openCard(seekerPage, sought.name);
    await act(seekerPage, 'Interest', 'Are you sure you want to show interest in this him/her?');
    await seekerPage.getByRole('button', { name: 'Ignore', exact: true }).waitFor();
  });

  it('B sees A under Interest Me and matches', async () => {
    soughtPage = await openLoggedIn(browser, sought, sought.device);
    await soughtPage.goto(portalUrl('/interest-me'));
    await soughtPage.getByRole('heading', { name: 'Interest Me' }).waitFor();
    await openCard(soughtPage, seeker.name);
    await soughtPage.getByRole('button', { name: 'Unmatch/Ignore', exact: true }).waitFor();
    await act(soughtPage, 'Match', 'Are you sure you want to match with him/her?');
    await soughtPage.getByRole('button', { name: 'Unmatch', exact: true }).waitFor();
  });

  it('both see each other under Matching', async () => {
    for (const [page, other] of [
      [soughtPage, seeker],
      [seekerPage, sought],
    ] as const) {
      await page.goto(portalUrl('/matching'));
      await page.getByRole('heading', { name: 'Matching' }).waitFor();
      await page
        .getByRole('link', { name: new RegExp(other.name) })
        .first()
        .waitFor();
    }
  });

  it('A without a membership sees Subscribe and no contact details; with one, B’s contact details', async () => {
    await openCard(seekerPage, sought.name);
    await seekerPage.getByRole('button', { name: 'Unmatch', exact: true }).waitFor();
    await seekerPage.getByRole('link', { name: 'Subscribe' }).waitFor();
    expect(await seekerPage.getByText(soughtLine).count()).toBe(0);
    await screenshot(seekerPage, 'interest-matched-unsubscribed');
    await expectAccessible(seekerPage);

    await approvedMembership(seeker);
    await membershipTold(seeker, sought);
    await seekerPage.reload();
    await seekerPage.getByText(soughtLine).waitFor();
    await seekerPage.getByText('+66 81 234 5678').waitFor();
    expect(await seekerPage.getByRole('link', { name: 'Subscribe' }).count()).toBe(0);
    await screenshot(seekerPage, 'interest-contact-details');
    await expectAccessible(seekerPage);
  });

  it('A, now a subscriber, writes to B; each sees the other’s message arrive without reloading', async () => {
    await seekerPage.getByRole('link', { name: 'Send a message' }).click();
    await seekerPage.waitForURL(/\/messages\/\d+$/);
    await soughtPage.goto(portalUrl('/messages'));
    await soughtPage.getByRole('heading', { name: 'Messages' }).waitFor();
    await soughtPage.getByText('No conversations yet.').waitFor();
    const unreadBefore = await unreadNotifications(sought);
    await bellSaying(soughtPage, unreadBefore).waitFor();
    await expectAccessible(soughtPage);

    const hello = `สวัสดีครับ Malee, hei fra Norge ${run}`;
    await seekerPage.getByLabel('Your message').fill(hello);
    await seekerPage.getByRole('button', { name: 'Send', exact: true }).click();
    const listed = (page: Page, text: string) =>
      page.getByRole('listitem').filter({ hasText: text }).first();
    await listed(seekerPage, hello).waitFor();
    await listed(soughtPage, hello).waitFor();
    await bellSaying(soughtPage, unreadBefore + 1).waitFor();

    await listed(soughtPage, hello).getByRole('link').first().click();
    await soughtPage.waitForURL(/\/messages\/\d+$/);
    // Reading the conversation reads its notification.
    await bellSaying(soughtPage, unreadBefore).waitFor();
    const reply = `Hello Anders, nice to meet you ${run}`;
    await soughtPage.getByLabel('Your message').fill(reply);
    await soughtPage.getByRole('button', { name: 'Send', exact: true }).click();
    await listed(seekerPage, reply).waitFor();
    await screenshot(seekerPage, 'conversation');
    await expectAccessible(seekerPage);
    await screenshot(soughtPage, 'conversation-reply');
    await expectAccessible(soughtPage);
  });

  it('B, now using the portal in Thai, gets new interest live on her bell and in a Thai digest e-mail, and unsubscribes from its link', async () => {
    // Her mails speak the language of her last login.
    await callApi('/api/user/login', {
      body: { username: sought.username, password: sought.password },
      device: sought.device,
      language: 'th',
    });
    const admirer = await createMember(`erik${run}`, {
      name: `Erik ${run}`,
      gender: 'M',
      genderFor: 'F',
      birthdate: '1980-11-02',
      country: 'Norway',
      ageStart: 25,
      ageEnd: 45,
    });
    const unreadBefore = await unreadNotifications(sought);
    await callApi('/api/create-interest', {
      body: { user_id: admirer.userId, user_interest_id: sought.userId },
      token: admirer.token,
      device: admirer.device,
    });
    await bellSaying(soughtPage, unreadBefore + 1).waitFor();

    const digest = await waitForMatchingMail(
      sought.email,
      (mail) => mail.Subject.startsWith('มีคนสนใจคุณ') && mail.Text.includes(admirer.name),
      60_000,
    );
    const unsubscribe = /https?:\/\/\S+\/unsubscribe\?token=[\w.%-]+/.exec(digest.Text)?.[0];
    if (!unsubscribe) throw new Error(`No unsubscribe link in the digest: ${digest.Text}`);
    await soughtPage.goto(unsubscribe);
    await soughtPage.getByText('You will no longer get these e-mails').waitFor();
    await expectAccessible(soughtPage);
    const settings = await callApi<MailSettingsResult>('/api/get-mail-settings', {
      body: { user_id: sought.userId },
      token: sought.token,
      device: sought.device,
    });
    expect(settings.result).toEqual({
      match: true,
      digest: false,
      subscription: true,
      warning: true,
    });
  });
});
