import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  ErrorCode,
  interestCalls,
  interestMessages as M,
  interestPageSize,
  Messages,
  profileCalls,
  MessageCode,
  said,
  type CallDefinition,
  type Caller,
  type CardsByIdsInput,
  type InterestAction,
  type InterestActionResult,
  type InterestListResult,
  type InterestRelation,
  type RelationResult,
} from '@dating/contracts';
import { refusal, serviceFailure } from '@dating/testing';
import {
  asMember,
  joinNew,
  type Portal,
  responded,
  setVisibility,
  startPortal,
  subscribe,
} from './members';

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
}, 60000);

afterAll(() => portal?.stop());

interface InterestRow {
  user_id: number;
  user_interest_id: number;
  active_flag: 'Y' | 'N';
  create_user: string;
  create_process: string;
  update_user: string | null;
  update_process: string | null;
}

/** The rows between two members, in both directions, as stored. */
const rowsBetween = (a: Caller, b: Caller) =>
  portal.interest.database.query<InterestRow>(
    `SELECT user_id, user_interest_id, active_flag, create_user, create_process,
            update_user, update_process
       FROM interest
      WHERE (user_id = $1 AND user_interest_id = $2) OR (user_id = $2 AND user_interest_id = $1)
      ORDER BY interest_id`,
    [a.userId, b.userId],
  );

/** What `viewer` can ask and do about `other`. */
function toward(viewer: Caller, other: Caller | number) {
  const ask = asMember(portal, viewer);
  const pairBody = {
    user_id: viewer.userId,
    user_interest_id: typeof other === 'number' ? other : other.userId,
  };
  const manage = (action: 'check' | 'check-response' | 'match' | 'ignore') =>
    ask(interestCalls.manage, { ...pairBody, action });
  return {
    interest: () => ask(interestCalls.create, pairBody),
    match: () => manage('match'),
    ignore: () => manage('ignore'),
    check: () => manage('check'),
    checkResponse: () => manage('check-response'),
    relation: () => ask(interestCalls.relationGet, pairBody),
  };
}

const finished = (relation: InterestRelation, actions: InterestAction[]): InterestActionResult => ({
  status: 'OK',
  ...said(MessageCode.interestFinished),
  relation,
  actions,
});

const relationIs = (
  relation: InterestRelation,
  actions: InterestAction[],
  viewerSubscribed = false,
): RelationResult => ({
  status: 'OK',
  relation,
  actions,
  viewer_subscribed: viewerSubscribed,
});

/** A fresh member with a unique username (their profile name is the username). */
const newMember = (name: string) => joinNew(portal, name);

