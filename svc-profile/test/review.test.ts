import {
  adminActionEvent,
  authCalls,
  ErrorCode,
  imageObjectKey,
  Messages,
  profileCalls,
  type Caller,
  type MailRecipientsInput,
  type MailRecipientsResult,
} from '@dating/contracts';
import { Buckets, ObjectStorage, type CallClient } from '@dating/server';
import {
  outboxDrained,
  publishedEvents,
  serviceFailure,
  startMailCatcher,
  storedUpload,
  startServiceUnderTest,
  testCallClient,
  type CaughtMail,
  type MailCatcher,
  type ServiceUnderTest,
} from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { verificationRejectedMail } from '../src/mail/mail-texts';
import { profileService } from '../src/service';
import { blockEvent } from './blocks';
import { until } from './events';
import { asMember, member, searchPage, sql, userInfo } from './fixtures';
import { startResponder, type Responder } from './responder';

let profile: ServiceUnderTest<ProfileConfig>;
let storage: ObjectStorage;
/** svc-interest: tells which members have open reports. */
let interest: { calls: CallClient; close(): Promise<void> };
/** svc-auth: who the mails go to. */
let auth: Responder | undefined;
let mail: MailCatcher;

const malee = member(1, 'malee');
const erik = member(2, 'erik');
const nok = member(3, 'nok');
const admin: Caller = { userId: 99, username: 'admin', role: 'A' };

const as = (caller: Caller) => asMember(profile, caller);
/** The service refuses a member's admin call as unproven (the gateway answers 403 first). */
const refused = {
  code: ErrorCode.Unauthenticated,
  message: Messages.missingToken,
  messageCode: 'missingToken',
};

const uploaded = (uploaderId: number) => storedUpload(profile.config, uploaderId);

async function savePhoto(who: Caller, img_seq: number): Promise<string> {
  const fileId = await uploaded(who.userId);
  await as(who)(profileCalls.photoSave, { user_id: who.userId, img_seq, img_file: fileId });
  return fileId;
}

const queue = () => as(admin)(profileCalls.adminPhotoQueue, { page: 1 });
const accessOf = (file_id: string, access?: string) =>
  profile.calls.call(profileCalls.photoAccess, { file_id, access });
const setReported = (user_id: number, has_open_reports: boolean) =>
  interest.calls.call(profileCalls.reportedMemberSet, { user_id, has_open_reports });
const photoOf = (viewer: Caller, user_id: number, img_seq = 1) =>
  as(viewer)(profileCalls.photoGet, { user_id, img_seq });
const viewPhotos = async (viewer: Caller, user_id: number) =>
  (await as(viewer)(profileCalls.viewGet, { user_id })).profile.photos.map((p) => p.img_seq);
const accessParam = (url: string) => new URL(url, 'http://x').searchParams.get('access') ?? '';

const usernames = new Map([malee, erik, nok].map((who) => [who.userId, who.username]));

/** svc-auth's answer: every member active, in English, as a service mail has no token. */
const startAuth = () =>
  startResponder(profile.infra.natsUrl, 'svc-auth', authCalls.mailRecipients, (body) => {
    const { user_ids } = body as MailRecipientsInput;
    const answer: MailRecipientsResult = {
      recipients: user_ids.map((user_id) => ({
        user_id,
        username: usernames.get(user_id) ?? '',
        email: `${usernames.get(user_id)}@example.com`,
        lang: 'en',
        unsubscribe_token: null,
      })),
    };
    return answer;
  });

const mailsTo = (who: Caller): CaughtMail[] =>
  mail
    .messages()
    .filter((sent) => sent.To.some((to) => to.Address === `${who.username}@example.com`));

/** The letters waiting in svc-profile's outbox, with how often each was tried. */
const lettersWaiting = () =>
  sql<{ subject: string; attempts: number }>(
    profile,
    "SELECT subject, attempts FROM outbox WHERE kind = 'mail' ORDER BY seq",
  );

beforeAll(async () => {
  mail = await startMailCatcher();
  profile = await startServiceUnderTest(profileService, { env: { SMTP_URL: mail.smtpUrl } });
  storage = new ObjectStorage(profile.config);
  interest = testCallClient(profile.infra, 'svc-interest');
  auth = await startAuth();
  for (const [who, gender] of [
    [malee, 'F'],
    [erik, 'M'],
    [nok, 'F'],
  ] as const) {
    await as(who)(profileCalls.userInfoSave, userInfo(who.userId, { name: who.username, gender }));
  }
});

