import { randomUUID } from 'node:crypto';
import {
  adminActionEvent,
  authCalls,
  ErrorCode,
  interestCalls,
  interestMessages as M,
  Messages,
  profileCalls,
  type AdminAction,
  type Caller,
  type ReportInput,
  type ReportReason,
  type ReportResolveInput,
  MessageCode,
} from '@dating/contracts';
import { outboxDrained, serviceFailure, refusal } from '@dating/testing';
import { establishedAfterDays } from '../src/report/reporter-standing';
import { asMember, handled, joinNew, type Portal, setVisibility, startPortal } from './members';

let portal: Portal;
let admin: Caller;

beforeAll(async () => {
  portal = await startPortal();
  const { user_id } = await portal.auth.calls.call(authCalls.login, {
    username: 'admin',
    password: 'admin-password',
  });
  admin = { userId: user_id, username: 'admin', role: 'A' };
}, 60000);

afterAll(() => portal?.stop());

/** A fresh member with a unique username (their profile name is the username). */
const newMember = (name: string) => joinNew(portal, name);

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const unavailableProfile = {
  code: ErrorCode.NotFound,
  message: Messages.profileUnavailable,
  messageCode: 'profileUnavailable',
};
const received = { status: 'OK', message: M.reportReceived, code: 'reportReceived' };

const report = (
  reporter: Caller,
  reported: Caller,
  reason: ReportReason = 'scam',
  extra: Partial<ReportInput> = {},
) =>
  asMember(portal, reporter)(interestCalls.report, {
    user_id: reporter.userId,
    reported_user_id: reported.userId,
    reason,
    ...extra,
  });

const asAdmin = {
  queue: (page = 1) =>
    portal.interest.calls.call(interestCalls.adminReportQueue, { page }, { caller: admin }),
  resolve: (member: Caller, resolution: 'dismiss' | 'warn' | 'deactivated', reason: string) =>
    portal.interest.calls.call(
      interestCalls.adminReportResolve,
      { reported_user_id: member.userId, resolution, reason },
      { caller: admin },
    ),
  removePhoto: (member: Caller, slot: number, reason: string) =>
    portal.interest.calls.call(
      interestCalls.adminReportResolve,
      { reported_user_id: member.userId, resolution: 'photo-removed', slot, reason },
      { caller: admin },
    ),
  safety: (member: Caller) =>
    portal.interest.calls.call(
      interestCalls.adminMemberSafety,
      { user_id: member.userId },
      { caller: admin },
    ),
};

/** The reports on a member as stored, oldest first. */
const reportsOn = (member: Caller) =>
  portal.interest.database.query<{
    reporter_id: number;
    reason: string;
    text: string | null;
    status: string;
  }>(
    `SELECT reporter_id, reason, text, status FROM member_report WHERE reported_id = $1
      ORDER BY id`,
    [member.userId],
  );

/**
 * Makes the member's account `days` old in svc-auth, where svc-interest asks a reporter's
 * standing (issue 27); their e-mail is confirmed as `join` made it.
 */
const accountAged = (member: Caller, days: number) =>
  portal.auth.database.query(
    `UPDATE user_login SET create_datetime = now() - make_interval(days => $2)
      WHERE user_id = $1`,
    [member.userId, days],
  );
/** Makes the member an established reporter: a confirmed account older than a week. */
const established = (member: Caller) => accountAged(member, establishedAfterDays + 1);
/** Leaves the member's login address unconfirmed in svc-auth. */
const unconfirmed = (member: Caller) =>
  portal.auth.database.query('UPDATE user_login SET email_confirmed_at = NULL WHERE user_id = $1', [
    member.userId,
  ]);

/** Whether svc-profile holds the member's pending photos back (they have open reports). */
const flaggedInProfile = async (member: Caller) =>
  (
    await portal.profile.database.query('SELECT 1 FROM reported_member WHERE user_id = $1', [
      member.userId,
    ])
  ).length > 0;

/** The admin actions svc-auth's audit log holds on a member, oldest first. */
const auditedOn = async (member: Caller): Promise<[AdminAction, string | null][]> =>
  (await auditRowsOn(member)).map(
    (row) => [row.action, row.reason] as [AdminAction, string | null],
  );

