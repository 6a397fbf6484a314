import { createHash, randomUUID } from 'node:crypto';
import {
  billingCalls,
  billingMessages as M,
  ErrorCode,
  Messages,
  receiptLookLimits,
  receiptUrl,
  type Caller,
  type ReceiptLook,
  MessageCode,
  said,
} from '@dating/contracts';
import { serviceFailure } from '@dating/testing';
import { promptPayPayload } from '../src/payment/promptpay';
import {
  as,
  join,
  mailTo,
  order,
  pay,
  portalUrl,
  refused,
  sendAs,
  sql,
  startPortal,
  storeReceipt,
  uploadReceipt,
  type Portal,
} from './portal';

let portal: Portal;
let malee: Caller;
let somsri: Caller;
let erik: Caller;

beforeAll(async () => {
  portal = await startPortal();
  [malee, somsri, erik] = await Promise.all([
    join(portal, 'malee'),
    join(portal, 'somsri'),
    join(portal, 'erik'),
  ]);
});

afterAll(() => portal?.stop());

const admin = () => as(portal, portal.admin);
const ordersOf = async (member: Caller) =>
  (
    await as(portal, member)(billingCalls.ordersList, {
      user_id: member.userId,
    })
  ).result;
const membershipsOf = (member: Caller) =>
  as(portal, member)(billingCalls.membershipsList, {
    user_id: member.userId,
  });
const attach = (member: Caller, purchase_id: number, purchase_img_file: string, extra = {}) =>
  as(portal, member)(billingCalls.receiptAttach, { purchase_id, purchase_img_file, ...extra });
const remove = (member: Caller, package_id: number, user_id = member.userId) =>
  as(portal, member)(billingCalls.orderRemove, {
    table: 'PURCHASE_ORDER',
    package_id,
    user_id,
  });