describe('the relation between two members, through every state and action', () => {
  let anong: Caller;
  let bjorn: Caller;

  beforeAll(async () => {
    [anong, bjorn] = await Promise.all([newMember('anong'), newMember('bjorn')]);
  });

  it('starts at none: Interest is the only action, check and check-response answer 0', async () => {
    expect(await toward(anong, bjorn).relation()).toEqual(relationIs('none', ['interest']));
    expect(await toward(anong, bjorn).check()).toEqual({ status: 'OK', result: 0 });
    expect(await toward(anong, bjorn).checkResponse()).toEqual({ status: 'OK', result: 0 });
    expect(await responded(portal, anong, bjorn)).toBe(false);
  });

  it('Interest: the viewer is interested, the other sees interest in them; one audited row', async () => {
    expect(await toward(anong, bjorn).interest()).toEqual(finished('interested', ['ignore']));
    expect(await toward(anong, bjorn).relation()).toEqual(relationIs('interested', ['ignore']));
    expect(await toward(bjorn, anong).relation()).toEqual(
      relationIs('interested-in-me', ['match', 'ignore']),
    );
    expect(await toward(anong, bjorn).check()).toEqual({ status: 'OK', result: 1 });
    expect(await toward(anong, bjorn).checkResponse()).toEqual({ status: 'OK', result: 0 });
    expect(await toward(bjorn, anong).check()).toEqual({ status: 'OK', result: 0 });
    expect(await responded(portal, anong, bjorn)).toBe(false);
    expect(await rowsBetween(anong, bjorn)).toEqual([
      {
        user_id: anong.userId,
        user_interest_id: bjorn.userId,
        active_flag: 'Y',
        create_user: anong.username,
        create_process: interestCalls.create.subject,
        update_user: null,
        update_process: null,
      },
    ]);
  });

  it('Match: both are matched, check-response answers 1 on both sides', async () => {
    expect(await toward(bjorn, anong).match()).toEqual(finished('matched', ['ignore']));
    for (const [viewer, other] of [
      [anong, bjorn],
      [bjorn, anong],
    ] as const) {
      expect(await toward(viewer, other).relation()).toEqual(relationIs('matched', ['ignore']));
      expect(await toward(viewer, other).check()).toEqual({ status: 'OK', result: 1 });
      expect(await toward(viewer, other).checkResponse()).toEqual({ status: 'OK', result: 1 });
      expect(await responded(portal, viewer, other)).toBe(true);
    }
    expect(await rowsBetween(anong, bjorn)).toMatchObject([
      { user_id: anong.userId, active_flag: 'Y' },
      {
        user_id: bjorn.userId,
        active_flag: 'Y',
        create_user: bjorn.username,
        create_process: interestCalls.manage.subject,
      },
    ]);
  });

  it('Unmatch (ignore on a match) ends both directions; the rows stay for the record', async () => {
    expect(await toward(anong, bjorn).ignore()).toEqual(finished('none', ['interest']));
    expect(await toward(bjorn, anong).relation()).toEqual(relationIs('none', ['interest']));
    expect(await responded(portal, bjorn, anong)).toBe(false);
    const ended = { active_flag: 'N', update_user: anong.username };
    expect(await rowsBetween(anong, bjorn)).toMatchObject([
      { user_id: anong.userId, ...ended, update_process: interestCalls.manage.subject },
      { user_id: bjorn.userId, ...ended, update_process: interestCalls.manage.subject },
    ]);
  });

  it('a new interest reactivates the same row instead of adding one', async () => {
    expect(await toward(bjorn, anong).interest()).toEqual(finished('interested', ['ignore']));
    expect(await rowsBetween(anong, bjorn)).toMatchObject([
      { user_id: anong.userId, active_flag: 'N' },
      {
        user_id: bjorn.userId,
        active_flag: 'Y',
        update_user: bjorn.username,
        update_process: interestCalls.create.subject,
      },
    ]);
  });

  it('Ignore on interest in me declines it', async () => {
    expect(await toward(anong, bjorn).ignore()).toEqual(finished('none', ['interest']));
    expect(await toward(bjorn, anong).relation()).toEqual(relationIs('none', ['interest']));
    expect((await rowsBetween(anong, bjorn)).map((row) => row.active_flag)).toEqual(['N', 'N']);
  });

  it('Ignore on my own interest withdraws it', async () => {
    await toward(anong, bjorn).interest();
    expect(await toward(anong, bjorn).ignore()).toEqual(finished('none', ['interest']));
    expect(await toward(bjorn, anong).relation()).toEqual(relationIs('none', ['interest']));
    expect((await rowsBetween(anong, bjorn)).map((row) => row.active_flag)).toEqual(['N', 'N']);
  });
});

describe("the viewer's membership beside the relation", () => {
  it('says whether the viewer has a membership now, as svc-billing last told', async () => {
    const [chai, dao] = await Promise.all([newMember('chai'), newMember('dao')]);
    await toward(chai, dao).interest();
    await toward(dao, chai).match();
    await subscribe(portal, chai);
    expect(await toward(chai, dao).relation()).toEqual(relationIs('matched', ['ignore'], true));
    expect(await toward(dao, chai).relation()).toEqual(relationIs('matched', ['ignore'], false));

    // A membership ends by time: the row stays, the answer changes.
    await portal.interest.database.query(
      `UPDATE member_membership SET active_until = now() - interval '1 minute' WHERE user_id = $1`,
      [chai.userId],
    );
    expect(await toward(chai, dao).relation()).toEqual(relationIs('matched', ['ignore'], false));
  });
});