/** The audit log's rows on a member, oldest first, with who acted. */
const auditRowsOn = async (member: Caller) => {
  const { rows } = await portal.auth.calls.call(
    authCalls.auditList,
    { target_user_id: member.userId, page: 1 },
    { caller: admin },
  );
  return rows.reverse();
};

/** The member's photo slots as svc-profile holds them. */
const photoSlotsOf = async (member: Caller) =>
  (
    await portal.profile.database.query<{ img_seq: number }>(
      'SELECT img_seq FROM user_img WHERE user_id = $1 ORDER BY img_seq',
      [member.userId],
    )
  ).map((row) => row.img_seq);

/** Why an admin removed the member's photos, as the member reads it. */
const removalNotices = async (member: Caller) =>
  (
    await portal.profile.calls.call(
      profileCalls.photoRemovals,
      { user_id: member.userId },
      { caller: member },
    )
  ).items;

/** Whether svc-auth holds the member's account active. */
const activeInAuth = async (member: Caller) =>
  (
    await portal.auth.database.query<{ active_flag: string }>(
      'SELECT active_flag FROM user_login WHERE user_id = $1',
      [member.userId],
    )
  )[0]?.active_flag === 'Y';

/** Dismisses whatever is open, so a test can count the queue from nothing. */
async function emptyQueue(): Promise<void> {
  for (;;) {
    const { items } = await asAdmin.queue();
    if (items.length === 0) return;
    for (const item of items) {
      await portal.interest.calls.call(
        interestCalls.adminReportResolve,
        { reported_user_id: item.user_id, resolution: 'dismiss', reason: 'clearing the queue' },
        { caller: admin },
      );
    }
  }
}

/** `a` shows interest in `b` and `b` matches. */
async function matchUp(a: Caller, b: Caller): Promise<void> {
  await asMember(portal, a)(interestCalls.create, {
    user_id: a.userId,
    user_interest_id: b.userId,
  });
  await asMember(portal, b)(interestCalls.manage, {
    user_id: b.userId,
    user_interest_id: a.userId,
    action: 'match',
  });
}

