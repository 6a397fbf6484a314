import { erasedObjectKeys, erasureReport } from './erasure-rules';

const file = '7d0b1e6a-4f55-4d2f-9a1b-0c9f3c2e1a11';
const voucher = '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9';

describe("the receipts bucket's objects an erasure removes", () => {
  it('are an unattached upload whole: its image and its look', () => {
    expect(erasedObjectKeys([{ fileId: file, attached: false, hasLook: true }])).toEqual([
      file,
      `look/${file}`,
    ]);
    expect(erasedObjectKeys([{ fileId: file, attached: false, hasLook: false }])).toEqual([file]);
  });

  it("keep an order's voucher, taking only its look thumbnail (the receipt row has a copy)", () => {
    expect(
      erasedObjectKeys([
        { fileId: voucher, attached: true, hasLook: true },
        { fileId: file, attached: true, hasLook: false },
      ]),
    ).toEqual([`look/${voucher}`]);
  });
});

describe("an erasure's report", () => {
  it('names every table and the bucket, erased and kept, zeros too', () => {
    expect(
      erasureReport({
        unpaidOrders: 1,
        orders: 2,
        memberships: 1,
        receipts: 3,
        uploads: 4,
        statuses: 0,
        outboxRows: 2,
        removedObjects: 5,
      }),
    ).toEqual({
      erased: {
        purchase_order: 1,
        receipt_upload: 4,
        member_status: 0,
        outbox: 2,
        receipts: 5,
      },
      pseudonymised: { purchase_order: 2, user_member: 1, receipt: 3, receipts: 3 },
    });
  });
});
