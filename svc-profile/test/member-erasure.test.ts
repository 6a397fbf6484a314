import { randomUUID } from 'node:crypto';
import { type INestMicroservice } from '@nestjs/common';
import {
  ErrorCode,
  imageObjectKey,
  interestBlockEvent,
  interestResponseEvent,
  memberDeletedEvent,
  memberErasedEvent,
  membershipEvent,
  memberStatusEvent,
  Messages,
  profileCalls,
  uploaderMetadataKey,
  type Caller,
  type EventDefinition,
  type EventPayload,
} from '@dating/contracts';
import { Buckets, ObjectStorage, type CallClient } from '@dating/server';
import {
  publishedEvents,
  serviceFailure,
  startReplica,
  startServiceUnderTest,
  storedUpload,
  testCallClient,
  type ServiceUnderTest,
} from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { MemberErasureService } from '../src/erasure/member-erasure.service';
import { profileService } from '../src/service';
import { handled, publishEvent, until } from './events';
import { asMember, dateInfo, favoriteInfo, member, personInfo, sql, userInfo } from './fixtures';

// Issue 29: svc-auth deleted an account; svc-profile erases everything it holds of the member.
// Ids are in the thousands so that a scan of every integer column for one of them finds only
// what names that member.

let profile: ServiceUnderTest<ProfileConfig>;
let storage: ObjectStorage;
/** svc-interest: tells which members have open reports. */
let interest: { calls: CallClient; close(): Promise<void> };
let replica: INestMicroservice | undefined;

const malee = member(7301, 'malee');
const erik = member(7302, 'erik');
const nok = member(7303, 'nokthida');
const admin: Caller = { userId: 9999, username: 'admin', role: 'A' };

const as = (caller: Caller) => asMember(profile, caller);

/** What Malee told and uploaded; none of it may be left anywhere once she is erased. */
const maleeTexts = [
  'malee',
  '081 234 5678',
  '+66 81 234 5678',
  'Sawasdee from Chiang Mai',
  'Nurse',
  'Cooking for friends',
  'Kindness and patience',
  'Blurry holiday snapshot',
];
const maleeFiles: string[] = [];
let maleeCode = '';

/** Another member's own words, so that none of Malee's are found in their rows. */
const otherTexts = (userId: number, name: string, phone: string) => ({
  info: userInfo(userId, {
    name,
    occupation: 'Engineer',
    caption: `Hei fra ${name}`,
    c_email: `${name.toLowerCase()}@example.no`,
    line: `${name.toLowerCase()}-line`,
    whats_app: phone,
    facebook: `${name.toLowerCase()}.fb`,
    phone,
  }),
  favorite: favoriteInfo(userId, { free_time: 'Fishing in the fjords' }),
  date: dateInfo(userId, { spouse_expect: 'Honesty above all' }),
});

const deletion = (userId: number): EventPayload<typeof memberDeletedEvent> => ({
  event_id: randomUUID(),
  user_id: userId,
  pseudonym: 'member-0123456789abcdef',
  at: new Date().toISOString(),
});

const refusedAsGone = {
  code: ErrorCode.Unauthenticated,
  message: Messages.invalidToken,
  messageCode: 'invalidToken',
};

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
}

