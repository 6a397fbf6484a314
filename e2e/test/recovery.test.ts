import { type Browser, type Page } from 'playwright-core';
import { adminLogin, launchBrowser, portalUrl, screenshot } from '../src/browser';
import { expectAccessible } from '../src/accessibility';
import { resetLinkIn, waitForMatchingMail } from '../src/mail';
import { logIn, submitLogin } from '../src/members';
import { currentAcceptance } from '@dating/contracts';

// Forgot password, as a member lives it: the request on /login, the e-mail in the mail
// catcher, the reset page, and logging in with the new password; then the admin's view.

let browser: Browser;

const member = {
  username: 'recovery-member',
  email: 'recovery-member@example.com',
  password: 'the first password',
  newPassword: 'a new password after the reset',
};

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const created = await fetch(portalUrl('/api/create-user-login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': process.env.E2E_APP_KEY ?? '' },
    body: JSON.stringify({
      email: member.email,
      username: member.username,
      password: member.password,
      ...currentAcceptance,
    }),
  });
  expect(created.status).toBe(200);
});

afterAll(() => browser?.close());

describe('password recovery', () => {
  let link: string;

  it('goes from Forgot password through the e-mail to logging in with the new password', async () => {
    const page = await newPage();
    await page.goto(portalUrl('/login'));
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Are you sure you want to submit the request to reset your password?')
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByText(
        'Successfully: If an account uses this e-mail address, a link to reset your password has been e-mailed to it.',
        { exact: false },
      )
      .waitFor();
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    const mail = await waitForMatchingMail(member.email, (sent) =>
      sent.Text.includes('/re-password?token='),
    );
    link = resetLinkIn(mail);
    expect(link.startsWith(portalUrl('/re-password?token='))).toBe(true);

    await page.goto(link);
    await page.getByText(`Choose a new password for ${member.username}.`).waitFor();
    const newPassword = page.getByLabel('New Password', { exact: true });
    await newPassword.fill(member.newPassword);
    await page.getByRole('button', { name: 'Show New Password' }).click();
    expect(await newPassword.getAttribute('type')).toBe('text');
    await page.getByLabel('Confirm Password', { exact: true }).fill(member.newPassword);
    await screenshot(page, 'reset-password');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByRole('dialog')
      .getByText('Are you sure you want to reset your password?')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Password Change Successful!' }).waitFor();
    await screenshot(page, 'reset-password-done');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(portalUrl('/login'));
    await logIn(page, member.username, member.newPassword);
    await page.context().close();
  });

  it('shows the invalid-token view for the used link, and refuses the old password', async () => {
    const page = await newPage();
    await page.goto(link);
    await page.getByText('The token provided is either invalid or has expired.').waitFor();
    await expect(page.getByLabel('New Password', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'reset-password-invalid');
    await expectAccessible(page);

    await submitLogin(page, member.username, member.password);
    await page.getByText('Error: Invalid username or password').waitFor();
    await page.context().close();
  });

  it("lists the request as used on the admin's page", async () => {
    const page = await newPage();
    await logIn(page, adminLogin.username, adminLogin.password);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Administration' }).click();
    await page.getByRole('link', { name: 'Password reset requests' }).click();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await row.waitFor();
    await expect(row.getByText('Used').count()).resolves.toBe(1);
    await expect(row.getByRole('button', { name: /Send again/ }).count()).resolves.toBe(0);
    await screenshot(page, 'admin-reset-requests');
    await expectAccessible(page);
    await page.context().close();
  });
});