describe('packages', () => {
  it('lists the seeded packages on sale, cheapest first, with price in Baht and days', async () => {
    const { result } = await as(portal, malee)(billingCalls.packagesList, {});
    expect(result.map(({ name, price, duration_days }) => [name, price, duration_days])).toEqual([
      ['1 Month', 299, 30],
      ['3 Months', 799, 90],
      ['6 Months', 1499, 180],
      ['12 Months', 2699, 365],
    ]);
    expect(result.every((pkg) => pkg.detail && pkg.active_flag === 'Y')).toBe(true);
  });

  it('answers get-package-by-id with an array, empty for an unknown package', async () => {
    const get = (package_id: number) => as(portal, malee)(billingCalls.packageGet, { package_id });
    expect((await get(2)).result).toEqual([expect.objectContaining({ name: '3 Months' })]);
    expect(await get(999)).toEqual({ status: 'OK', result: [] });
  });

  it('lets an admin add and change a package, and nobody else', async () => {
    const added = await admin()(billingCalls.packageSave, {
      name: 'Trial week',
      price: 99,
      detail: 'One week',
      duration_days: 7,
    });
    expect(added).toMatchObject({
      status: 'OK',
      message: M.packageSaved,
      code: 'packageSaved',
      package: { name: 'Trial week', price: 99, duration_days: 7, active_flag: 'Y' },
    });
    const id = added.package.package_id;
    const listed = await as(portal, malee)(billingCalls.packagesList, {});
    expect(listed.result[0]?.package_id).toBe(id);

    const changed = await admin()(billingCalls.packageSave, {
      package_id: id,
      name: 'Trial week',
      price: 149,
      duration_days: 7,
      active_flag: 'N',
    });
    expect(changed.package).toMatchObject({ price: 149, detail: null, active_flag: 'N' });
    const after = await as(portal, malee)(billingCalls.packagesList, {});
    expect(after.result.map((pkg) => pkg.package_id)).not.toContain(id);
    expect(await serviceFailure(order(portal, erik, id))).toEqual({
      code: ErrorCode.NotFound,
      message: M.packageNotFound,
      messageCode: 'packageNotFound',
    });

    expect(
      await serviceFailure(
        as(portal, malee)(billingCalls.packageSave, {
          name: 'Free forever',
          price: 1,
          duration_days: 3650,
        }),
      ),
    ).toEqual(refused);
    expect((await admin()(billingCalls.packagesAll, {})).result).not.toContainEqual(
      expect.objectContaining({ name: 'Free forever' }),
    );
    expect(
      await serviceFailure(
        admin()(billingCalls.packageSave, {
          package_id: 999,
          name: 'x',
          price: 1,
          duration_days: 1,
        }),
      ),
    ).toEqual({
      code: ErrorCode.NotFound,
      message: M.packageNotFound,
      messageCode: 'packageNotFound',
    });
  });

  it('lists every package to an admin, off sale too, so one can be put back on sale', async () => {
    const allPackages = () => admin()(billingCalls.packagesAll, {});
    const onSale = async () => (await as(portal, malee)(billingCalls.packagesList, {})).result;
    const fields = { name: 'Weekend', price: 49, detail: 'Two days', duration_days: 2 };
    const { package: weekend } = await admin()(billingCalls.packageSave, {
      ...fields,
      active_flag: 'N',
    });
    expect((await onSale()).map((pkg) => pkg.package_id)).not.toContain(weekend.package_id);

    const { result } = await allPackages();
    expect(result[0]).toEqual({ ...weekend, active_flag: 'N' });
    expect(result.map((pkg) => pkg.name)).toEqual(expect.arrayContaining(['1 Month', '12 Months']));
    const prices = result.map((pkg) => pkg.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(result.length).toBeGreaterThan((await onSale()).length);

    await admin()(billingCalls.packageSave, {
      package_id: weekend.package_id,
      ...fields,
      active_flag: 'Y',
    });
    expect((await onSale())[0]).toEqual({ ...weekend, active_flag: 'Y' });

    expect(await serviceFailure(as(portal, malee)(billingCalls.packagesAll, {}))).toEqual(refused);
  });
});

describe('a package’s texts in Thai, English and Norwegian', () => {
  it('answers the seeded packages in the caller’s language, with every language’s text', async () => {
    const named = async (lang: 'en' | 'th' | 'no') =>
      (await as(portal, malee, lang)(billingCalls.packagesList, {})).result.find(
        (pkg) => pkg.package_id === 1,
      );
    expect(await named('th')).toMatchObject({
      name: '1 เดือน',
      detail: 'ดูข้อมูลติดต่อของสมาชิกที่ตอบรับความสนใจของคุณ',
      price: 299,
      duration_days: 30,
      name_en: '1 Month',
      name_no: '1 måned',
    });
    expect(await named('no')).toMatchObject({
      name: '1 måned',
      detail: 'Se kontaktopplysningene til medlemmer som har svart på interessen din.',
    });
    expect(await named('en')).toMatchObject({
      name: '1 Month',
      detail: 'See the contact details of members who answered your interest.',
    });
    const [byId] = (await as(portal, malee, 'no')(billingCalls.packageGet, { package_id: 2 }))
      .result;
    expect(byId?.name).toBe('3 måneder');
  });

  it('keeps what the admin writes in each language, English where one is left empty', async () => {
    const { package: saved } = await admin()(billingCalls.packageSave, {
      name: 'Two weeks',
      name_th: 'สองสัปดาห์',
      name_no: '',
      price: 199,
      detail: 'Fourteen days of contact details.',
      detail_th: null,
      detail_no: 'Fjorten dager med kontaktopplysninger.',
      duration_days: 14,
      active_flag: 'N',
    });
    expect(saved).toMatchObject({
      name: 'Two weeks',
      name_en: 'Two weeks',
      name_th: 'สองสัปดาห์',
      name_no: null,
      detail_en: 'Fourteen days of contact details.',
      detail_th: null,
      detail_no: 'Fjorten dager med kontaktopplysninger.',
    });
    const inLanguage = async (lang: 'th' | 'no') =>
      (await as(portal, portal.admin, lang)(billingCalls.packagesAll, {})).result.find(
        (pkg) => pkg.package_id === saved.package_id,
      );
    expect(await inLanguage('th')).toMatchObject({
      name: 'สองสัปดาห์',
      detail: 'Fourteen days of contact details.',
    });
    expect(await inLanguage('no')).toMatchObject({
      name: 'Two weeks',
      detail: 'Fjorten dager med kontaktopplysninger.',
    });
  });

  it('names the package of a member’s order in their language', async () => {
    const member = await join(portal, 'orders-in-thai');
    await order(portal, member, 3);
    const { result } = await as(
      portal,
      member,
      'th',
    )(billingCalls.ordersList, {
      user_id: member.userId,
    });
    expect(result).toEqual([expect.objectContaining({ package_name: '6 เดือน' })]);
  });
});

describe('the order life: WP → WA → AP', () => {
  let purchaseId: number;
  let receipt: string;

  it('orders a package at its price, waiting for payment, in the member’s language', async () => {
    const created = await as(
      portal,
      malee,
      'th',
    )(billingCalls.orderCreate, {
      user_id: malee.userId,
      package_id: 1,
      purchase_amt: 299,
      purchase_status: 'WP',
      create_user: 'someone else',
    });
    const [stored] = await sql<{ purchase_id: number }>(
      portal,
      'SELECT purchase_id FROM purchase_order WHERE user_id = $1 AND purchase_status = $2',
      [malee.userId, 'WP'],
    );
    expect(created).toEqual({
      status: 'OK',
      ...said(MessageCode.orderCreated),
      id: stored?.purchase_id,
    });
    purchaseId = created.id;
    expect(await ordersOf(malee)).toEqual([
      {
        purchase_id: purchaseId,
        user_id: malee.userId,
        package_id: 1,
        package_name: '1 Month',
        purchase_amt: 299,
        purchase_date: '2026-03-01T10:00:00.000Z',
        purchase_status: 'WP',
        purchase_approve_date: null,
        purchase_receipt: null,
        purchase_img_file: null,
        purchase_img_type: null,
        purchase_img_size: null,
        receipt_url: null,
        reject_reason: null,
      },
    ]);
    expect(
      await sql(
        portal,
        'SELECT lang, username, create_user, create_process FROM purchase_order WHERE purchase_id = $1',
        [purchaseId],
      ),
    ).toEqual([
      {
        lang: 'th',
        username: 'malee',
        create_user: 'malee',
        create_process: billingCalls.orderCreate.subject,
      },
    ]);
  });

  it('tells how to pay: the PromptPay account and a QR payload with the amount', async () => {
    expect(
      await as(portal, malee)(billingCalls.paymentGet, {
        purchase_id: purchaseId,
      }),
    ).toEqual({
      status: 'OK',
      payment: {
        purchase_id: purchaseId,
        amount: 299,
        promptpay_id: '0812345678',
        account_name: 'Portal Co., Ltd.',
        qr_payload: promptPayPayload('0812345678', 299),
      },
    });
    expect(promptPayPayload('0812345678', 299)).toContain('5406299.00');
  });

  it('takes the receipt: WA, the receipt date from the clock, type and size from storage', async () => {
    portal.clock.advanceDays(1);
    receipt = await uploadReceipt(portal, malee, {
      bytes: 'a slip photo',
      slip: { bank: '004', reference: '2026030112345' },
    });
    expect(
      await attach(malee, purchaseId, receipt, {
        purchase_img_type: 'text/html',
        purchase_img_size: 1,
      }),
    ).toEqual({ status: 'OK', ...said(MessageCode.receiptSaved) });
    expect(await ordersOf(malee)).toEqual([
      expect.objectContaining({
        purchase_status: 'WA',
        purchase_receipt: '2026-03-02T10:00:00.000Z',
        purchase_img_file: receipt,
        purchase_img_type: 'image/webp',
        purchase_img_size: Buffer.byteLength('a slip photo'),
        receipt_url: `/api/files/receipts/${receipt}`,
      }),
    ]);
    expect(
      await serviceFailure(as(portal, malee)(billingCalls.paymentGet, { purchase_id: purchaseId })),
    ).toEqual({
      code: ErrorCode.Conflict,
      message: M.orderNotPayable,
      messageCode: 'orderNotPayable',
    });
    expect(
      await serviceFailure(attach(malee, purchaseId, await uploadReceipt(portal, malee))),
    ).toEqual({
      code: ErrorCode.Conflict,
      message: M.orderNotPayable,
      messageCode: 'orderNotPayable',
    });
  });

  it('is approved by an admin: AP, and a membership from now for the package’s days', async () => {
    const decided = await admin()(billingCalls.orderApprove, {
      purchase_id: purchaseId,
    });
    expect(decided).toMatchObject({
      status: 'OK',
      message: M.orderApproved,
      code: 'orderApproved',
      order: {
        purchase_id: purchaseId,
        purchase_status: 'AP',
        purchase_approve_date: '2026-03-02T10:00:00.000Z',
        username: 'malee',
        slip_bank: '004',
        slip_reference: '2026030112345',
      },
    });
    const memberships = await membershipsOf(malee);
    const [membership] = await sql<{ member_id: number }>(
      portal,
      'SELECT member_id FROM user_member WHERE purchase_id = $1',
      [purchaseId],
    );
    expect(memberships).toEqual({
      status: 'OK',
      result: [
        {
          member_id: membership?.member_id,
          purchase_id: purchaseId,
          package_id: 1,
          member_status: 'N',
          member_start: '2026-03-02T10:00:00.000Z',
          member_end: '2026-04-01T10:00:00.000Z',
          create_datetime: '2026-03-02T10:00:00.000Z',
        },
      ],
      membership: {
        state: 'active',
        member_start: '2026-03-02T10:00:00.000Z',
        member_end: '2026-04-01T10:00:00.000Z',
      },
    });
    expect(await membershipsOf(somsri)).toEqual({
      status: 'OK',
      result: [],
      membership: { state: 'none' },
    });
  });

  it('e-mails the member in the language they ordered in, linking to /my-package', async () => {
    const caught = await mailTo(portal, 'malee', 'การสมัครสมาชิกของคุณเปิดใช้งานแล้ว');
    expect(caught.From.Address).toBe('no-reply@portal.test');
    expect(caught.Text).toContain(`${portalUrl}/my-package`);
    // The package by its Thai name too.
    expect(caught.Text).toContain('1 เดือน');
  });

  it('cannot be removed once approved, and no new order while the membership is active', async () => {
    expect(await serviceFailure(remove(malee, 1))).toEqual({
      code: ErrorCode.Conflict,
      message: M.orderNotRemovable,
      messageCode: 'orderNotRemovable',
    });
    expect(await serviceFailure(order(portal, malee, 2))).toEqual({
      code: ErrorCode.Conflict,
      message: M.membershipActive,
      messageCode: 'membershipActive',
    });
    expect(await ordersOf(malee)).toHaveLength(1);
  });
});

describe('a rejected order: WP → WA → RJ → WA', () => {
  let purchaseId: number;

  it('shows the reason to the member, e-mails it, and takes a new receipt', async () => {
    purchaseId = await order(portal, somsri, 3);
    await pay(portal, somsri, purchaseId);
    const rejected = await admin()(billingCalls.orderReject, {
      purchase_id: purchaseId,
      reason: 'The amount on the slip is 150 Baht',
    });
    expect(rejected).toMatchObject({
      message: M.orderRejected,
      order: { purchase_status: 'RJ', reject_reason: 'The amount on the slip is 150 Baht' },
    });
    expect(await ordersOf(somsri)).toEqual([
      expect.objectContaining({
        purchase_id: purchaseId,
        purchase_status: 'RJ',
        reject_reason: 'The amount on the slip is 150 Baht',
      }),
    ]);
    const caught = await mailTo(portal, 'somsri', 'could not be approved');
    expect(caught.Text).toContain('Reason: The amount on the slip is 150 Baht');
    expect(caught.Text).toContain('6 Months');

    const payment = await as(portal, somsri)(billingCalls.paymentGet, {
      purchase_id: purchaseId,
    });
    expect(payment.payment.amount).toBe(1499);
    expect(await serviceFailure(order(portal, somsri, 1))).toEqual({
      code: ErrorCode.Conflict,
      message: M.orderOpen,
      messageCode: 'orderOpen',
    });

    const second = await uploadReceipt(portal, somsri);
    await attach(somsri, purchaseId, second);
    expect(await ordersOf(somsri)).toEqual([
      expect.objectContaining({
        purchase_status: 'WA',
        purchase_img_file: second,
        reject_reason: null,
      }),
    ]);
  });

  it('is decided once: a second decision on it is a conflict', async () => {
    await admin()(billingCalls.orderReject, { purchase_id: purchaseId, reason: 'Blurred' });
    const notWaiting = {
      code: ErrorCode.Conflict,
      message: M.orderNotWaiting,
      messageCode: 'orderNotWaiting',
    };
    expect(
      await serviceFailure(admin()(billingCalls.orderApprove, { purchase_id: purchaseId })),
    ).toEqual(notWaiting);
    expect(
      await serviceFailure(
        admin()(billingCalls.orderReject, { purchase_id: purchaseId, reason: 'Again' }),
      ),
    ).toEqual(notWaiting);
    expect(
      await serviceFailure(admin()(billingCalls.orderApprove, { purchase_id: 99999 })),
    ).toEqual({ code: ErrorCode.NotFound, message: M.orderNotFound, messageCode: 'orderNotFound' });
    expect(
      await serviceFailure(
        sendAs(portal, portal.admin)(billingCalls.orderReject, { purchase_id: purchaseId }),
      ),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: M.rejectReasonRequired,
      messageCode: 'rejectReasonRequired',
    });
  });

  it('is for admins only', async () => {
    const member = as(portal, somsri);
    const attempts = [
      () => member(billingCalls.orderApprove, { purchase_id: purchaseId }),
      () => member(billingCalls.orderReject, { purchase_id: purchaseId, reason: 'x' }),
      () => member(billingCalls.reviewList, {}),
    ];
    for (const attempt of attempts) expect(await serviceFailure(attempt())).toEqual(refused);
    expect(await ordersOf(somsri)).toEqual([
      expect.objectContaining({ purchase_status: 'RJ', reject_reason: 'Blurred' }),
    ]);
  });

  it('can be removed while not approved; it stays stored, and a new order is possible', async () => {
    expect(await remove(somsri, 3)).toEqual({ status: 'OK', ...said(MessageCode.orderRemoved) });
    expect(await ordersOf(somsri)).toEqual([]);
    expect(
      await sql(
        portal,
        'SELECT active_flag, purchase_status FROM purchase_order WHERE purchase_id = $1',
        [purchaseId],
      ),
    ).toEqual([{ active_flag: 'N', purchase_status: 'RJ' }]);
    expect(await serviceFailure(remove(somsri, 3))).toEqual({
      code: ErrorCode.NotFound,
      message: M.orderNotFound,
      messageCode: 'orderNotFound',
    });
    expect(await order(portal, somsri, 1)).toBeGreaterThan(0);
  });
});

