import { ErrorCode, profileCalls, type Caller, type Deployable } from '@dating/contracts';
import { signAssertion, type BusIdentity, type CallClient, type CallMessage } from '@dating/server';
import {
  impostorOf,
  serviceFailure,
  startServiceUnderTest,
  testBusIdentity,
  testCallClient,
  type ServiceUnderTest,
} from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { asMember, member, sql, userInfo } from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

const owner = member(1, 'malee');
const subject = profileCalls.userInfoSave.subject;
/** The change every message below tries to make to the owner's profile. */
const forgedChange = userInfo(1, { name: 'Mallory' });

/** A call message as `as` would seal it, for `sub` and `body`. */
function sealed(
  as: BusIdentity,
  statement: { sub: string; body: object; caller: Caller | null },
  now = Date.now(),
): CallMessage {
  const assertion = signAssertion(as, statement, now);
  return { assertion, lang: 'en', body: statement.body };
}

const gateway = testBusIdentity('gateway');
const asGateway = { sub: subject, caller: owner } as const;

const storedName = async () =>
  (await sql<{ name: string }>(profile, 'SELECT name FROM user_info WHERE user_id = 1'))[0]?.name;

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  await asMember(profile, owner)(profileCalls.userInfoSave, userInfo(1));
});

afterAll(() => profile?.stop());

describe('a call that reaches svc-profile without valid proof of who sent it', () => {
  const forgeries: [string, () => object][] = [
    ['carries no assertion', () => ({ lang: 'en', body: forgedChange })],
    [
      'is sealed with a key nobody trusts',
      () => sealed(impostorOf('gateway'), { ...asGateway, body: forgedChange }),
    ],
    [
      "replays the gateway's assertion for another subject",
      () =>
        sealed(gateway, {
          ...asGateway,
          sub: profileCalls.personInfoSave.subject,
          body: forgedChange,
        }),
    ],
    [
      "replays the gateway's assertion with another body",
      () => ({
        ...sealed(gateway, { ...asGateway, body: userInfo(1) }),
        body: forgedChange,
      }),
    ],
    [
      "replays the gateway's assertion once it has expired",
      () => sealed(gateway, { ...asGateway, body: forgedChange }, Date.now() - 60_000),
    ],
    [
      "is sealed by another service on a member's behalf",
      () => sealed(testBusIdentity('svc-interest'), { ...asGateway, body: forgedChange }),
    ],
  ];

  it.each(forgeries)('is refused, and changes nothing, when it %s', async (_, message) => {
    expect(await serviceFailure(profile.client.send(subject, message()))).toMatchObject({
      code: ErrorCode.Unauthenticated,
    });
    expect(await storedName()).toBe('Malee');
  });

  it("is made, by contrast, with the gateway's assertion for this subject and body", async () => {
    await profile.client.send(subject, sealed(gateway, { ...asGateway, body: forgedChange }));
    expect(await storedName()).toBe('Mallory');
  });
});

describe('an internal call', () => {
  /** Makes calls sealed as the deployable `name`. */
  async function as<Answer>(
    name: Deployable,
    make: (calls: CallClient) => Promise<Answer>,
  ): Promise<Answer> {
    const client = testCallClient(profile.infra, name);
    try {
      return await make(client.calls);
    } finally {
      await client.close();
    }
  }
  const cardsByIds = (calls: CallClient) => calls.call(profileCalls.cardsByIds, { user_ids: [1] });
  const photoAccess = (calls: CallClient) =>
    calls.call(profileCalls.photoAccess, { file_id: '3f1c0c4e-5a8e-4a61-9a55-0e5b2f0b7d11' });
  const refused = { code: ErrorCode.Unauthenticated };

  it('is answered for the deployables it names', async () => {
    expect((await as('svc-interest', cardsByIds)).map((card) => card.id)).toEqual([1]);
    expect(await as('gateway', photoAccess)).toEqual({ visible: 'none' });
  });

  it('is refused for any other deployable, the gateway included', async () => {
    for (const name of ['gateway', 'svc-auth', 'svc-billing'] as const)
      expect(await serviceFailure(as(name, cardsByIds))).toMatchObject(refused);
    for (const name of ['svc-auth', 'svc-interest', 'svc-billing'] as const)
      expect(await serviceFailure(as(name, photoAccess))).toMatchObject(refused);
  });
});