describe('reporting a member', () => {
  it('stores the report, blocks both ways, ends their match and holds back pending photos', async () => {
    const [anong, bjorn] = await Promise.all([newMember('anong'), newMember('bjorn')]);
    await established(anong);
    await matchUp(anong, bjorn);
    expect(await report(anong, bjorn, 'scam', { text: '  asked me for money  ' })).toEqual(
      received,
    );

    expect(await reportsOn(bjorn)).toEqual([
      { reporter_id: anong.userId, reason: 'scam', text: 'asked me for money', status: 'open' },
    ]);
    for (const [viewer, other] of [
      [anong, bjorn],
      [bjorn, anong],
    ] as const) {
      expect(
        await serviceFailure(
          asMember(portal, viewer)(interestCalls.relationGet, {
            user_id: viewer.userId,
            user_interest_id: other.userId,
          }),
        ),
      ).toEqual(unavailableProfile);
    }
    const blocked = await asMember(portal, anong)(interestCalls.blockedList, {
      user_id: anong.userId,
      page: 1,
    });
    expect(blocked.result.map((card) => card.id)).toEqual([bjorn.userId]);
    expect(
      await portal.interest.database.query(
        `SELECT DISTINCT active_flag, update_process FROM interest
          WHERE (user_id = $1 AND user_interest_id = $2) OR (user_id = $2 AND user_interest_id = $1)`,
        [anong.userId, bjorn.userId],
      ),
    ).toEqual([{ active_flag: 'N', update_process: interestCalls.report.subject }]);
    expect(await flaggedInProfile(bjorn)).toBe(true);
  });

  it('does not store a repeat within 24 hours, but answers the same', async () => {
    const [chai, dao] = await Promise.all([newMember('chai'), newMember('dao')]);
    expect(await report(chai, dao, 'harassment')).toEqual(received);
    expect(await report(chai, dao, 'offensive')).toEqual(received);
    expect((await reportsOn(dao)).map((row) => row.reason)).toEqual(['harassment']);
  });

  it('records the report of a member the reporter had already blocked', async () => {
    const [erik, fah] = await Promise.all([newMember('erik'), newMember('fah')]);
    await asMember(portal, erik)(interestCalls.block, {
      user_id: erik.userId,
      blocked_user_id: fah.userId,
    });
    expect(await report(erik, fah, 'fake')).toEqual(received);
    expect((await reportsOn(fah)).map((row) => row.reporter_id)).toEqual([erik.userId]);
  });

  it("refuses a member the reporter cannot see: 'This profile is not available', nothing stored", async () => {
    const [gun, hidden] = await Promise.all([newMember('gun'), newMember('hidden')]);
    await setVisibility(portal, hidden, 'N');
    for (const reported of [hidden, { ...hidden, userId: 999999 }]) {
      expect(await serviceFailure(report(gun, reported))).toEqual(unavailableProfile);
    }
    expect(await reportsOn(hidden)).toEqual([]);
    expect(
      await portal.interest.database.query('SELECT 1 FROM member_block WHERE user_id = $1', [
        gun.userId,
      ]),
    ).toEqual([]);
  });

  it('refuses a missing reason, yourself, and texts the text rules refuse', async () => {
    const [hanna, ing] = await Promise.all([newMember('hanna'), newMember('ing')]);
    const ask = asMember(portal, hanna);
    const badRequest = (messageCode: MessageCode) => refusal(ErrorCode.BadRequest, messageCode);
    const body = { user_id: hanna.userId, reported_user_id: ing.userId };
    expect(await serviceFailure(ask(interestCalls.report, body as unknown as ReportInput))).toEqual(
      badRequest(MessageCode.reportReasonRequired),
    );
    expect(
      await serviceFailure(
        ask(interestCalls.report, { ...body, reason: 'rude' as unknown as ReportReason }),
      ),
    ).toEqual(badRequest(MessageCode.reportReasonRequired));
    expect(await serviceFailure(report(hanna, hanna))).toEqual(
      badRequest(MessageCode.notReportYourself),
    );
    expect(await serviceFailure(report(hanna, ing, 'other', { text: 'a\u0000b' }))).toEqual(
      badRequest(MessageCode.textNotAllowed),
    );
    expect(await serviceFailure(report(hanna, ing, 'other', { text: 'x'.repeat(1001) }))).toEqual(
      badRequest(MessageCode.textTooLong),
    );
    expect(await serviceFailure(report(hanna, ing, 'fake', { photo_slot: 4 }))).toMatchObject({
      code: ErrorCode.BadRequest,
    });
    expect(await reportsOn(ing)).toEqual([]);
    // A text over several lines is fine.
    expect(await report(hanna, ing, 'other', { text: 'first line\nsecond line' })).toEqual(
      received,
    );
  });
});

