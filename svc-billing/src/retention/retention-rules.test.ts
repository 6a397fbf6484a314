import { billingRetentionYears } from '@dating/contracts';
import { keptFrom, retentionEndsAt, retentionReport } from './retention-rules';

const at = (iso: string) => new Date(iso);

describe('when a deleted member’s order may be erased', () => {
  it('is five years after the end of the order’s year', () => {
    expect(billingRetentionYears).toBe(5);
    // Midnight at the start of 2032 in Bangkok.
    expect(retentionEndsAt(at('2026-06-15T10:00:00Z'))).toEqual(at('2031-12-31T17:00:00Z'));
  });

  it('counts the year in Thai time: early on 1 January in Bangkok is the new year', () => {
    // 23:59:59 on 31 December 2026 in Bangkok: still 2026.
    expect(retentionEndsAt(at('2026-12-31T16:59:59.999Z'))).toEqual(at('2031-12-31T17:00:00Z'));
    // 00:00 on 1 January 2027 in Bangkok, though still 2026 in UTC: a year later.
    expect(retentionEndsAt(at('2026-12-31T17:00:00Z'))).toEqual(at('2032-12-31T17:00:00Z'));
    expect(retentionEndsAt(at('2026-12-31T23:59:59Z'))).toEqual(at('2032-12-31T17:00:00Z'));
  });

  it('is the same for the first and the last moment of a Thai year', () => {
    expect(retentionEndsAt(at('2025-12-31T17:00:00Z'))).toEqual(
      retentionEndsAt(at('2026-12-31T16:59:59.999Z')),
    );
  });

  it('agrees with Intl on the Thai year (Thailand keeps UTC+7 all year)', () => {
    const thaiYear = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Bangkok', year: 'numeric' });
    for (const iso of ['2026-12-31T16:59:59.999Z', '2026-12-31T17:00:00Z', '2024-02-29T20:00Z']) {
      const year = Number(thaiYear.format(at(iso)));
      expect(retentionEndsAt(at(iso))).toEqual(
        at(`${year + 1 + billingRetentionYears}-01-01T00:00:00+07:00`),
      );
    }
  });
});

describe('the earliest order date still kept', () => {
  it('is the start of the Thai year five years before now', () => {
    expect(keptFrom(at('2032-03-01T10:00:00Z'))).toEqual(at('2026-12-31T17:00:00Z'));
    expect(keptFrom(at('2031-12-31T16:59:59.999Z'))).toEqual(at('2025-12-31T17:00:00Z'));
    expect(keptFrom(at('2031-12-31T17:00:00Z'))).toEqual(at('2026-12-31T17:00:00Z'));
  });

  it('keeps exactly the orders whose retention has not ended', () => {
    const orders = [
      '2025-12-31T16:59:59.999Z',
      '2025-12-31T17:00:00Z',
      '2026-06-15T10:00:00Z',
      '2026-12-31T16:59:59.999Z',
      '2026-12-31T17:00:00Z',
      '2027-01-01T00:00:00Z',
    ].map(at);
    const nows = [
      '2030-12-31T16:59:59.999Z',
      '2030-12-31T17:00:00Z',
      '2031-12-31T16:59:59.999Z',
      '2031-12-31T17:00:00Z',
      '2032-01-01T00:00:00Z',
      '2032-12-31T17:00:00Z',
    ].map(at);
    for (const now of nows)
      for (const orderedAt of orders)
        expect([now, orderedAt, orderedAt < keptFrom(now)]).toEqual([
          now,
          orderedAt,
          retentionEndsAt(orderedAt) <= now,
        ]);
  });
});

describe("a retention pass's record", () => {
  it('counts the rows of each table and the vouchers taken from the bucket', () => {
    const file = '7d0b1e6a-4f55-4d2f-9a1b-0c9f3c2e1a11';
    expect(retentionReport({ orders: 1, memberships: 0, receiptFiles: [file] })).toEqual({
      purchase_order: 1,
      user_member: 0,
      receipt: 1,
      receipts: 1,
    });
  });
});
