import { type Browser, type Page } from 'playwright-core';
import { crc16ccitt } from '@dating/contracts';
import { adminLogin, launchBrowser, portalUrl, screenshot } from '../src/browser';
import { expectAccessible } from '../src/accessibility';
import { receiptFile } from '../src/billing';
import { waitForMatchingMail } from '../src/mail';
import { measurePageLoad } from '../src/measure';
import { createMember, openLoggedIn, type Member } from '../src/members';

let browser: Browser;
let member: Member;
const run = Date.now().toString(36).slice(-5);

beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMember(`buyer${run}`, {
    name: `Lars ${run}`,
    gender: 'M',
    genderFor: 'F',
    birthdate: '1985-04-12',
    country: 'Norway',
    ageStart: 25,
    ageEnd: 45,
  });
});

afterAll(() => browser?.close());

async function confirm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

describe('a subscription', () => {
  it('is paid by PromptPay with a receipt, approved by an admin, and then active', async () => {
    const page = await openLoggedIn(browser, member, member.device);
    await page.goto(portalUrl('/my-package'));
    await page.getByRole('heading', { name: 'Your Subscription' }).waitFor();
    await page.getByText('No Subscription').waitFor();
    await page.getByText('does not renew by itself', { exact: false }).waitFor();

    const subscribe = page.getByRole('button', { name: /^Subscribe/ }).first();
    await subscribe.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Subscription' });
    await dialog.getByText('Are you sure you want to subscribe to this package?').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    // The payment view: instructions and a PromptPay QR that carries the amount and its CRC.
    const qr = page.getByRole('img', { name: /PromptPay QR code/ });
    await qr.waitFor();
    const payload = (await qr.getAttribute('data-payload')) ?? '';
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toMatch(/5802TH/);
    expect(payload).toMatch(/54\d\d\d+\.\d\d/);
    expect(payload.slice(-4)).toBe(crc16ccitt(payload.slice(0, -4)));
    await page.getByText('PromptPay number').first().waitFor();
    await screenshot(page, 'subscription-payment');
    await expectAccessible(page);

    // Save needs a receipt (SPEC.md §5); then the receipt goes up with the confirmation.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Error: Please attach the receipt').waitFor();
    await page.getByLabel('Attach Receipt').setInputFiles(await receiptFile(`receipt-${run}`));
    await page.getByRole('img', { name: 'Receipt preview' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await confirm(page, 'Confirm Save');
    await page.getByText('Waiting admin for checking your subscription').waitFor();
    expect(await page.getByRole('button', { name: /^Subscribe/ }).count()).toBe(0);

    // The admin approves it in the purchases panel.
    const admin = await openLoggedIn(browser, adminLogin);
    await admin.goto(portalUrl('/admin/purchases'));
    // The receipt the member attached, readable by the admin, enlarged on a click.
    await admin.getByRole('button', { name: `Show the receipt of ${member.username}` }).click();
    const receipt = admin.getByRole('dialog', { name: `Receipt of ${member.username}` });
    await receipt.getByRole('img', { name: `Receipt of ${member.username}` }).waitFor();
    await screenshot(admin, 'subscription-admin');
    await expectAccessible(admin);
    await admin.keyboard.press('Escape');
    await receipt.waitFor({ state: 'hidden' });
    await admin.getByRole('button', { name: `Approve: ${member.username}` }).click();
    await confirm(admin, 'Approve Purchase');
    await admin.getByText('Successfully: The purchase has been approved').waitFor();

    // The member: Active with both dates, no Subscribe, and the order in the history.
    await page.reload();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText('Activate Date', { exact: false }).waitFor();
    await page.getByText('Expired Date', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: /^Subscribe/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Purchase History' }).click();
    const history = page.getByRole('dialog', { name: 'Purchase History' });
    const rows = history.getByRole('row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    const row = await rows.nth(1).innerText();
    expect(row).toMatch(/\d\d\/\d\d\/\d{4},? \d\d:\d\d/);
    expect(row).not.toContain('N/A');
    expect(row).toContain('Approved');
    // Every column fits in the dialog, the last one too.
    const dialogBox = await history.boundingBox();
    const statusBox = await history.getByRole('cell', { name: 'Approved' }).boundingBox();
    expect(statusBox && dialogBox && statusBox.x + statusBox.width).toBeLessThanOrEqual(
      (dialogBox?.x ?? 0) + (dialogBox?.width ?? 0),
    );
    await screenshot(page, 'subscription-active');
    await expectAccessible(page);

    await history.getByRole('button', { name: 'Close' }).first().click();
    // Measured from a blank tab, in the same browser: the page as a member opens it again.
    await measurePageLoad(page, 'my-package', portalUrl('/my-package'), () =>
      page.getByText('Active', { exact: true }).waitFor(),
    );

    // The approval is mailed; the address got its confirmation link before it.
    await waitForMatchingMail(member.email, (sent) =>
      /approved/i.test(`${sent.Subject}\n${sent.Text}`),
    );
  });
});
