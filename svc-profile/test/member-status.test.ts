import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { ErrorCode, memberStatusEvent, Messages, profileCalls } from '@dating/contracts';
import {
  natsConnection,
  serviceFailure,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import {
  asMember,
  dateInfo,
  favoriteInfo,
  givePhoto,
  homeCards,
  member,
  personInfo,
  userInfo,
} from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;
const owner = member(1, 'malee');
const other = member(2, 'erik');

/** svc-auth's announcement, as it publishes it. */
async function announce(active: boolean, at: Date): Promise<void> {
  const nc = await connect(natsConnection(profile.infra, 'svc-auth'));
  try {
    const status = { user_id: 1, active, reason: active ? null : 'spam', at: at.toISOString() };
    await jetstream(nc).publish(memberStatusEvent.subject, JSON.stringify(status), {
      msgID: `${active}-${at.getTime()}`,
    });
  } finally {
    await nc.close();
  }
}

const seenByOther = () =>
  asMember(profile, other)(profileCalls.viewGet, { user_id: 1 }).then(
    () => true,
    () => false,
  );

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  const ask = asMember(profile, owner);
  await ask(profileCalls.userInfoSave, userInfo(1));
  await ask(profileCalls.personInfoSave, personInfo(1));
  await ask(profileCalls.favoriteInfoSave, favoriteInfo(1));
  await ask(profileCalls.dateInfoSave, dateInfo(1));
  // The home page lists members with a photo.
  await givePhoto(profile, 1);
}, 60000);

afterAll(async () => {
  await profile?.stop();
});

describe('a member svc-auth deactivates', () => {
  it('disappears from the profile page and the home cards, and comes back when reactivated', async () => {
    expect(await seenByOther()).toBe(true);
    await announce(false, new Date(Date.now() - 1000));
    await until(async () => !(await seenByOther()));
    expect(
      await serviceFailure(asMember(profile, other)(profileCalls.viewGet, { user_id: 1 })),
    ).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.profileUnavailable,
      messageCode: 'profileUnavailable',
    });
    expect(await homeCards(profile)).toEqual([]);

    await announce(true, new Date());
    await until(seenByOther);
    expect((await homeCards(profile)).map((card) => card.id)).toEqual([1]);
  });

  it('stays hidden after reactivation when the member had hidden the profile', async () => {
    await asMember(profile, owner)(profileCalls.visibilitySet, {
      table: 'USER_INFO',
      user_id: 1,
      active_flag: 'N',
    });
    await announce(false, new Date(Date.now() + 1000));
    await announce(true, new Date(Date.now() + 2000));
    await until(async () => {
      const rows = await profile.database.query<{ active: boolean }>(
        'SELECT active FROM member_status WHERE user_id = 1',
      );
      return rows[0]?.active === true;
    });
    expect(await seenByOther()).toBe(false);
  });
});
