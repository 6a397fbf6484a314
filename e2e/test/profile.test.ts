import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { launchBrowser, portalUrl, screenshot } from '../src/browser';
import { expectAccessible } from '../src/accessibility';
import { measurePageLoad } from '../src/measure';
import { Messages, sensitiveConsent } from '@dating/contracts';

let browser: Browser;
const run = Date.now().toString(36).slice(-5);
const password = 'a long enough password';

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser?.close());

async function newMember(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  return { context, page };
}

async function photoFile(): Promise<string> {
  const file = path.resolve(__dirname, '..', 'output', 'e2e-photo.jpg');
  mkdirSync(path.dirname(file), { recursive: true });
  const image = await sharp({
    create: { width: 640, height: 800, channels: 3, background: { r: 214, g: 140, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  writeFileSync(file, image);
  return file;
}

/** The first real option of a list (after 'Please select'); answers the label it picked. */
async function choose(page: Page, label: string): Promise<string> {
  const select = page.getByLabel(label, { exact: true });
  await select.selectOption({ index: 1 });
  return select.evaluate(
    (element) => (element as HTMLSelectElement).selectedOptions[0]?.text ?? '',
  );
}

async function expectError(page: Page, message: string): Promise<void> {
  await page.getByText(`Error: ${message}`).first().waitFor();
}

/** SPEC.md §5: the first missing item's label turns red and bold. */
async function expectMarked(label: Locator): Promise<void> {
  const style = await label.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { weight: Number(computed.fontWeight), color: computed.color };
  });
  expect(style.weight).toBeGreaterThanOrEqual(700);
  const [red = 0, green = 0, blue = 0] = style.color.match(/\d+/g)?.map(Number) ?? [];
  expect(red).toBeGreaterThan(150);
  expect(red).toBeGreaterThan(green + 60);
  expect(red).toBeGreaterThan(blue + 60);
}

async function next(page: Page, name: 'NEXT' | 'REGISTER' = 'NEXT'): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

async function stepIs(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: title }).first().waitFor();
}

async function registerAccount(page: Page, username: string, withPhoto: boolean): Promise<void> {
  await page.goto(portalUrl('/register'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectError(page, 'Please fill in Email');
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill('something else entirely');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectError(page, 'Password and Confirm Password do not match.');
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectError(page, 'Please accept the Terms & Conditions');
  await page.getByRole('checkbox', { name: /^I accept the Terms of Use/ }).check();
  await page.getByRole('checkbox', { name: /^I have read the Privacy Policy/ }).check();
  if (withPhoto) {
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles(await photoFile());
    const preview = page.getByRole('img', { name: 'Your profile photo' });
    await preview.waitFor();
    const box = await preview.boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([200, 200]);
  }
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Initial Registration Complete').waitFor();
  await page.getByText('Would you like to provide additional details?').waitFor();
}

async function userIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => localStorage.getItem('user_id'));
  expect(id).toMatch(/^\d+$/);
  return String(id);
}