describe('one member and another member’s order', () => {
  let theirs: number;

  beforeAll(async () => {
    theirs = await order(portal, erik, 2);
  });

  it('cannot see, pay, attach to or remove it', async () => {
    const intruder = as(portal, somsri);
    const notFound = {
      code: ErrorCode.NotFound,
      message: M.orderNotFound,
      messageCode: 'orderNotFound',
    };
    expect(
      await serviceFailure(intruder(billingCalls.paymentGet, { purchase_id: theirs })),
    ).toEqual(notFound);
    const file = await uploadReceipt(portal, somsri);
    expect(await serviceFailure(attach(somsri, theirs, file))).toEqual(notFound);
    expect(await serviceFailure(remove(somsri, 2, erik.userId))).toEqual({
      code: ErrorCode.Forbidden,
      message: Messages.forbidden,
      messageCode: 'forbidden',
    });
    expect(await serviceFailure(remove(somsri, 2))).toEqual(notFound);
    for (const subject of [billingCalls.ordersList, billingCalls.membershipsList]) {
      expect(await serviceFailure(intruder(subject, { user_id: erik.userId }))).toEqual({
        code: ErrorCode.Forbidden,
        message: Messages.forbidden,
        messageCode: 'forbidden',
      });
    }
    expect(
      await serviceFailure(
        intruder(billingCalls.orderCreate, { user_id: erik.userId, package_id: 1 }),
      ),
    ).toEqual({ code: ErrorCode.Forbidden, message: Messages.forbidden, messageCode: 'forbidden' });
    expect(await ordersOf(erik)).toEqual([
      expect.objectContaining({ purchase_id: theirs, purchase_status: 'WP' }),
    ]);
  });

  it('cannot attach a receipt someone else uploaded, nor one that is not stored', async () => {
    const notMine = await uploadReceipt(portal, somsri);
    expect(await serviceFailure(attach(erik, theirs, notMine))).toEqual({
      code: ErrorCode.Forbidden,
      message: M.receiptNotYours,
      messageCode: 'receiptNotYours',
    });
    expect(
      await serviceFailure(attach(erik, theirs, '0b9a1c4e-2f5d-4c7a-9e8b-1a2b3c4d5e6f')),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: M.receiptRequired,
      messageCode: 'receiptRequired',
    });
    expect(await serviceFailure(attach(erik, theirs, 'not-a-file'))).toEqual({
      code: ErrorCode.BadRequest,
      message: M.receiptRequired,
      messageCode: 'receiptRequired',
    });
  });
});