async function columns(): Promise<ColumnRow[]> {
  return sql<ColumnRow>(
    profile,
    `SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
}

const textTypes = new Set(['text', 'character varying', 'character', 'json', 'jsonb', 'uuid']);
const numberTypes = new Set(['smallint', 'integer', 'bigint']);

/**
 * Every column of svc-profile's database, of every table, that holds one of `texts` (any case:
 * texts, arrays of them, JSON, uuids) or the member's id (integers, and numbers in JSON):
 * `table.column` for each. erased_member alone may hold the id of an erased member.
 */
async function holding(userId: number, texts: readonly string[]): Promise<string[]> {
  const patterns = texts.map((text) => `%${text.replace(/[\\%_]/g, '\\$&')}%`);
  const jsonNumber = `(: |\\[|, )${userId}(,|\\}|\\])`;
  const checks = (await columns()).flatMap(({ table_name, column_name, data_type }) => {
    const column = `"${table_name}"."${column_name}"`;
    const at = `'${table_name}.${column_name}'`;
    const found: string[] = [];
    if (textTypes.has(data_type) || data_type === 'ARRAY')
      found.push(`SELECT ${at} AS at FROM "${table_name}" WHERE ${column}::text ILIKE ANY($1)`);
    if (data_type === 'json' || data_type === 'jsonb')
      found.push(`SELECT ${at} AS at FROM "${table_name}" WHERE ${column}::text ~ $3`);
    if (numberTypes.has(data_type) && table_name !== 'erased_member')
      found.push(`SELECT ${at} AS at FROM "${table_name}" WHERE ${column} = $2`);
    return found;
  });
  const rows = await sql<{ at: string }>(profile, checks.join('\nUNION\n'), [
    patterns,
    userId,
    jsonNumber,
  ]);
  return rows.map((row) => row.at).sort();
}

/**
 * Every row of every table but the outbox (whose events come and go) that names none of
 * `userIds` in a column of its own, as JSON, sorted: what erasing them must leave as it is.
 */
async function rowsNotNaming(userIds: readonly number[]): Promise<string[]> {
  const tables = [...new Set((await columns()).map((column) => column.table_name))].filter(
    (table) => table !== 'outbox' && table !== 'erased_member',
  );
  const rows = await sql<{ row: Record<string, Record<string, unknown>> }>(
    profile,
    tables
      .map((table) => `SELECT jsonb_build_object('${table}', to_jsonb(t)) AS row FROM "${table}" t`)
      .join('\nUNION ALL\n'),
  );
  return rows
    .filter(({ row }) => {
      const values = Object.values(row).flatMap((fields) => Object.values(fields));
      return !userIds.some((userId) => values.includes(userId));
    })
    .map(({ row }) => JSON.stringify(row))
    .sort();
}

/** The photo objects `userId` uploaded, by key. */
async function objectsOf(userId: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(Buckets.photos)) {
    const stored = await storage.stat(Buckets.photos, object.key);
    if (stored?.metadata[uploaderMetadataKey] === String(userId)) keys.push(object.key);
  }
  return keys.sort();
}

const erasedEvents = async (userId: number) =>
  (await publishedEvents(profile.infra, memberErasedEvent)).filter(
    (event) => event.user_id === userId,
  );

/** The outbox holds no event any more: only letters may wait (no svc-auth answers for them). */
const eventsSent = () =>
  until(
    async () =>
      (await sql(profile, "SELECT 1 FROM outbox WHERE kind <> 'mail' LIMIT 1")).length === 0,
  );

const tombstones = (userId: number) =>
  sql<{ user_id: number; erased_at: Date }>(
    profile,
    'SELECT user_id, erased_at FROM erased_member WHERE user_id = $1',
    [userId],
  );

async function savePhoto(who: Caller, img_seq: number): Promise<string> {
  const fileId = await storedUpload(profile.config, who.userId);
  await as(who)(profileCalls.photoSave, { user_id: who.userId, img_seq, img_file: fileId });
  return fileId;
}

/** The four sections (the fixtures' words unless told others) and a photo. */
async function fullProfile(
  who: Caller,
  texts: Partial<ReturnType<typeof otherTexts>> = {},
): Promise<string> {
  await as(who)(profileCalls.userInfoSave, texts.info ?? userInfo(who.userId));
  await as(who)(profileCalls.personInfoSave, personInfo(who.userId));
  await as(who)(profileCalls.favoriteInfoSave, texts.favorite ?? favoriteInfo(who.userId));
  await as(who)(profileCalls.dateInfoSave, texts.date ?? dateInfo(who.userId));
  return savePhoto(who, 1);
}

async function publishAndWait<Event extends EventDefinition>(
  event: Event,
  payload: EventPayload<Event>,
): Promise<void> {
  await publishEvent(profile, event, payload);
  await handled(profile, event);
}

const pairEvents = async (first: number, other: number, version: number) => {
  await publishAndWait(interestResponseEvent, {
    user_id: first,
    other_user_id: other,
    responded: true,
    version,
  });
  await publishAndWait(interestBlockEvent, {
    blocker_id: first,
    blocked_id: other,
    blocked: true,
    version,
  });
};

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  storage = new ObjectStorage(profile.config);
  interest = testCallClient(profile.infra, 'svc-interest');

  maleeFiles.push(await fullProfile(malee));
  maleeFiles.push(await savePhoto(malee, 2));
  maleeFiles.push(await savePhoto(malee, 3));
  // An admin removes photo 2: a removal notice, and a mail to her that waits in the outbox
  // (no svc-auth answers here with her address).
  await as(admin)(profileCalls.adminPhotoRemove, {
    user_id: malee.userId,
    slot: 2,
    reason: 'Blurry holiday snapshot',
  });
  const started = await as(malee)(profileCalls.verificationStart, { user_id: malee.userId });
  if (!started.code) throw new Error('no verification code was given');
  maleeCode = started.code;
  const selfie = await storedUpload(profile.config, malee.userId);
  maleeFiles.push(selfie);
  await as(malee)(profileCalls.verificationSubmit, { user_id: malee.userId, img_file: selfie });
  await interest.calls.call(profileCalls.reportedMemberSet, {
    user_id: malee.userId,
    has_open_reports: true,
  });
  await profile.calls.call(profileCalls.activityNote, {
    user_id: malee.userId,
    at: new Date().toISOString(),
  });
  await publishAndWait(memberStatusEvent, {
    user_id: malee.userId,
    active: false,
    reason: 'asked to leave',
    at: new Date().toISOString(),
  });

  await fullProfile(erik, otherTexts(erik.userId, 'Erik', '+47 912 34 567'));
  await fullProfile(nok, otherTexts(nok.userId, 'Nokthida', '089 765 4321'));
  // Erik has a letter waiting too, which is his and stays.
  await as(admin)(profileCalls.adminPhotoRemove, {
    user_id: erik.userId,
    slot: 1,
    reason: 'Not a photo of a person',
  });
  await savePhoto(erik, 1);
  const inMonths = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString();
  for (const who of [malee, erik, nok])
    await publishAndWait(membershipEvent, { user_id: who.userId, active_until: inMonths });
  // Malee with each of the others, either way round, and the others between themselves.
  await pairEvents(malee.userId, erik.userId, 1);
  await pairEvents(nok.userId, malee.userId, 1);
  await pairEvents(erik.userId, nok.userId, 1);
  await publishAndWait(interestBlockEvent, {
    blocker_id: erik.userId,
    blocked_id: malee.userId,
    blocked: false,
    version: 2,
  });
}, 120000);

afterAll(async () => {
  await replica?.close();
  await interest?.close();
  await profile?.stop();
});

describe("a deleted member's erasure", () => {
  let before: string[];
  let userSysRefRows = 0;

  it('finds her everywhere before (the scan sees what it looks for)', async () => {
    const found = await holding(malee.userId, [...maleeTexts, ...maleeFiles, maleeCode]);
    expect(found).toEqual(
      expect.arrayContaining([
        'user_info.name',
        'user_info.phone',
        'user_info.c_email',
        'user_info.line',
        'user_img.img_file',
        'photo_verification.selfie_file',
        'photo_verification.code',
        'photo_removal.reason',
        'outbox.payload',
        'block_fact.blocked_id',
        'contact_response.user_id',
        'member_status.user_id',
        'reported_member.user_id',
      ]),
    );
    expect(await objectsOf(malee.userId)).toHaveLength(6);
    before = await rowsNotNaming([malee.userId]);
    const [choices] = await sql<{ count: number }>(
      profile,
      'SELECT count(*)::int AS count FROM user_sys_ref WHERE user_id = $1',
      [malee.userId],
    );
    userSysRefRows = choices?.count ?? 0;
    expect(userSysRefRows).toBeGreaterThan(0);
  });

  it('leaves nothing of her in any table or in the bucket, and nothing else changed', async () => {
    await publishEvent(profile, memberDeletedEvent, deletion(malee.userId));
    await until(async () => (await tombstones(malee.userId)).length === 1);
    await handled(profile, memberDeletedEvent);
    // The erased event leaves the outbox for the stream; only letters to others may wait.
    await until(async () => (await erasedEvents(malee.userId)).length === 1);
    await eventsSent();

    expect(await holding(malee.userId, [...maleeTexts, ...maleeFiles, maleeCode])).toEqual([]);
    expect(await objectsOf(malee.userId)).toEqual([]);
    for (const file of maleeFiles) {
      expect(await storage.stat(Buckets.photos, imageObjectKey(file, 'full'))).toBeNull();
      expect(await storage.stat(Buckets.photos, imageObjectKey(file, 'card'))).toBeNull();
    }
    expect(await rowsNotNaming([malee.userId])).toEqual(before);
    expect(await objectsOf(erik.userId)).toHaveLength(2);
    expect(
      await sql(
        profile,
        "SELECT 1 FROM outbox WHERE kind = 'mail' AND payload -> 'to' ->> 'userId' = $1",
        [String(erik.userId)],
      ),
    ).toHaveLength(1);
    const [tombstone] = await sql<Record<string, unknown>>(profile, 'SELECT * FROM erased_member');
    expect(Object.keys(tombstone ?? {}).sort()).toEqual(['erased_at', 'user_id']);
  });

  it('tells svc-auth what it erased, table by table', async () => {
    const [erased] = await erasedEvents(malee.userId);
    expect(erased).toMatchObject({
      user_id: malee.userId,
      service: 'svc-profile',
      pseudonymised: {},
    });
    expect(erased?.erased).toEqual({
      user_info: 1,
      person_info: 1,
      favorite_info: 1,
      date_info: 1,
      user_sys_ref: userSysRefRows,
      // Photos 1 and 3: photo 2 went with the admin's removal.
      user_img: 2,
      photo_removal: 1,
      photo_verification: 1,
      reported_member: 1,
      member_status: 1,
      contact_membership: 1,
      // With Erik and with Nok, whichever of the pair she was.
      contact_response: 2,
      block_fact: 3,
      // Her consent to keep her religion and the rest (the fixtures' sections carry it).
      sensitive_consent_log: 1,
      outbox: 1,
      // Photos 1 and 3 and the selfie, each with its card.
      photos: 6,
    });
    expect(new Date(erased?.at ?? 0).getTime()).toBe(
      (await tombstones(malee.userId))[0]?.erased_at.getTime(),
    );
  });

  it('does nothing more when the deletion comes again', async () => {
    const [tombstone] = await tombstones(malee.userId);
    const rows = await rowsNotNaming([]);
    await publishAndWait(memberDeletedEvent, deletion(malee.userId));
    await publishAndWait(memberDeletedEvent, deletion(malee.userId));
    expect(await tombstones(malee.userId)).toEqual([tombstone]);
    expect(await rowsNotNaming([])).toEqual(rows);
    await eventsSent();
    expect(await erasedEvents(malee.userId)).toHaveLength(1);
  });

  it('keeps late events about her from bringing anything back', async () => {
    const later = new Date(Date.now() + 1000).toISOString();
    await publishAndWait(memberStatusEvent, {
      user_id: malee.userId,
      active: true,
      reason: null,
      at: later,
    });
    await publishAndWait(membershipEvent, { user_id: malee.userId, active_until: later });
    await publishAndWait(interestResponseEvent, {
      user_id: erik.userId,
      other_user_id: malee.userId,
      responded: true,
      version: 5,
    });
    await publishAndWait(interestBlockEvent, {
      blocker_id: erik.userId,
      blocked_id: malee.userId,
      blocked: true,
      version: 5,
    });
    await publishAndWait(interestBlockEvent, {
      blocker_id: malee.userId,
      blocked_id: nok.userId,
      blocked: true,
      version: 5,
    });
    await interest.calls.call(profileCalls.reportedMemberSet, {
      user_id: malee.userId,
      has_open_reports: true,
    });
    await profile.calls.call(profileCalls.activityNote, { user_id: malee.userId, at: later });
    expect(await holding(malee.userId, [])).toEqual([]);
  });

  it('refuses the calls of a session that outlived her account, saving nothing', async () => {
    expect(
      await serviceFailure(as(malee)(profileCalls.userInfoSave, userInfo(malee.userId))),
    ).toEqual(refusedAsGone);
    expect(
      await serviceFailure(
        as(malee)(profileCalls.userChoiceCreate, {
          user_id: malee.userId,
          ref_table_code: 'RELIGION',
          ref_code: 'BUDDHIST',
        }),
      ),
    ).toEqual(refusedAsGone);
    expect(
      await serviceFailure(as(malee)(profileCalls.verificationStart, { user_id: malee.userId })),
    ).toEqual(refusedAsGone);
    // The upload itself is the gateway's; no slot binds it, so the upload sweep takes it.
    const upload = await storedUpload(profile.config, malee.userId);
    expect(
      await serviceFailure(
        as(malee)(profileCalls.photoSave, { user_id: malee.userId, img_seq: 1, img_file: upload }),
      ),
    ).toEqual(refusedAsGone);
    expect(await holding(malee.userId, [upload, ...maleeTexts])).toEqual([]);
    await storage.remove(
      Buckets.photos,
      imageObjectKey(upload, 'full'),
      imageObjectKey(upload, 'card'),
    );
  });
});

describe('erasing with two replicas', () => {
  it('erases once when the deletion reaches both at the same time', async () => {
    replica = await startReplica(profileService, profile);
    const before = await rowsNotNaming([nok.userId]);
    const erasure = replica.get(MemberErasureService);
    await Promise.all([
      publishEvent(profile, memberDeletedEvent, deletion(nok.userId)),
      publishEvent(profile, memberDeletedEvent, deletion(nok.userId)),
      erasure.erase(nok.userId),
      erasure.erase(nok.userId),
    ]);
    await handled(profile, memberDeletedEvent);
    await until(async () => (await erasedEvents(nok.userId)).length > 0);
    await eventsSent();

    expect(await tombstones(nok.userId)).toHaveLength(1);
    expect(await holding(nok.userId, ['nokthida', '089 765 4321'])).toEqual([]);
    expect(await objectsOf(nok.userId)).toEqual([]);
    expect(await rowsNotNaming([nok.userId])).toEqual(before);
    const [erased, ...more] = await erasedEvents(nok.userId);
    expect(more).toEqual([]);
    expect(erased?.erased).toMatchObject({
      user_info: 1,
      user_img: 1,
      contact_membership: 1,
      contact_response: 1,
      block_fact: 1,
      photos: 2,
    });
    expect(await objectsOf(erik.userId)).toHaveLength(2);
  });
});