describe('the moderation queue', () => {
  let kasem: Caller;
  let lamai: Caller;
  let reporters: Caller[];

  beforeAll(async () => {
    await emptyQueue();
    [kasem, lamai, ...reporters] = await Promise.all([
      newMember('kasem'),
      newMember('lamai'),
      newMember('mali'),
      newMember('nok'),
      newMember('olav'),
    ]);
    // Lamai's photo 2, as svc-profile stores an upload.
    await portal.profile.database.query(
      `INSERT INTO user_img (user_id, img_seq, img_type, img_file, img_size, create_user, create_process)
       VALUES ($1, 2, 'image/jpeg', $2, 1000, 'test', 'test')`,
      [lamai.userId, randomUUID()],
    );
    const [mali, nok, olav] = reporters as [Caller, Caller, Caller];
    for (const reporter of reporters) await established(reporter);
    await report(mali, kasem, 'scam', { text: 'asked for money for a ticket' });
    await report(nok, lamai, 'fake', { photo_slot: 2 });
    await report(olav, kasem, 'scam');
    await report(nok, kasem, 'harassment');
  }, 30000);

  it('groups open reports by member, the longest waiting first, with counts and reasons', async () => {
    const [mali, nok, olav] = reporters as [Caller, Caller, Caller];
    const queue = await asAdmin.queue();
    expect({ total: queue.total, open_reports: queue.open_reports }).toEqual({
      total: 2,
      open_reports: 4,
    });
    expect(queue.items.map((item) => [item.user_id, item.name, item.open_reports])).toEqual([
      [kasem.userId, kasem.username, 3],
      [lamai.userId, lamai.username, 1],
    ]);
    const [first, second] = queue.items;
    expect(first?.reasons).toEqual([
      { reason: 'scam', count: 2 },
      { reason: 'harassment', count: 1 },
    ]);
    expect(first?.reports.map((entry) => [entry.reporter_name, entry.reason, entry.text])).toEqual([
      [mali.username, 'scam', 'asked for money for a ticket'],
      [olav.username, 'scam', null],
      [nok.username, 'harassment', null],
    ]);
    expect(second?.reports).toEqual([
      expect.objectContaining({
        reporter_id: nok.userId,
        reason: 'fake',
        photo_slot: 2,
        photo_url: expect.stringMatching(/^\/api\/files\/photos\/[0-9a-f-]+\?access=/) as string,
      }),
    ]);
  });

  it('is for admins only', async () => {
    const [mali] = reporters as [Caller];
    const refused = {
      code: ErrorCode.Unauthenticated,
      message: Messages.missingToken,
      messageCode: 'missingToken',
    };
    const asMemberCall = asMember(portal, mali);
    expect(await serviceFailure(asMemberCall(interestCalls.adminReportQueue, { page: 1 }))).toEqual(
      refused,
    );
    expect(
      await serviceFailure(
        asMemberCall(interestCalls.adminReportResolve, {
          reported_user_id: kasem.userId,
          resolution: 'dismiss',
          reason: 'x',
        }),
      ),
    ).toEqual(refused);
    expect(
      await serviceFailure(
        asMemberCall(interestCalls.adminMemberSafety, { user_id: kasem.userId }),
      ),
    ).toEqual(refused);
    expect((await reportsOn(kasem)).map((row) => row.status)).toEqual(['open', 'open', 'open']);
  });

  it("shows a member's safety record: reports made and received, blocks either way", async () => {
    const [, nok] = reporters as [Caller, Caller];
    const kasemRecord = await asAdmin.safety(kasem);
    expect(kasemRecord.reports_made).toEqual([]);
    expect(
      kasemRecord.reports_received.map((entry) => [entry.other_name, entry.reason, entry.status]),
    ).toEqual([
      [nok.username, 'harassment', 'open'],
      [(reporters[2] as Caller).username, 'scam', 'open'],
      [(reporters[0] as Caller).username, 'scam', 'open'],
    ]);
    expect([kasemRecord.blocks_made, kasemRecord.blocked_by]).toEqual([0, 3]);
    const nokRecord = await asAdmin.safety(nok);
    expect(nokRecord.reports_made.map((entry) => [entry.other_user_id, entry.other_name])).toEqual([
      [kasem.userId, kasem.username],
      [lamai.userId, lamai.username],
    ]);
    expect([nokRecord.blocks_made, nokRecord.blocked_by]).toEqual([2, 0]);
  });

  it('dismissing closes every open report on the member, audited; then nothing is left to close', async () => {
    expect(await flaggedInProfile(kasem)).toBe(true);
    expect(await asAdmin.resolve(kasem, 'dismiss', 'Not enough to act on')).toEqual({
      ok: true,
      closed: 3,
    });
    expect((await reportsOn(kasem)).map((row) => row.status)).toEqual([
      'dismiss',
      'dismiss',
      'dismiss',
    ]);
    const closedBy = await portal.interest.database.query(
      'SELECT DISTINCT resolved_by, resolution_reason FROM member_report WHERE reported_id = $1',
      [kasem.userId],
    );
    expect(closedBy).toEqual([
      { resolved_by: admin.userId, resolution_reason: 'Not enough to act on' },
    ]);
    expect(await flaggedInProfile(kasem)).toBe(false);
    expect((await asAdmin.queue()).items.map((item) => item.user_id)).toEqual([lamai.userId]);
    await until(async () => (await auditedOn(kasem)).length === 1);
    expect(await auditedOn(kasem)).toEqual([['report.dismiss', 'Not enough to act on']]);

    expect(await asAdmin.resolve(kasem, 'warn', 'again')).toEqual({ ok: true, closed: 0 });
  });

  it('warning closes the reports and mails the member, audited', async () => {
    expect(await asAdmin.resolve(lamai, 'warn', 'Use photos of yourself only')).toEqual({
      ok: true,
      closed: 1,
    });
    const warning = await portal.mail.waitFor((sent) =>
      sent.To.some((to) => to.Address === `${lamai.username}@example.com`),
    );
    expect(warning.Subject).toContain('A warning from our moderators');
    expect(warning.Text).toContain(`Hello ${lamai.username},`);
    expect(warning.Text).toContain('The reason: Use photos of yourself only');
    const [unsubscribe] = warning.ListUnsubscribe.Links;
    expect(unsubscribe).toMatch(new RegExp(`/unsubscribe\\?token=${lamai.userId}\\.warning\\.`));
    expect(warning.Text).toContain(unsubscribe);
    expect((await reportsOn(lamai)).map((row) => row.status)).toEqual(['warn']);
    expect(await flaggedInProfile(lamai)).toBe(false);
    expect(await asAdmin.queue()).toEqual({ items: [], total: 0, open_reports: 0 });
    await until(async () => (await auditedOn(lamai)).length === 1);
    expect(await auditedOn(lamai)).toEqual([['report.warn', 'Use photos of yourself only']]);
  });

  it("removing the reported photo: svc-profile removes it, audited as the admin's, then the reports close", async () => {
    const [mali] = reporters as [Caller];
    await report(mali, lamai, 'fake', { photo_slot: 2 });
    expect(await asAdmin.removePhoto(lamai, 2, 'Not a photo of her')).toEqual({
      ok: true,
      closed: 1,
    });
    expect(await photoSlotsOf(lamai)).toEqual([1]);
    expect(await removalNotices(lamai)).toEqual([{ slot: 2, reason: 'Not a photo of her' }]);
    const told = await portal.mail.waitFor(
      (sent) =>
        sent.To.some((to) => to.Address === `${lamai.username}@example.com`) &&
        sent.Text.includes('Not a photo of her'),
    );
    expect(told.Text).toContain('Not a photo of her');
    expect((await reportsOn(lamai)).map((row) => row.status)).toEqual(['warn', 'photo-removed']);
    await until(async () => (await auditedOn(lamai)).length === 2);
    expect(await auditRowsOn(lamai)).toEqual([
      expect.objectContaining({ action: 'report.warn', actor_user_id: admin.userId }),
      expect.objectContaining({
        action: 'photo.remove',
        actor_user_id: admin.userId,
        object: 'photo:2',
        reason: 'Not a photo of her',
      }),
    ]);
  });

  it('asked again once the photo is gone, removes nothing twice and closes what is open', async () => {
    const [, nok] = reporters as [Caller, Caller];
    await report(nok, lamai, 'fake', { photo_slot: 2 });
    expect(await asAdmin.removePhoto(lamai, 2, 'Asked again')).toEqual({ ok: true, closed: 1 });
    expect(await removalNotices(lamai)).toEqual([{ slot: 2, reason: 'Not a photo of her' }]);
    await outboxDrained(portal.profile);
    await handled(portal, adminActionEvent, 'svc-auth');
    expect((await auditedOn(lamai)).map(([action]) => action)).toEqual([
      'report.warn',
      'photo.remove',
    ]);
  });

  it('warning a member who turned warnings off closes the reports and notifies, but mails nothing', async () => {
    const [mali] = reporters as [Caller];
    const pong = await newMember('pong');
    await portal.auth.calls.call(
      authCalls.mailSettingsUpdate,
      { user_id: pong.userId, warning: false },
      { caller: pong },
    );
    await report(mali, pong, 'scam');
    expect(await asAdmin.resolve(pong, 'warn', 'No money requests')).toEqual({
      ok: true,
      closed: 1,
    });
    await outboxDrained(portal.interest);
    const notified = await portal.interest.database.query<{ kind: string; reason: string }>(
      'SELECT kind, reason FROM notification WHERE user_id = $1',
      [pong.userId],
    );
    expect(notified).toEqual([{ kind: 'warning', reason: 'No money requests' }]);
    expect(
      portal.mail
        .messages()
        .filter((sent) => sent.To.some((to) => to.Address === `${pong.username}@example.com`)),
    ).toEqual([]);
  });
});

