import {
  gatewayPaths,
  type MembershipState,
  type PackageView,
  type PaymentInstructions,
  type PurchaseOrderView,
  type ReviewOrderView,
  type UserMemberView,
} from '@dating/contracts';

/** Test data in the shapes svc-billing answers with. */
export function pkg(overrides: Partial<PackageView> = {}): PackageView {
  const name = overrides.name ?? '1 Month';
  const detail =
    overrides.detail === undefined ? 'See contact details for a month' : overrides.detail;
  return {
    package_id: 1,
    name,
    price: 990,
    detail,
    duration_days: 30,
    active_flag: 'Y',
    name_en: name,
    name_th: null,
    name_no: null,
    detail_en: detail,
    detail_th: null,
    detail_no: null,
    ...overrides,
  };
}

export const packages: PackageView[] = [
  pkg(),
  pkg({ package_id: 2, name: '3 Months', price: 2490, detail: null, duration_days: 90 }),
];

export function order(overrides: Partial<PurchaseOrderView> = {}): PurchaseOrderView {
  return {
    purchase_id: 11,
    user_id: 7,
    package_id: 2,
    package_name: '3 Months',
    purchase_amt: 2490,
    purchase_date: '2026-03-01T10:00:00.000Z',
    purchase_status: 'WP',
    purchase_approve_date: null,
    purchase_receipt: null,
    purchase_img_file: null,
    purchase_img_type: null,
    purchase_img_size: null,
    receipt_url: null,
    reject_reason: null,
    ...overrides,
  };
}

export function member(overrides: Partial<UserMemberView> = {}): UserMemberView {
  return {
    member_id: 1,
    purchase_id: 10,
    package_id: 1,
    member_status: 'N',
    member_start: '2026-02-01T12:00:00.000Z',
    member_end: '2026-03-03T12:00:00.000Z',
    create_datetime: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

export const noMembership: MembershipState = { state: 'none' };

export const payment: PaymentInstructions = {
  purchase_id: 11,
  amount: 2490,
  promptpay_id: '0812345678',
  account_name: 'Thai Norwegian Dating Co.',
  qr_payload:
    '00020101021229370016A000000677010111011300668123456785802TH53037645407' + '2490.006304ABCD',
};

export function review(overrides: Partial<ReviewOrderView> = {}): ReviewOrderView {
  return {
    ...order({
      purchase_status: 'WA',
      purchase_receipt: '2026-03-01T11:00:00.000Z',
      purchase_img_file: '5a0a3c3e-8d0b-4a43-9d0e-6a1cbb3f1a11',
      purchase_img_type: 'image/jpeg',
      purchase_img_size: 1234,
      receipt_url: gatewayPaths.receipt('5a0a3c3e-8d0b-4a43-9d0e-6a1cbb3f1a11'),
    }),
    username: 'malee',
    slip_bank: '004',
    slip_reference: '2026030112345',
    likely_reuse: null,
    ...overrides,
  };
}
