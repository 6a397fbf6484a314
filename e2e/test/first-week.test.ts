import { mkdirSync, writeFileSync } from 'node:fs';
import { sensitiveConsent } from '@dating/contracts';
import path from 'node:path';
import sharp from 'sharp';
import { type Browser, type Page } from 'playwright-core';
import { launchBrowser, portalUrl, screenshot } from '../src/browser';
import { expectAccessible } from '../src/accessibility';
import { approveWaitingOrderOf, receiptFile } from '../src/billing';
import { confirmationTokenIn, isConfirmationMail, waitForMatchingMail } from '../src/mail';
import { callApi, createMember, deviceAddress, type Member } from '../src/members';

/**
 * A new member's first week, on a 390×844 phone set to Thai, as issue 14 asks: she registers,
 * skips the wizard, is led back by the completeness card to finish her profile, confirms her
 * address, finds people on her first search, shows interest, subscribes, and once the man she
 * liked has answered, taps his contact link.
 */
let browser: Browser;
let lars: Member;
const run = Date.now().toString(36).slice(-5);
const password = 'a long enough password';
const larsLine = `lars.line.${run}`;

beforeAll(async () => {
  browser = await launchBrowser();
  lars = await createMember(`lars${run}`, {
    name: `Lars ${run}`,
    gender: 'M',
    genderFor: 'F',
    birthdate: '1989-03-02',
    country: 'Norway',
    ageStart: 25,
    ageEnd: 45,
    line: larsLine,
    phone: '+47 912 34 567',
  });
});

afterAll(() => browser?.close());

async function photoFile(): Promise<string> {
  const file = path.resolve(__dirname, '..', 'output', 'first-week-photo.jpg');
  mkdirSync(path.dirname(file), { recursive: true });
  const image = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 200, g: 150, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  writeFileSync(file, image);
  return file;
}

/** The first real option of a list (after 'กรุณาเลือก'). */
async function choose(page: Page, label: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).selectOption({ index: 1 });
}

async function confirmDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'ยืนยัน', exact: true }).click();
}

/** Nothing wider than the phone: no sideways scrolling. */
async function expectFitsThePhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