afterAll(async () => {
  await auth?.stop();
  await interest?.close();
  await profile?.stop();
  await mail?.stop();
});

describe('photo review', () => {
  it('puts every new or replaced photo in the queue, oldest first', async () => {
    const first = await savePhoto(malee, 1);
    await savePhoto(erik, 1);
    const { items, total } = await queue();
    expect(total).toBe(2);
    expect(items.map((item) => [item.user_id, item.slot, item.name])).toEqual([
      [1, 1, 'malee'],
      [2, 1, 'erik'],
    ]);
    expect(items[0]?.url).toContain(`/api/files/photos/${first}?access=`);
    expect(items[0]?.has_open_reports).toBe(false);
    await as(admin)(profileCalls.adminPhotoApprove, { user_id: 1, slot: 1 });
    const replaced = await savePhoto(malee, 1);
    expect((await queue()).items.map((item) => item.url.split('?')[0])).toEqual([
      expect.stringContaining('/api/files/photos/'),
      `/api/files/photos/${replaced}`,
    ]);
  });

  it('approves a photo: it leaves the queue', async () => {
    expect(await as(admin)(profileCalls.adminPhotoApprove, { user_id: 2, slot: 1 })).toEqual({
      ok: true,
    });
    expect((await queue()).items.map((item) => item.user_id)).toEqual([1]);
    expect(
      await serviceFailure(as(admin)(profileCalls.adminPhotoApprove, { user_id: 2, slot: 3 })),
    ).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.photoMissing,
      messageCode: 'photoMissing',
    });
  });

  it('shows a pending photo to others, unless its member has open reports', async () => {
    const file = await savePhoto(nok, 1);
    expect(await accessOf(file)).toEqual({ visible: 'public' });
    expect((await photoOf(erik, 3)).image).toBe(`/api/files/photos/${file}`);
    await setReported(3, true);
    expect(await accessOf(file)).toEqual({ visible: 'none' });
    expect(await serviceFailure(photoOf(erik, 3))).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.photoMissing,
      messageCode: 'photoMissing',
    });
    expect(await viewPhotos(erik, 3)).toEqual([]);
    expect(await viewPhotos(nok, 3)).toEqual([1]);
    const pending = (await queue()).items.find((item) => item.user_id === 3);
    expect(pending?.has_open_reports).toBe(true);
    expect(await accessOf(file, accessParam(pending?.url ?? ''))).toEqual({ visible: 'granted' });
    await as(admin)(profileCalls.adminPhotoApprove, { user_id: 3, slot: 1 });
    expect(await accessOf(file)).toEqual({ visible: 'public' });
    expect(await viewPhotos(erik, 3)).toEqual([1]);
    await setReported(3, false);
  });

  it('removes a photo: slot and storage emptied, the member told why on the page and by mail', async () => {
    const file = await savePhoto(erik, 2);
    const reason = 'Photos must show you';
    expect(await as(admin)(profileCalls.adminPhotoRemove, { user_id: 2, slot: 2, reason })).toEqual(
      { ok: true },
    );
    expect(await sql(profile, 'SELECT 1 FROM user_img WHERE user_id = 2 AND img_seq = 2')).toEqual(
      [],
    );
    expect(await storage.stat(Buckets.photos, imageObjectKey(file, 'full'))).toBeNull();
    expect(await as(erik)(profileCalls.photoRemovals, { user_id: 2 })).toEqual({
      items: [{ slot: 2, reason }],
    });
    const told = await mail.waitFor((sent) => sent.To[0]?.Address === 'erik@example.com');
    expect(told.Subject).toContain('A photo of yours was removed');
    expect(told.Text).toContain('Hello erik,');
    expect(told.Text).toContain(`The reason: ${reason}`);
    expect(told.ListUnsubscribe.Header).toBe('');
    expect(auth?.received.map((call) => [call.issuer, call.body])).toEqual([
      ['svc-profile', { user_ids: [2], kind: 'service' }],
    ]);
    await outboxDrained(profile);
    expect(mailsTo(erik)).toHaveLength(1);
    await as(erik)(profileCalls.photoRemovalDismiss, { user_id: 2, slot: 2 });
    expect(await as(erik)(profileCalls.photoRemovals, { user_id: 2 })).toEqual({ items: [] });
  });

  it('drops the removal notice when the member puts a new photo in the slot', async () => {
    await savePhoto(erik, 3);
    await as(admin)(profileCalls.adminPhotoRemove, { user_id: 2, slot: 3, reason: 'Blurry' });
    await savePhoto(erik, 3);
    expect(await as(erik)(profileCalls.photoRemovals, { user_id: 2 })).toEqual({ items: [] });
  });

  it('writes no mail when the slot held no photo', async () => {
    await outboxDrained(profile);
    const before = mailsTo(erik).length;
    expect(
      await serviceFailure(
        as(admin)(profileCalls.adminPhotoRemove, { user_id: 2, slot: 2, reason: 'Blurry' }),
      ),
    ).toMatchObject({ code: ErrorCode.NotFound, messageCode: 'photoMissing' });
    expect(await lettersWaiting()).toEqual([]);
    expect(mailsTo(erik)).toHaveLength(before);
  });

  it('asks for a reason to remove', async () => {
    expect(
      await serviceFailure(
        as(admin)(profileCalls.adminPhotoRemove, { user_id: 2, slot: 1, reason: ' ' }),
      ),
    ).toMatchObject({ code: ErrorCode.BadRequest });
  });

  it('refuses the admin calls to members', async () => {
    expect(await serviceFailure(as(erik)(profileCalls.adminPhotoQueue, { page: 1 }))).toEqual(
      refused,
    );
    expect(
      await serviceFailure(as(erik)(profileCalls.adminPhotoApprove, { user_id: 1, slot: 1 })),
    ).toEqual(refused);
    expect(
      await serviceFailure(
        as(erik)(profileCalls.adminPhotoRemove, { user_id: 1, slot: 1, reason: 'x' }),
      ),
    ).toEqual(refused);
    expect(
      await serviceFailure(as(erik)(profileCalls.adminVerificationQueue, { page: 1 })),
    ).toEqual(refused);
    expect(
      await serviceFailure(
        as(erik)(profileCalls.adminVerificationDecide, { request_id: 1, approve: true }),
      ),
    ).toEqual(refused);
  });

  it('refuses a photo to a member blocked either way', async () => {
    await blockEvent(profile, [1, 2], true, 1);
    expect(await serviceFailure(photoOf(erik, 1))).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.profileUnavailable,
      messageCode: 'profileUnavailable',
    });
    expect(await serviceFailure(photoOf(malee, 2))).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.profileUnavailable,
      messageCode: 'profileUnavailable',
    });
    await blockEvent(profile, [1, 2], false, 2);
    expect((await photoOf(erik, 1)).image).toMatch(/^\/api\/files\/photos\//);
  });
});