describe("a member's profile", () => {
  it('registers with a photo, fills the four sections, edits one, and hides and shows it', async () => {
    const malee = await newMember();
    const page = malee.page;
    const username = `malee_${run}`;
    await registerAccount(page, username, true);
    await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();

    // Section 1: User Information.
    await stepIs(page, 'User Information');
    await next(page);
    await expectError(page, 'Please fill in your name');
    await expectMarked(page.locator('label', { hasText: 'Your Name' }).first());
    await page.getByLabel('Your Name', { exact: true }).fill('Malee');
    const gender = await page.getByLabel('Gender', { exact: true }).evaluate((element) => {
      const select = element as HTMLSelectElement;
      const woman = [...select.options].find((option) => option.value === 'F');
      return woman?.text ?? '';
    });
    await page.getByLabel('Gender', { exact: true }).selectOption('F');
    await page.getByLabel('Your Birthday', { exact: true }).fill('1994-04-12');
    await page.getByLabel('Country', { exact: true }).fill('Thailand');
    await page.getByLabel('Occupation', { exact: true }).fill('Nurse');
    await page
      .getByLabel('Caption', { exact: true })
      .fill('I love cooking and long walks by the river.');
    await page.getByLabel('Line', { exact: true }).fill(`line_${run}`);
    await next(page);

    // Section 2: Personal Information.
    await stepIs(page, 'Personal Information');
    await next(page);
    await expectError(page, 'Please fill in Height');
    await page.getByLabel('Height (cm)', { exact: true }).fill('162');
    await page.getByLabel('Weight (kg)', { exact: true }).fill('52');
    const marital = await choose(page, 'Marital Status');
    await choose(page, 'Do you want children?');
    await choose(page, 'Ethnicity');
    const religion = await choose(page, 'Religion');
    await choose(page, 'Education');
    const value = page.getByRole('group', { name: 'What do you value in a person?' });
    const valued = value.getByRole('checkbox').first();
    await valued.check();
    const valuedLabel = (await value.locator('label').first().innerText()).trim();
    await page.getByRole('checkbox', { name: 'Hide Weight (kg) from others' }).check();
    await next(page);
    // Ethnicity and religion are kept only with the member's explicit consent.
    await expectError(page, Messages.sensitiveConsentRequired);
    await page.getByRole('checkbox', { name: sensitiveConsent.texts.en }).check();
    await next(page);

    // Section 3: Favorite.
    await stepIs(page, 'Favorite');
    await next(page);
    await expectError(page, 'Please select Drinking');
    await choose(page, 'How often do you drink?');
    await choose(page, 'Do you smoke?');
    await page
      .getByLabel('What do you like to do in your free time?', { exact: true })
      .fill('Gardening');
    await next(page);

    // Section 4: Date Information, confirmed before saving.
    await stepIs(page, 'Date Information');
    await next(page, 'REGISTER');
    await expectError(page, 'Please select Looking For');
    const lookingFor = await choose(page, 'What are you looking for?');
    await page.getByLabel('Gender looking for', { exact: true }).selectOption('M');
    await page.getByLabel('Age range from', { exact: true }).selectOption('30');
    await page.getByLabel('Age range to', { exact: true }).selectOption('45');
    await choose(page, 'Is the communication language important to you?');
    await next(page, 'REGISTER');
    await page.getByText('Are you sure you want to confirm the data?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(portalUrl('/'));

    // My Profile shows what was entered.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL(/\/my-profile$/);
    await page.getByText('Malee', { exact: true }).first().waitFor();
    await screenshot(page, 'my-profile');
    await expectAccessible(page);
    for (const text of [
      'Malee',
      gender,
      'Thailand',
      'Nurse',
      'I love cooking and long walks by the river.',
      `line_${run}`,
      '162',
      /^52\s*\[Hidden\]$/,
      marital,
      religion,
      valuedLabel,
      'Gardening',
      lookingFor,
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await page.getByText('[Hidden]', { exact: true }).first().waitFor();
    await page
      .getByRole('img', { name: /Photo 1/ })
      .first()
      .waitFor();

    // Edit one section.
    await page.getByRole('button', { name: 'Edit Favorite' }).click();
    await page.waitForURL(/\/edit-profile$/);
    await expect(page.getByRole('button', { name: 'NEXT' }).count()).resolves.toBe(0);
    await page
      .getByLabel('What do you like to do in your free time?', { exact: true })
      .fill('Gardening and yoga');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await page.getByText('Are you sure you want to confirm the data?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/my-profile$/);
    await page.getByText('Gardening and yoga', { exact: true }).waitFor();

    // The photo manager (EDIT mode, below User Information): a second photo fills slot 2.
    await page.getByRole('button', { name: 'Edit User Information' }).click();
    await page.waitForURL(/\/edit-profile$/);
    await page.getByRole('listitem', { name: 'Photo 1' }).getByRole('img').waitFor();
    await page.getByLabel('Add Photo', { exact: true }).setInputFiles(await photoFile());
    await page.getByRole('listitem', { name: 'Photo 2' }).getByRole('img').waitFor();
    await page.getByRole('button', { name: 'SAVE' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/my-profile$/);
    await page.getByRole('button', { name: 'Photo 2 of Malee' }).waitFor();
    const maleeId = await userIdOf(page);

    // A second member sees the profile, without its contact details.
    const somchai = await newMember();
    await registerAccount(somchai.page, `somchai_${run}`, false);
    await somchai.page.getByRole('dialog').getByRole('button', { name: 'No', exact: true }).click();
    await somchai.page.waitForURL(/\/$/);
    await somchai.page.getByRole('button', { name: 'Profile menu' }).waitFor();

    // Measured from a blank tab: the shell, the remote and the profile, as a new visit.
    const load = await measurePageLoad(
      somchai.page,
      'profile-view',
      portalUrl(`/profile?id=${maleeId}`),
      async () => {
        await somchai.page.getByText('I love cooking and long walks by the river.').waitFor();
        await somchai.page
          .getByRole('img', { name: /Photo 1/ })
          .first()
          .waitFor();
      },
    );
    expect(load.apiCalls.filter((call) => call === '/api/get-profile')).toHaveLength(1);
    await expect(somchai.page.getByText(`line_${run}`).count()).resolves.toBe(0);
    await somchai.page.getByText('[Hidden]', { exact: true }).first().waitFor();
    await screenshot(somchai.page, 'profile-of-another-member');
    await expectAccessible(somchai.page);

    // Hidden: gone for others, still there for its owner; then shown again.
    await page.getByRole('button', { name: 'Hide Profile' }).click();
    await page.getByText('Are you sure you want to hide profile?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Show Profile' }).waitFor();
    await somchai.page.reload();
    await somchai.page.getByRole('heading', { name: 'This member is not available' }).waitFor();
    await expect(somchai.page.getByText('Malee', { exact: true }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Show Profile' }).click();
    await page.getByText('Are you sure you want to show profile?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Hide Profile' }).waitFor();
    await somchai.page.reload();
    await somchai.page.getByText('I love cooking and long walks by the river.').waitFor();

    await malee.context.close();
    await somchai.context.close();
  }, 180000);
});