describe('a deactivation', () => {
  it("closes the member's open reports as deactivated and releases their photos' hold", async () => {
    const [pim, quinn, rune] = await Promise.all([
      newMember('pim'),
      newMember('quinn'),
      newMember('rune'),
    ]);
    await Promise.all([established(pim), established(quinn)]);
    await report(pim, rune, 'scam');
    await report(quinn, rune, 'underage');
    expect(await flaggedInProfile(rune)).toBe(true);
    await portal.auth.calls.call(
      authCalls.adminMemberDeactivate,
      { user_id: rune.userId, reason: 'romance scam' },
      { caller: admin },
    );
    await until(async () => (await reportsOn(rune)).every((row) => row.status === 'deactivated'));
    expect(
      await portal.interest.database.query(
        'SELECT DISTINCT resolved_by, resolution_reason FROM member_report WHERE reported_id = $1',
        [rune.userId],
      ),
    ).toEqual([{ resolved_by: null, resolution_reason: 'romance scam' }]);
    expect(await flaggedInProfile(rune)).toBe(false);
    expect((await asAdmin.queue()).items.map((item) => item.user_id)).not.toContain(rune.userId);
  });

  it("by the admin closing the reports: svc-auth deactivates, audited as the admin's, and the reports are the admin's", async () => {
    const [sida, tor] = await Promise.all([newMember('sida'), newMember('tor')]);
    await established(sida);
    await report(sida, tor, 'scam');
    expect(await asAdmin.resolve(tor, 'deactivated', 'asked for money')).toEqual({
      ok: true,
      closed: 1,
    });
    expect(await activeInAuth(tor)).toBe(false);
    // The deactivation's own event came while the admin's resolution held the member's reports.
    expect(
      await portal.interest.database.query(
        'SELECT DISTINCT status, resolved_by, resolution_reason FROM member_report WHERE reported_id = $1',
        [tor.userId],
      ),
    ).toEqual([
      { status: 'deactivated', resolved_by: admin.userId, resolution_reason: 'asked for money' },
    ]);
    expect(await flaggedInProfile(tor)).toBe(false);
    await until(async () => (await auditedOn(tor)).length === 1);
    expect(await auditRowsOn(tor)).toEqual([
      expect.objectContaining({
        action: 'member.deactivate',
        actor_user_id: admin.userId,
        reason: 'asked for money',
      }),
    ]);

    // Asked again (as after a lost answer), the member stays as they were: nothing twice.
    expect(await asAdmin.resolve(tor, 'deactivated', 'again')).toEqual({ ok: true, closed: 0 });
    await outboxDrained(portal.auth);
    await handled(portal, adminActionEvent, 'svc-auth');
    expect(await auditedOn(tor)).toEqual([['member.deactivate', 'asked for money']]);
    const [account] = await portal.auth.database.query<{ deactivation_reason: string }>(
      'SELECT deactivation_reason FROM user_login WHERE user_id = $1',
      [tor.userId],
    );
    expect(account?.deactivation_reason).toBe('asked for money');
  });

  it('refused by svc-auth (an admin), answers the refusal and leaves the reports open', async () => {
    const [uma] = await Promise.all([newMember('uma')]);
    // No member can report an admin (they have no profile): a report as stored, for the test.
    await portal.interest.database.query(
      `INSERT INTO member_report (reporter_id, reported_id, reason, hides)
       VALUES ($1, $2, 'scam', false)`,
      [uma.userId, admin.userId],
    );
    expect(await serviceFailure(asAdmin.resolve(admin, 'deactivated', 'x'))).toMatchObject({
      code: ErrorCode.Forbidden,
    });
    expect((await reportsOn(admin)).map((row) => row.status)).toEqual(['open']);
    expect(await activeInAuth(admin)).toBe(true);
    await asAdmin.resolve(admin, 'dismiss', 'test report');
  });
});