describe('refusals', () => {
  /** A fresh pair whose relation, seen by the first, is `relation`. */
  async function pairIn(relation: InterestRelation): Promise<[Caller, Caller]> {
    const [viewer, other] = await Promise.all([newMember('viewer'), newMember('other')]);
    if (relation === 'interested') await toward(viewer, other).interest();
    if (relation === 'interested-in-me' || relation === 'matched') {
      await toward(other, viewer).interest();
    }
    if (relation === 'matched') await toward(viewer, other).match();
    return [viewer, other];
  }

  it.each([
    ['none', 'match', MessageCode.nothingToMatch],
    ['none', 'ignore', MessageCode.nothingToIgnore],
    ['interested', 'interest', MessageCode.alreadyInterested],
    ['interested', 'match', MessageCode.nothingToMatch],
    ['interested-in-me', 'interest', MessageCode.answerTheirInterest],
    ['matched', 'interest', MessageCode.alreadyMatched],
    ['matched', 'match', MessageCode.alreadyMatched],
  ] as const)('%s + %s is a conflict: %s; nothing changes', async (relation, action, message) => {
    const [viewer, other] = await pairIn(relation);
    const before = await rowsBetween(viewer, other);
    expect(await serviceFailure(toward(viewer, other)[action]())).toEqual(
      refusal(ErrorCode.Conflict, message),
    );
    expect(await toward(viewer, other).relation()).toMatchObject({ relation });
    expect(await rowsBetween(viewer, other)).toEqual(before);
  });

  it('refuses anything with yourself (400)', async () => {
    const me = await newMember('self');
    const self = toward(me, me);
    for (const attempt of [self.interest, self.match, self.ignore, self.check, self.relation]) {
      expect(await serviceFailure(attempt())).toEqual({
        code: ErrorCode.BadRequest,
        message: M.notYourself,
        messageCode: 'notYourself',
      });
    }
    expect(
      await portal.interest.database.query('SELECT 1 FROM interest WHERE user_id = $1', [
        me.userId,
      ]),
    ).toEqual([]);
  });

  it("refuses a body naming another member's user_id (403), whatever it asks", async () => {
    const [mallory, victim, target] = await Promise.all([
      newMember('mallory'),
      newMember('victim'),
      newMember('target'),
    ]);
    const ask = asMember(portal, mallory);
    const asVictim = { user_id: victim.userId, user_interest_id: target.userId };
    const attempts: [CallDefinition, object][] = [
      [interestCalls.create, asVictim],
      [interestCalls.manage, { ...asVictim, action: 'match' }],
      [interestCalls.manage, { ...asVictim, action: 'check' }],
      [interestCalls.relationGet, asVictim],
      [interestCalls.list, { user_id: victim.userId }],
      [interestCalls.list, { user_interest_id: victim.userId }],
      [interestCalls.matches, { user_id: victim.userId }],
    ];
    for (const [call, body] of attempts) {
      expect({ subject: call.subject, error: await serviceFailure(ask(call, body)) }).toEqual({
        subject: call.subject,
        error: { code: ErrorCode.Forbidden, message: Messages.forbidden, messageCode: 'forbidden' },
      });
    }
    expect(await rowsBetween(victim, target)).toEqual([]);
  });

  it('refuses a request without a verified caller', async () => {
    const [a, b] = await Promise.all([newMember('anon'), newMember('anonb')]);
    const body = { user_id: a.userId, user_interest_id: b.userId };
    expect(await serviceFailure(portal.interest.calls.call(interestCalls.create, body))).toEqual({
      code: ErrorCode.Unauthenticated,
      message: Messages.missingToken,
      messageCode: 'missingToken',
    });
    expect(await rowsBetween(a, b)).toEqual([]);
  });

  it('refuses a hidden member (404) until they show their profile again', async () => {
    const [viewer, hidden] = await Promise.all([newMember('seeker'), newMember('hidden')]);
    await setVisibility(portal, hidden, 'N');
    expect(await serviceFailure(toward(viewer, hidden).interest())).toEqual({
      code: ErrorCode.NotFound,
      message: M.memberUnavailable,
      messageCode: 'memberUnavailable',
    });
    expect(await rowsBetween(viewer, hidden)).toEqual([]);
    await setVisibility(portal, hidden, 'Y');
    expect(await toward(viewer, hidden).interest()).toMatchObject({ relation: 'interested' });
  });

  it('refuses a deactivated member (404), even to end an interest', async () => {
    const [viewer, leaving] = await Promise.all([newMember('stay'), newMember('leaving')]);
    await toward(leaving, viewer).interest();
    await portal.auth.database.query(`UPDATE user_login SET active_flag = 'N' WHERE user_id = $1`, [
      leaving.userId,
    ]);
    for (const attempt of [toward(viewer, leaving).match, toward(viewer, leaving).ignore]) {
      expect(await serviceFailure(attempt())).toEqual({
        code: ErrorCode.NotFound,
        message: M.memberUnavailable,
        messageCode: 'memberUnavailable',
      });
    }
    expect(await toward(viewer, leaving).relation()).toMatchObject({
      relation: 'interested-in-me',
    });
  });

  it('refuses an unknown member (404)', async () => {
    const viewer = await newMember('lonely');
    expect(await serviceFailure(toward(viewer, 987654).interest())).toEqual({
      code: ErrorCode.NotFound,
      message: M.memberUnavailable,
      messageCode: 'memberUnavailable',
    });
  });

  it('answers bad input with 400 and the message the page shows', async () => {
    const viewer = await newMember('typo');
    const ask = asMember(portal, viewer);
    // Declared loosely, so the test can send what a browser could.
    const manage: CallDefinition = interestCalls.manage;
    expect(
      await serviceFailure(
        ask(manage, { user_id: viewer.userId, user_interest_id: 1, action: 'poke' }),
      ),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: M.unknownAction,
      messageCode: 'unknownAction',
    });
    expect(
      await serviceFailure(
        ask(interestCalls.list, { user_id: viewer.userId, user_interest_id: viewer.userId }),
      ),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: M.chooseOneList,
      messageCode: 'chooseOneList',
    });
  });
});