describe("a Thai member's first week, on her phone", () => {
  it('registers, finishes her profile from the card, finds people, subscribes and taps a contact link', async () => {
    const device = deviceAddress();
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'th-TH',
      extraHTTPHeaders: { 'x-forwarded-for': device },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20000);
    const username = `dao${run}`;
    const email = `${username}@example.com`;

    // The phone's language, from the first visit.
    await page.goto(portalUrl('/'));
    await page.getByRole('heading', { name: 'ค้นหาคู่ของคุณระหว่างไทยและนอร์เวย์' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');

    // The account, and 'No' to the details for now.
    await page.goto(portalUrl('/register'));
    await page.getByLabel('อีเมล', { exact: true }).fill(email);
    await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill(username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
    await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /^ฉันยอมรับ ข้อกำหนดการใช้งาน/ }).check();
    await page.getByRole('checkbox', { name: /^ฉันได้อ่าน นโยบายความเป็นส่วนตัว/ }).check();
    await page.getByRole('button', { name: 'สร้างบัญชี' }).click();
    await confirmDialog(page);
    await page.getByText('การลงทะเบียนเบื้องต้นเสร็จสมบูรณ์').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'ไม่', exact: true }).click();
    // 'Later' keeps her signed in: home, with the card that leads back to her profile.
    await page.waitForURL(/\/$/);
    await page.getByRole('button', { name: 'เมนูโปรไฟล์' }).waitFor();
    await page.getByText('กรอกโปรไฟล์ของคุณให้ครบ').waitFor();

    // Home: the banner asks for the address, the card lists what is missing.
    await page.goto(portalUrl('/'));
    await page.getByText(`กรุณายืนยันอีเมลของคุณ เราส่งลิงก์ไปที่ ${email} แล้ว`).waitFor();
    const card = page.getByRole('region', { name: 'กรอกโปรไฟล์ของคุณให้ครบ' });
    await card.waitFor();
    await screenshot(page, 'phone-home');
    await expectAccessible(page);
    await expectFitsThePhone(page);

    // The link in her mail confirms the address.
    const token = confirmationTokenIn(await waitForMatchingMail(email, isConfirmationMail));
    await page.goto(portalUrl(`/confirm-email?token=${token}`));
    await page.getByText('ยืนยันอีเมลของคุณเรียบร้อยแล้ว', { exact: false }).waitFor();

    // The card leads to the wizard; defaults for the search are filled in for her.
    await page.goto(portalUrl('/'));
    await card.getByRole('link', { name: 'กรอกข้อมูลผู้ใช้ (ชื่อของคุณ)' }).click();
    await page.getByRole('heading', { name: 'ข้อมูลผู้ใช้' }).first().waitFor();
    await page.getByLabel('ชื่อของคุณ', { exact: true }).fill(`ดาว ${run}`);
    await page.getByLabel('เพศ', { exact: true }).selectOption('F');
    await page.getByLabel('วันเกิดของคุณ', { exact: true }).fill('1994-04-12');
    await page.getByLabel('ประเทศ', { exact: true }).fill('Thailand');
    await page.getByLabel('อาชีพ', { exact: true }).fill('พยาบาล');
    await screenshot(page, 'phone-wizard');
    await expectAccessible(page);
    await expectFitsThePhone(page);
    await page.getByRole('button', { name: 'ถัดไป', exact: true }).click();

    await page.getByRole('heading', { name: 'ข้อมูลส่วนตัว' }).first().waitFor();
    await page.getByLabel('ส่วนสูง (ซม.)', { exact: true }).fill('160');
    await page.getByLabel('น้ำหนัก (กก.)', { exact: true }).fill('50');
    for (const label of ['สถานภาพสมรส', 'คุณต้องการมีบุตรหรือไม่?', 'เชื้อชาติ', 'ศาสนา', 'การศึกษา']) {
      await choose(page, label);
    }
    // Her ethnicity and religion are kept only with her consent, in Thai.
    await page.getByRole('checkbox', { name: sensitiveConsent.texts.th }).check();
    await page.getByRole('button', { name: 'ถัดไป', exact: true }).click();

    await page.getByRole('heading', { name: 'สิ่งที่ชื่นชอบ' }).first().waitFor();
    await choose(page, 'คุณดื่มเครื่องดื่มแอลกอฮอล์บ่อยแค่ไหน?');
    await choose(page, 'คุณสูบบุหรี่หรือไม่?');
    await page.getByRole('button', { name: 'ถัดไป', exact: true }).click();

    // Date information: the questions for foreign men are not hers to answer.
    await page.getByRole('heading', { name: 'ข้อมูลการออกเดต' }).first().waitFor();
    expect(await page.getByLabel('ทำไมคุณถึงต้องการคู่ครองคนไทย?').count()).toBe(0);
    await choose(page, 'คุณกำลังมองหาอะไร?');
    await choose(page, 'ภาษาที่ใช้สื่อสารสำคัญสำหรับคุณหรือไม่?');
    expect(await page.getByLabel('เพศที่คุณกำลังมองหา', { exact: true }).inputValue()).toBe('M');
    await page.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
    await confirmDialog(page);
    await page.waitForURL(portalUrl('/'));

    // Only the photo is left; the card leads to it.
    await card.getByRole('link', { name: 'เพิ่มรูปภาพ' }).click();
    await page.waitForURL(/\/edit-profile$/);
    await page.getByLabel('เพิ่มรูปภาพ', { exact: true }).setInputFiles(await photoFile());
    await page.getByRole('listitem', { name: 'รูปภาพที่ 1' }).getByRole('img').waitFor();
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await confirmDialog(page);
    await page.waitForURL(/\/my-profile$/);
    await page.goto(portalUrl('/'));
    await page.getByRole('heading', { name: 'สมาชิกใหม่' }).waitFor();
    await expect(card.count()).resolves.toBe(0);

    // The first search finds Lars, with her own defaults.
    await page.goto(portalUrl('/search'));
    const larsCard = page.getByRole('link', { name: new RegExp(`Lars ${run}`) }).first();
    await larsCard.waitFor();
    await screenshot(page, 'phone-search');
    await expectAccessible(page);
    await expectFitsThePhone(page);

    // His profile; the interest button is within reach without scrolling.
    await larsCard.click();
    await page.waitForURL(/\/profile\?id=\d+/);
    const interest = page.getByRole('button', { name: 'สนใจ', exact: true });
    await interest.waitFor();
    const box = await interest.boundingBox();
    expect((box?.y ?? 900) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await screenshot(page, 'phone-profile');
    await expectAccessible(page);
    await expectFitsThePhone(page);
    await interest.click();
    await confirmDialog(page);
    await page
      .getByText(/^สำเร็จ:/)
      .first()
      .waitFor();

    // Lars answers.
    const dao = Number(await page.evaluate(() => localStorage.getItem('user_id')));
    await callApi('/api/manage-interest', {
      body: { user_id: lars.userId, user_interest_id: dao, action: 'match' },
      token: lars.token,
      device: lars.device,
    });

    // She subscribes by PromptPay on the phone that shows the QR.
    await page.goto(portalUrl('/my-package'));
    await page
      .getByRole('button', { name: /^สมัครสมาชิก/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'ยืนยันการสมัครสมาชิก' }).waitFor();
    await confirmDialog(page);
    await page.getByRole('img', { name: /คิวอาร์โค้ดพร้อมเพย์/ }).waitFor();
    await page.getByRole('button', { name: 'บันทึกคิวอาร์' }).waitFor();
    await page.getByRole('button', { name: 'คัดลอกหมายเลขพร้อมเพย์' }).waitFor();
    await page.getByText('ผู้ดูแลระบบจะตรวจสอบใบเสร็จภายใน 24 ชั่วโมง').waitFor();
    await screenshot(page, 'phone-payment');
    await expectAccessible(page);
    await expectFitsThePhone(page);
    await page.getByLabel('แนบใบเสร็จ').setInputFiles(await receiptFile(`receipt-${username}`));
    await page.getByRole('img', { name: 'ตัวอย่างใบเสร็จ' }).waitFor();
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await confirmDialog(page);
    await page.getByText('รอผู้ดูแลระบบตรวจสอบการสมัครสมาชิกของคุณ').waitFor();
    await approveWaitingOrderOf(username);

    // His contact details open their apps; she taps his Line.
    await context.route('https://line.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>LINE</title>' }),
    );
    await page.goto(portalUrl(`/profile?id=${lars.userId}`));
    const line = page.getByRole('link', { name: larsLine });
    await line.waitFor();
    const phone = page.getByRole('link', { name: '+47 912 34 567' });
    expect(await phone.getAttribute('href')).toBe('tel:+4791234567');
    const [lineApp] = await Promise.all([context.waitForEvent('page'), line.tap()]);
    await lineApp.waitForLoadState();
    expect(lineApp.url()).toBe(`https://line.me/ti/p/~${larsLine}`);
    await screenshot(page, 'phone-contact');
    await context.close();
  });
});