describe('removing a photo or deactivating for the admin', () => {
  it('svc-profile and svc-auth do only for an admin, and only when svc-interest asks', async () => {
    const victor = await newMember('victor');
    const photo = { user_id: victor.userId, slot: 1, reason: 'x' };
    const deactivation = { user_id: victor.userId, reason: 'x' };
    const asInterest = portal.signedAs('svc-interest');
    for (const caller of [victor, null]) {
      expect(
        await serviceFailure(asInterest.call(profileCalls.reportedPhotoRemove, photo, { caller })),
      ).toMatchObject({ code: ErrorCode.Forbidden });
      expect(
        await serviceFailure(
          asInterest.call(authCalls.reportedMemberDeactivate, deactivation, { caller }),
        ),
      ).toMatchObject({ code: ErrorCode.Forbidden });
    }
    const asBilling = portal.signedAs('svc-billing');
    expect(
      await serviceFailure(
        asBilling.call(profileCalls.reportedPhotoRemove, photo, { caller: admin }),
      ),
    ).toMatchObject({ code: ErrorCode.Unauthenticated });
    expect(
      await serviceFailure(
        asBilling.call(authCalls.reportedMemberDeactivate, deactivation, { caller: admin }),
      ),
    ).toMatchObject({ code: ErrorCode.Unauthenticated });
    expect(await photoSlotsOf(victor)).toEqual([1]);
    expect(await activeInAuth(victor)).toBe(true);
  });

  it('a photo removal names the slot', async () => {
    const input = {
      reported_user_id: admin.userId,
      resolution: 'photo-removed',
      reason: 'x',
    } as unknown as ReportResolveInput;
    expect(
      await serviceFailure(
        portal.interest.calls.call(interestCalls.adminReportResolve, input, { caller: admin }),
      ),
    ).toMatchObject({ code: ErrorCode.BadRequest });
  });
});