describe('repeats and races', () => {
  it('repeating create-interest stores no second row', async () => {
    const [viewer, other] = await Promise.all([newMember('eager'), newMember('calm')]);
    await toward(viewer, other).interest();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await serviceFailure(toward(viewer, other).interest())).toMatchObject({
        code: ErrorCode.Conflict,
      });
    }
    expect(await rowsBetween(viewer, other)).toHaveLength(1);
  });

  it('the same create-interest sent ten times at once succeeds once, with one row', async () => {
    const [viewer, other] = await Promise.all([newMember('clicky'), newMember('clicked')]);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => toward(viewer, other).interest()),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await rowsBetween(viewer, other)).toHaveLength(1);
  });

  it('create-interest from both sides at once: the second is told to match, and Match makes two rows', async () => {
    const [first, second] = await Promise.all([newMember('romeo'), newMember('juliet')]);
    const outcomes = await Promise.allSettled([
      toward(first, second).interest(),
      toward(second, first).interest(),
    ]);
    const won = outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(won).not.toBe(-1);
    expect(lost).toBeDefined();
    expect(await serviceFailure(Promise.reject(lost?.reason))).toEqual({
      code: ErrorCode.Conflict,
      message: M.answerTheirInterest,
      messageCode: 'answerTheirInterest',
    });
    const [winner, answerer] = won === 0 ? [first, second] : [second, first];
    expect(await rowsBetween(first, second)).toMatchObject([
      { user_id: winner.userId, active_flag: 'Y' },
    ]);
    expect(await toward(answerer, winner).match()).toMatchObject({ relation: 'matched' });
    expect(await rowsBetween(first, second)).toHaveLength(2);
  });
});