describe('verified photos', () => {
  const verifiedSearch = async (viewer: Caller) =>
    (
      await searchPage(profile, viewer, {
        user_id: viewer.userId,
        gender_for: 'ALL',
        age_start: 18,
        age_end: 99,
        verified_only: true,
      })
    ).result.map((card) => card.id);

  it('verifies a member: code, selfie, approval; then the badge and the filter', async () => {
    expect(await as(malee)(profileCalls.verificationStatus, { user_id: 1 })).toEqual({
      state: 'none',
    });
    const started = await as(malee)(profileCalls.verificationStart, { user_id: 1 });
    expect(started.state).toBe('started');
    expect(started.code).toMatch(/^[A-Z0-9]{6}$/);
    const selfie = await uploaded(1);
    expect(
      await as(malee)(profileCalls.verificationSubmit, { user_id: 1, img_file: selfie }),
    ).toEqual({ state: 'pending' });

    expect(await accessOf(selfie)).toEqual({ visible: 'none' });
    const { items, total } = await as(admin)(profileCalls.adminVerificationQueue, { page: 1 });
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ user_id: 1, name: 'malee', code: started.code });
    expect(items[0]?.photos.map((photo) => photo.slot)).toEqual([1]);
    expect(await accessOf(selfie, accessParam(items[0]?.selfie_url ?? ''))).toEqual({
      visible: 'granted',
    });

    expect(await verifiedSearch(erik)).toEqual([]);
    await as(admin)(profileCalls.adminVerificationDecide, {
      request_id: items[0]?.request_id ?? 0,
      approve: true,
    });
    expect(await as(malee)(profileCalls.verificationStatus, { user_id: 1 })).toEqual({
      state: 'verified',
    });
    expect((await as(erik)(profileCalls.viewGet, { user_id: 1 })).profile.verified).toBe(true);
    expect((await as(erik)(profileCalls.viewGet, { user_id: 3 })).profile.verified).toBe(false);
    expect(await verifiedSearch(erik)).toEqual([1]);
    const cards = (
      await searchPage(profile, erik, {
        user_id: 2,
        gender_for: 'F',
        age_start: 18,
        age_end: 99,
      })
    ).result;
    expect(cards.map((card) => [card.id, card.verified])).toEqual([
      [3, false],
      [1, true],
    ]);
  });

  it('rejects with a reason the member sees and is mailed; they may try again', async () => {
    await as(nok)(profileCalls.verificationStart, { user_id: 3 });
    await as(nok)(profileCalls.verificationSubmit, { user_id: 3, img_file: await uploaded(3) });
    const [request] = (await as(admin)(profileCalls.adminVerificationQueue, { page: 1 })).items;
    expect(
      await serviceFailure(
        as(admin)(profileCalls.adminVerificationDecide, {
          request_id: request?.request_id ?? 0,
          approve: false,
        }),
      ),
    ).toMatchObject({ code: ErrorCode.BadRequest });
    const reason = 'The code is not readable';
    await as(admin)(profileCalls.adminVerificationDecide, {
      request_id: request?.request_id ?? 0,
      approve: false,
      reason,
    });
    expect(await as(nok)(profileCalls.verificationStatus, { user_id: 3 })).toEqual({
      state: 'rejected',
      reason,
    });
    const told = await mail.waitFor((sent) => sent.To[0]?.Address === 'nok@example.com');
    expect(told.Subject).toContain('Your verification was not approved');
    expect(told.Text).toContain(`The reason: ${reason}`);
    expect(told.ListUnsubscribe.Header).toBe('');
    expect((await as(nok)(profileCalls.verificationStart, { user_id: 3 })).state).toBe('started');
  });

  it('keeps the rejection mail while svc-auth is down, and sends it once svc-auth is back', async () => {
    await as(nok)(profileCalls.verificationSubmit, { user_id: 3, img_file: await uploaded(3) });
    const [request] = (await as(admin)(profileCalls.adminVerificationQueue, { page: 1 })).items;
    await outboxDrained(profile);
    const before = mailsTo(nok).length;
    await auth?.stop();
    auth = undefined;
    const reason = 'The selfie is too dark';
    await as(admin)(profileCalls.adminVerificationDecide, {
      request_id: request?.request_id ?? 0,
      approve: false,
      reason,
    });
    await until(async () => (await lettersWaiting()).some((letter) => letter.attempts > 0));
    expect((await lettersWaiting()).map((letter) => letter.subject)).toEqual([
      verificationRejectedMail.name,
    ]);
    auth = await startAuth();
    await mail.waitFor(
      (sent) => sent.To[0]?.Address === 'nok@example.com' && sent.Text.includes(reason),
      20_000,
    );
    await outboxDrained(profile);
    expect(mailsTo(nok)).toHaveLength(before + 1);
  });

  it('refuses a selfie the member did not upload, or one without a live code', async () => {
    expect(
      await serviceFailure(
        as(erik)(profileCalls.verificationSubmit, { user_id: 2, img_file: await uploaded(2) }),
      ),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.verificationCodeExpired,
      messageCode: 'verificationCodeExpired',
    });
    await as(erik)(profileCalls.verificationStart, { user_id: 2 });
    expect(
      await serviceFailure(
        as(erik)(profileCalls.verificationSubmit, { user_id: 2, img_file: await uploaded(1) }),
      ),
    ).toEqual({
      code: ErrorCode.Forbidden,
      message: Messages.photoNotYours,
      messageCode: 'photoNotYours',
    });
  });
});

describe('the audit log', () => {
  it('is told every review decision: who, whom, what and why', async () => {
    const decisions = (await publishedEvents(profile.infra, adminActionEvent)).map((event) => [
      event.actor_user_id,
      event.action,
      event.target_user_id,
      event.object,
      event.reason,
    ]);
    const verifications = await sql<{ id: number; user_id: number }>(
      profile,
      'SELECT id, user_id FROM photo_verification WHERE decided_at IS NOT NULL ORDER BY decided_at',
    );
    expect(decisions).toEqual([
      [99, 'photo.approve', 1, 'photo:1', null],
      [99, 'photo.approve', 2, 'photo:1', null],
      [99, 'photo.approve', 3, 'photo:1', null],
      [99, 'photo.remove', 2, 'photo:2', 'Photos must show you'],
      [99, 'photo.remove', 2, 'photo:3', 'Blurry'],
      [99, 'verification.approve', 1, `verification:${verifications[0]?.id}`, null],
      [
        99,
        'verification.reject',
        3,
        `verification:${verifications[1]?.id}`,
        'The code is not readable',
      ],
      [
        99,
        'verification.reject',
        3,
        `verification:${verifications[2]?.id}`,
        'The selfie is too dark',
      ],
    ]);
  });
});