describe('ordering', () => {
  it('refuses an amount other than the package’s price, and an unknown package', async () => {
    const member = await join(portal, 'nok');
    const create = (body: object) =>
      sendAs(portal, member)(billingCalls.orderCreate, { user_id: member.userId, ...body });
    expect(await serviceFailure(create({ package_id: 2, purchase_amt: 1 }))).toEqual({
      code: ErrorCode.BadRequest,
      message: M.amountMismatch,
      messageCode: 'amountMismatch',
    });
    expect(await serviceFailure(create({ package_id: 999 }))).toEqual({
      code: ErrorCode.NotFound,
      message: M.packageNotFound,
      messageCode: 'packageNotFound',
    });
    expect(await serviceFailure(create({}))).toEqual({
      code: ErrorCode.BadRequest,
      message: M.packageRequired,
      messageCode: 'packageRequired',
    });
    expect(await ordersOf(member)).toEqual([]);
  });

  it('allows one open order at a time, even when asked for twice at once', async () => {
    const member = await join(portal, 'ploy');
    const outcomes = await Promise.allSettled([1, 2, 3].map((id) => order(portal, member, id)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await ordersOf(member)).toHaveLength(1);
    expect(await serviceFailure(order(portal, member, 4))).toEqual({
      code: ErrorCode.Conflict,
      message: M.orderOpen,
      messageCode: 'orderOpen',
    });
  });
});

describe('a receipt upload the gateway records', () => {
  it('is kept with its uploader, the member the gateway verified, and its evidence', async () => {
    const uploader = await join(portal, 'recorded');
    const file = await uploadReceipt(portal, uploader, {
      bytes: 'a recorded slip',
      slip: { bank: '006', reference: '2026030177701' },
      look: {
        dhash: '0f0f0f0f0f0f0f0f',
        thumbnail: new Uint8Array(receiptLookLimits.thumbnailSide ** 2),
      },
    });
    expect(
      await sql(
        portal,
        `SELECT uploader_id, sha256, slip_bank, slip_reference, look_dhash, create_user,
                create_process
           FROM receipt_upload WHERE file_id = $1`,
        [file],
      ),
    ).toEqual([
      {
        uploader_id: uploader.userId,
        sha256: createHash('sha256').update('a recorded slip').digest('hex'),
        slip_bank: '006',
        slip_reference: '2026030177701',
        look_dhash: '0f0f0f0f0f0f0f0f',
        create_user: 'recorded',
        create_process: billingCalls.receiptRecord.subject,
      },
    ]);
  });

  it('is refused without a member, and refuses what the gateway does not write', async () => {
    const record = {
      receipt_id: randomUUID(),
      sha256: 'ab'.repeat(32),
      slip: null,
      look: null,
    };
    expect(
      await serviceFailure(portal.billing.calls.call(billingCalls.receiptRecord, record)),
    ).toEqual(refused);
    const member = as(portal, malee);
    expect(
      await serviceFailure(
        sendAs(portal, malee)(billingCalls.receiptRecord, { ...record, sha256: 'not a hash' }),
      ),
    ).toMatchObject({ code: ErrorCode.BadRequest });
    expect(
      await serviceFailure(
        member(billingCalls.receiptRecord, { ...record, slip: { bank: 'KBANK', reference: '1' } }),
      ),
    ).toMatchObject({ code: ErrorCode.BadRequest });
    expect(
      await sql(portal, 'SELECT 1 FROM receipt_upload WHERE file_id = $1', [record.receipt_id]),
    ).toEqual([]);
  });

  it('is needed to attach a stored receipt: one nobody recorded is not taken', async () => {
    const member = await join(portal, 'unrecorded');
    const purchaseId = await order(portal, member);
    const file = await storeReceipt(portal, Buffer.from('stored, never recorded'));
    expect(await serviceFailure(attach(member, purchaseId, file))).toEqual({
      code: ErrorCode.BadRequest,
      message: M.receiptRequired,
      messageCode: 'receiptRequired',
    });
    expect(await ordersOf(member)).toEqual([expect.objectContaining({ purchase_status: 'WP' })]);
  });
});

describe('a receipt used before', () => {
  const slip = { bank: '014', reference: '00111222233344ABCD12' };
  let first: Caller;
  let firstOrder: number;

  beforeAll(async () => {
    first = await join(portal, 'kanya');
    firstOrder = await order(portal, first);
    await attach(
      first,
      firstOrder,
      await uploadReceipt(portal, first, { bytes: 'slip one', slip }),
    );
  });

  it('is refused by its slip reference, for another order of anyone', async () => {
    const other = await join(portal, 'dao');
    const otherOrder = await order(portal, other);
    const sameSlip = await uploadReceipt(portal, other, { bytes: 'another photo', slip });
    expect(await serviceFailure(attach(other, otherOrder, sameSlip))).toEqual({
      code: ErrorCode.Conflict,
      message: M.receiptAlreadyUsed,
      messageCode: 'receiptAlreadyUsed',
    });
    expect(await ordersOf(other)).toEqual([expect.objectContaining({ purchase_status: 'WP' })]);
  });

  it('is refused by its bytes, even once the order it paid was removed', async () => {
    await remove(first, 1);
    const again = await order(portal, first);
    const sameBytes = await uploadReceipt(portal, first, { bytes: 'slip one' });
    expect(await serviceFailure(attach(first, again, sameBytes))).toEqual({
      code: ErrorCode.Conflict,
      message: M.receiptAlreadyUsed,
      messageCode: 'receiptAlreadyUsed',
    });
    const sameSlip = await uploadReceipt(portal, first, { bytes: 'slip one, cropped', slip });
    expect(await serviceFailure(attach(first, again, sameSlip))).toEqual({
      code: ErrorCode.Conflict,
      message: M.receiptAlreadyUsed,
      messageCode: 'receiptAlreadyUsed',
    });
  });

  it('is taken by one order only when two attach it at the same moment', async () => {
    const racers = await Promise.all([join(portal, 'racer-a'), join(portal, 'racer-b')]);
    const sharedSlip = { bank: '002', reference: '0002123123121200011' };
    const attempts = await Promise.all(
      racers.map(async (member) => {
        const purchaseId = await order(portal, member);
        const file = await uploadReceipt(portal, member, { slip: sharedSlip });
        return attach(member, purchaseId, file).then(
          () => 'attached',
          (error: unknown) => error,
        );
      }),
    );
    expect(attempts.filter((outcome) => outcome === 'attached')).toHaveLength(1);
    expect(
      await sql(portal, 'SELECT count(*)::int AS n FROM receipt WHERE slip_reference = $1', [
        sharedSlip.reference,
      ]),
    ).toEqual([{ n: 1 }]);
  });
});

describe('a receipt that looks like an earlier one', () => {
  /** A slip's look (receipt-look.ts): a dHash and a light page with a few dark pixels. */
  const look = (dhash: string, dark: number[]): ReceiptLook => {
    const thumbnail = new Uint8Array(receiptLookLimits.thumbnailSide ** 2).fill(240);
    for (const pixel of dark) thumbnail[pixel] = 30;
    return { dhash, thumbnail };
  };
  const text = Array.from({ length: 40 }, (_, i) => 700 + i * 3);
  const original = look('3c3c0f0f71718e8e', text);
  let earlierOrder: number;
  let earlierFile: string;

  const underReview = async (purchaseId: number) => {
    const { result } = await admin()(billingCalls.reviewList, {
      status: 'WA',
    });
    return result.find((order) => order.purchase_id === purchaseId);
  };

  beforeAll(async () => {
    const payer = await join(portal, 'lookalike-first');
    earlierOrder = await order(portal, payer);
    earlierFile = await uploadReceipt(portal, payer, { bytes: 'slip, first save', look: original });
    await attach(payer, earlierOrder, earlierFile);
  });

  it('is taken, and flagged to the admin with the earlier order and its receipt', async () => {
    const reuser = await join(portal, 'lookalike-again');
    const purchaseId = await order(portal, reuser);
    // Saved again: other bytes, two dHash bits and a few pixels a little off.
    const resaved = look('3c3c0f0f71718e8c', text);
    resaved.thumbnail[5] = 215;
    resaved.thumbnail[text[0] ?? 0] = 60;
    const file = await uploadReceipt(portal, reuser, { bytes: 'slip, saved again', look: resaved });
    expect(await attach(reuser, purchaseId, file)).toEqual({
      status: 'OK',
      message: M.receiptSaved,
      code: 'receiptSaved',
    });
    expect(await underReview(purchaseId)).toMatchObject({
      purchase_status: 'WA',
      likely_reuse: { purchase_id: earlierOrder, receipt_url: receiptUrl(earlierFile) },
    });
    expect(await underReview(earlierOrder)).toMatchObject({ likely_reuse: null });
  });

  it('is not flagged for a slip of the same layout with other text', async () => {
    const payer = await join(portal, 'lookalike-layout');
    const purchaseId = await order(portal, payer);
    const otherText = Array.from({ length: 40 }, (_, i) => 701 + i * 3);
    const file = await uploadReceipt(portal, payer, {
      bytes: 'another slip',
      look: look('3c3c0f0f71718e8e', otherText),
    });
    await attach(payer, purchaseId, file);
    expect(await underReview(purchaseId)).toMatchObject({ likely_reuse: null });
  });
});

describe('a receipt an admin rejected', () => {
  const firstSlip = { bank: '025', reference: '2026030155501REJ' };
  const secondSlip = { bank: '025', reference: '2026030155502NEW' };
  let owner: Caller;
  let purchaseId: number;

  beforeAll(async () => {
    owner = await join(portal, 'wipa');
    purchaseId = await order(portal, owner);
    const first = await uploadReceipt(portal, owner, { bytes: 'rejected slip', slip: firstSlip });
    await attach(owner, purchaseId, first);
    await admin()(billingCalls.orderReject, { purchase_id: purchaseId, reason: 'Wrong sum' });
    const second = await uploadReceipt(portal, owner, { bytes: 'new slip', slip: secondSlip });
    await attach(owner, purchaseId, second);
  });

  it('stays stored beside the new one, and the review shows the new one’s slip', async () => {
    expect(
      await sql(
        portal,
        'SELECT slip_reference FROM receipt WHERE purchase_id = $1 ORDER BY receipt_id',
        [purchaseId],
      ),
    ).toEqual([{ slip_reference: firstSlip.reference }, { slip_reference: secondSlip.reference }]);
    const { result } = await admin()(billingCalls.reviewList, {});
    expect(result.find((row) => row.purchase_id === purchaseId)).toMatchObject({
      purchase_status: 'WA',
      slip_bank: secondSlip.bank,
      slip_reference: secondSlip.reference,
    });
  });

  it('cannot pay another member’s order, by its bytes or by its slip reference', async () => {
    const other = await join(portal, 'lamai');
    const otherOrder = await order(portal, other);
    const used = {
      code: ErrorCode.Conflict,
      message: M.receiptAlreadyUsed,
      messageCode: 'receiptAlreadyUsed',
    };
    const sameBytes = await uploadReceipt(portal, other, { bytes: 'rejected slip' });
    expect(await serviceFailure(attach(other, otherOrder, sameBytes))).toEqual(used);
    const sameSlip = await uploadReceipt(portal, other, {
      bytes: 'the rejected slip, photographed again',
      slip: firstSlip,
    });
    expect(await serviceFailure(attach(other, otherOrder, sameSlip))).toEqual(used);
    expect(await ordersOf(other)).toEqual([
      expect.objectContaining({ purchase_status: 'WP', purchase_img_file: null }),
    ]);
  });
});

describe('a receipt sent again to the order that rejected it', () => {
  const slip = { bank: '004', reference: '2026030177701AGAIN' };
  const slipLook = (): ReceiptLook => {
    const thumbnail = new Uint8Array(receiptLookLimits.thumbnailSide ** 2).fill(240);
    for (let i = 0; i < 40; i++) thumbnail[900 + i * 5] = 30;
    return { dhash: 'a5a55a5a0f0ff0f0', thumbnail };
  };
  let owner: Caller;
  let purchaseId: number;
  let firstFile: string;

  const reject = (reason: string) =>
    admin()(billingCalls.orderReject, { purchase_id: purchaseId, reason });

  beforeAll(async () => {
    owner = await join(portal, 'resender');
    purchaseId = await order(portal, owner);
    firstFile = await uploadReceipt(portal, owner, {
      bytes: 'the slip nok sent',
      slip,
      look: slipLook(),
    });
    await attach(owner, purchaseId, firstFile);
    await reject('The slip is cut off');
  });

  it('is a new attempt for that order, uploaded again or as the same file', async () => {
    const again = await uploadReceipt(portal, owner, {
      bytes: 'the slip nok sent',
      slip,
      look: slipLook(),
    });
    expect(await attach(owner, purchaseId, again)).toEqual({
      status: 'OK',
      message: M.receiptSaved,
      code: 'receiptSaved',
    });
    const { result } = await admin()(billingCalls.reviewList, { status: 'WA' });
    expect(result.find((row) => row.purchase_id === purchaseId)).toMatchObject({
      purchase_status: 'WA',
      receipt_url: receiptUrl(again),
      slip_reference: slip.reference,
      likely_reuse: null,
    });

    await reject('Still cut off');
    expect(await attach(owner, purchaseId, again)).toEqual({
      status: 'OK',
      message: M.receiptSaved,
      code: 'receiptSaved',
    });
    expect(await ordersOf(owner)).toEqual([
      expect.objectContaining({ purchase_status: 'WA', purchase_img_file: again }),
    ]);
    expect(
      await sql(
        portal,
        `SELECT file_id, reattach_of IS NOT NULL AS reattached FROM receipt
          WHERE purchase_id = $1 ORDER BY receipt_id`,
        [purchaseId],
      ),
    ).toEqual([
      { file_id: firstFile, reattached: false },
      { file_id: again, reattached: true },
    ]);
  });

  it('is still refused for another order, saying it paid another purchase', async () => {
    const other = await join(portal, 'reuser-pim');
    const otherOrder = await order(portal, other);
    const used = {
      code: ErrorCode.Conflict,
      message: M.receiptAlreadyUsed,
      messageCode: 'receiptAlreadyUsed',
    };
    const sameBytes = await uploadReceipt(portal, other, { bytes: 'the slip nok sent' });
    expect(await serviceFailure(attach(other, otherOrder, sameBytes))).toEqual(used);
    const sameSlip = await uploadReceipt(portal, other, { bytes: 'nok’s slip, retaken', slip });
    expect(await serviceFailure(attach(other, otherOrder, sameSlip))).toEqual(used);
    expect(await ordersOf(other)).toEqual([expect.objectContaining({ purchase_status: 'WP' })]);
  });
});