describe('reports from new accounts (issue 27)', () => {
  it('are stored and queued, but hold back no photos until an established reporter reports too', async () => {
    const [newcomer, almost, veteran, sunee] = await Promise.all([
      newMember('newcomer'),
      newMember('almost'),
      newMember('veteran'),
      newMember('sunee'),
    ]);
    await accountAged(almost, establishedAfterDays - 1);
    await established(veteran);

    expect(await report(newcomer, sunee, 'fake', { photo_slot: 1 })).toEqual(received);
    expect(await report(almost, sunee, 'scam')).toEqual(received);
    expect(await reportsOn(sunee)).toEqual([
      expect.objectContaining({ reporter_id: newcomer.userId, status: 'open' }),
      expect.objectContaining({ reporter_id: almost.userId, status: 'open' }),
    ]);
    expect(await flaggedInProfile(sunee)).toBe(false);
    const queued = (await asAdmin.queue()).items.find((item) => item.user_id === sunee.userId);
    expect(queued?.reports.map((entry) => [entry.reporter_id, entry.reason])).toEqual([
      [newcomer.userId, 'fake'],
      [almost.userId, 'scam'],
    ]);

    expect(await report(veteran, sunee, 'harassment')).toEqual(received);
    expect(await flaggedInProfile(sunee)).toBe(true);
    expect(await asAdmin.resolve(sunee, 'dismiss', 'Nothing wrong')).toEqual({
      ok: true,
      closed: 3,
    });
    expect(await flaggedInProfile(sunee)).toBe(false);
  });

  it('an old account whose e-mail svc-auth has not confirmed holds back nothing either', async () => {
    const [unsure, veteran, wan] = await Promise.all([
      newMember('unsure'),
      newMember('veteran'),
      newMember('wan'),
    ]);
    await Promise.all([established(unsure), established(veteran)]);
    await unconfirmed(unsure);

    expect(await report(unsure, wan, 'offensive')).toEqual(received);
    expect(await reportsOn(wan)).toEqual([
      expect.objectContaining({ reporter_id: unsure.userId, status: 'open' }),
    ]);
    expect(await flaggedInProfile(wan)).toBe(false);

    expect(await report(veteran, wan, 'offensive')).toEqual(received);
    expect(await flaggedInProfile(wan)).toBe(true);
    await asAdmin.resolve(wan, 'dismiss', 'Nothing wrong');
  });

  it('many of them together still hold back nothing', async () => {
    const [tida, ...throwaways] = await Promise.all([
      newMember('tida'),
      ...Array.from({ length: 5 }, () => newMember('throwaway')),
    ]);
    for (const throwaway of throwaways) await report(throwaway, tida, 'offensive');
    expect((await reportsOn(tida)).map((row) => row.status)).toEqual(throwaways.map(() => 'open'));
    expect(await flaggedInProfile(tida)).toBe(false);
    await asAdmin.resolve(tida, 'dismiss', 'Throwaway accounts');
  });
});