describe('My Interest, Interest Me and Matching', () => {
  let spy: NatsConnection;
  const cardRequests: number[][] = [];

  beforeAll(async () => {
    spy = await connect({ servers: portal.infra.natsUrl });
    // A plain subscriber gets a copy of every request svc-profile answers: a real observation.
    // Only those made for a member count: the notifications' consumer asks for no one's.
    spy.subscribe(profileCalls.cardsByIds.subject, {
      callback: (_error, message) => {
        const packet = message.json<{ data: { body: CardsByIdsInput; assertion: string } }>();
        const [claims = ''] = packet.data.assertion.split('.');
        const { caller } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
          caller: Caller | null;
        };
        if (caller) cardRequests.push(packet.data.body.user_ids);
      },
    });
    await spy.flush();
  });

  afterAll(() => spy?.close());

  /** Runs a list request and answers it with the cards requests it made. */
  async function observed(list: Promise<InterestListResult>) {
    cardRequests.length = 0;
    const result = await list;
    await spy.flush();
    return { result, cardRequests: [...cardRequests] };
  }

  const myInterest = (member: Caller, page = 1) =>
    asMember(portal, member)(interestCalls.list, { user_id: member.userId, page });
  const interestMe = (member: Caller, page = 1) =>
    asMember(portal, member)(interestCalls.list, { user_interest_id: member.userId, page });
  const matching = (member: Caller, page = 1) =>
    asMember(portal, member)(interestCalls.matches, { user_id: member.userId, page });
  const ids = (list: InterestListResult) => list.result.map((card) => card.id);

  it('answers an empty list without asking svc-profile', async () => {
    const nobody = await newMember('nobody');
    for (const list of [myInterest, interestMe, matching]) {
      expect(await observed(list(nobody))).toEqual({
        result: { status: 'OK', result: [], page: 1, has_more: false, unavailable: 0 },
        cardRequests: [],
      });
    }
  });

  it('lists newest first (Matching by the later of the two interests), as cards', async () => {
    const [lek, pim, quinn, rune] = await Promise.all([
      newMember('lek'),
      newMember('pim'),
      newMember('quinn'),
      newMember('rune'),
    ]);
    await toward(lek, pim).interest();
    await toward(quinn, lek).interest();
    await toward(rune, lek).interest();
    await toward(lek, quinn).match();
    await toward(pim, lek).match();

    expect(ids(await myInterest(lek))).toEqual([quinn.userId, pim.userId]);
    expect(ids(await interestMe(lek))).toEqual([pim.userId, rune.userId, quinn.userId]);
    expect(ids(await matching(lek))).toEqual([pim.userId, quinn.userId]);
    expect(ids(await matching(pim))).toEqual([lek.userId]);
    // The card as svc-profile gives it to lek (its last-active line is lek's view).
    const [pimCard] = await portal
      .signedAs('svc-interest')
      .call(profileCalls.cardsByIds, { user_ids: [pim.userId] }, { caller: lek });
    expect(pimCard).toMatchObject({ id: pim.userId, name: pim.username, caption: null });
    expect(pimCard?.img).toMatch(/^\/api\/files\/photos\/[\w-]+\/card$/);
    expect(typeof pimCard?.age).toBe('number');
    expect((await interestMe(lek)).result[0]).toEqual(pimCard);

    await setVisibility(portal, rune, 'N');
    expect(ids(await interestMe(lek))).toEqual([pim.userId, quinn.userId]);

    await toward(lek, pim).ignore();
    expect(ids(await matching(lek))).toEqual([quinn.userId]);
    expect(ids(await myInterest(lek))).toEqual([quinn.userId]);
  });

  it(`pages by ${interestPageSize}, with has_more, and one cardsByIds request per page`, async () => {
    const star = await newMember('star');
    const fans: Caller[] = [];
    for (let fan = 0; fan <= interestPageSize; fan += 1) fans.push(await newMember('fan'));
    for (const fan of fans) await toward(fan, star).interest();
    for (const fan of fans) await toward(star, fan).match();
    const newestFirst = fans.map((fan) => fan.userId).reverse();

    for (const list of [myInterest, interestMe, matching]) {
      const first = await observed(list(star, 1));
      expect(first.result).toMatchObject({ status: 'OK', page: 1, has_more: true });
      expect(ids(first.result)).toEqual(newestFirst.slice(0, interestPageSize));
      expect(first.cardRequests).toEqual([newestFirst.slice(0, interestPageSize)]);

      const second = await observed(list(star, 2));
      expect(second.result).toMatchObject({ status: 'OK', page: 2, has_more: false });
      expect(ids(second.result)).toEqual(newestFirst.slice(interestPageSize));
      expect(second.cardRequests).toEqual([newestFirst.slice(interestPageSize)]);

      expect(await observed(list(star, 3))).toEqual({
        result: { status: 'OK', result: [], page: 3, has_more: false, unavailable: 0 },
        cardRequests: [],
      });
    }
  }, 60000);
});
