import { randomUUID } from 'node:crypto';
import { ErrorCode, Messages, profileCalls, type Caller } from '@dating/contracts';
import {
  ManualClock,
  serviceFailure,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { defineProfileService } from '../src/service';
import { asMember, member, sql } from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

const admin: Caller = { userId: 99, username: 'admin', role: 'A' };
/** 17:00 in Bangkok on 1 March: the window is 2 December to 1 March. */
const clock = new ManualClock(new Date('2026-03-01T10:00:00.000Z'));

/** A profile created at `at` (UTC), straight into the table as a registration leaves it. */
async function registered(userId: number, at: string, gender: string | null, country: string) {
  await sql(
    profile,
    `INSERT INTO user_info (user_id, name, birthdate, country, gender, create_datetime,
                            create_user, create_process)
     VALUES ($1, $2, '1990-01-01', $3, $4, $5, 'test', 'test')`,
    [userId, `member${userId}`, country, gender, at],
  );
}

async function photo(userId: number, slot: number, status: 'pending' | 'approved') {
  await sql(
    profile,
    `INSERT INTO user_img (user_id, img_seq, img_type, img_file, img_size, review_status,
                           create_user, create_process)
     VALUES ($1, $2, 'image/webp', $3, 100, $4, 'test', 'test')`,
    [userId, slot, randomUUID(), status],
  );
}

async function verification(userId: number, status: 'started' | 'pending' | 'verified') {
  await sql(
    profile,
    `INSERT INTO photo_verification (user_id, code, expires_at, status, submitted_at)
     VALUES ($1, 'ABC123', now() + interval '30 minutes', $2, now())`,
    [userId, status],
  );
}

beforeAll(async () => {
  profile = await startServiceUnderTest(defineProfileService(clock));
  await registered(1, '2026-03-01T02:00:00Z', 'F', 'Thailand');
  // 01:00 on 1 March in Bangkok, though still 28 February in UTC.
  await registered(2, '2026-02-28T18:00:00Z', 'M', 'Norway');
  await registered(3, '2026-02-10T05:00:00Z', 'F', ' thailand ');
  await registered(4, '2026-02-10T06:00:00Z', 'F', 'Thailand');
  // Gender not chosen yet; the first day of the window in Bangkok.
  await registered(5, '2025-12-01T18:00:00Z', null, 'Sweden');
  // The day before the window.
  await registered(6, '2025-12-01T12:00:00Z', 'M', 'Norway');
  await photo(1, 1, 'pending');
  await photo(1, 2, 'approved');
  await photo(3, 1, 'pending');
  await verification(2, 'pending');
  await verification(3, 'started');
  await verification(4, 'verified');
});

afterAll(() => profile?.stop());

describe("the admin dashboard's member figures", () => {
  it('count registrations per Thai day for 90 days, by gender and by country', async () => {
    const stats = await asMember(profile, admin)(profileCalls.adminStats, {});
    expect(stats).toMatchObject({ since: '2025-12-02', today: '2026-03-01' });
    expect(stats.by_gender).toEqual([
      { day: '2025-12-02', gender: null, count: 1 },
      { day: '2026-02-10', gender: 'F', count: 2 },
      expect.objectContaining({ day: '2026-03-01', count: 1 }),
      expect.objectContaining({ day: '2026-03-01', count: 1 }),
    ]);
    expect(
      stats.by_gender
        .filter((row) => row.day === '2026-03-01')
        .map((row) => row.gender)
        .sort(),
    ).toEqual(['F', 'M']);
    expect(stats.by_country).toEqual([
      { day: '2025-12-02', country: 'Sweden', count: 1 },
      // The same country however it was typed.
      { day: '2026-02-10', country: 'Thailand', count: 2 },
      expect.objectContaining({ day: '2026-03-01', count: 1 }),
      expect.objectContaining({ day: '2026-03-01', count: 1 }),
    ]);
    expect(stats).toMatchObject({ members_total: 6, members_new: 5 });
  });

  it('count the photos and verification selfies waiting for review', async () => {
    const stats = await asMember(profile, admin)(profileCalls.adminStats, {});
    expect(stats).toMatchObject({ photos_waiting: 2, verifications_waiting: 1 });
  });

  it('are refused to a member', async () => {
    expect(await serviceFailure(asMember(profile, member(1))(profileCalls.adminStats, {}))).toEqual(
      {
        code: ErrorCode.Unauthenticated,
        message: Messages.missingToken,
        messageCode: 'missingToken',
      },
    );
  });
});
