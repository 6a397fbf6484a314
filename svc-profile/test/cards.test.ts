import pg from 'pg';
import { ErrorCode, profileCalls } from '@dating/contracts';
import {
  serviceFailure,
  startServiceUnderTest,
  testCallClient,
  type ServiceUnderTest,
} from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { asMember, givePhoto, homeCards, member, userInfo } from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;
/** svc-interest, the one deployable that asks for cards by ids. */
let interest: ReturnType<typeof testCallClient>;

const cards = () => homeCards(profile);

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  interest = testCallClient(profile.infra, 'svc-interest');
});

afterAll(async () => {
  await interest?.close();
  await profile?.stop();
});

describe('member cards on the home page (get-category)', () => {
  it('is an empty list before anyone has a profile', async () => {
    expect(await cards()).toEqual([]);
  });

  it('lists the 8 newest visible members with a photo, newest first, photo 1 as a card', async () => {
    const photo: Record<number, string> = {};
    for (let userId = 1; userId <= 11; userId += 1) {
      const ask = asMember(profile, member(userId));
      await ask(
        profileCalls.userInfoSave,
        userInfo(userId, {
          name: `Member ${userId}`,
          birthdate: '1990-01-01',
          caption: userId % 2 ? `Caption ${userId}` : null,
        }),
      );
      // 5 and 8 have no photo yet.
      if (userId !== 5 && userId !== 8) photo[userId] = await givePhoto(profile, userId);
    }
    await asMember(profile, member(10))(profileCalls.visibilitySet, {
      user_id: 10,
      active_flag: 'N',
    });

    const shown = await cards();
    expect(shown.map((card) => card.id)).toEqual([11, 9, 7, 6, 4, 3, 2, 1]);
    // Born on 1 January: the birthday has always passed.
    const age = new Date().getFullYear() - 1990;
    expect(shown[0]).toEqual({
      id: 11,
      name: 'Member 11',
      age,
      caption: 'Caption 11',
      img: `/api/files/photos/${photo[11]}/card`,
      gender: 'F',
      verified: false,
    });
    expect(shown.find((card) => card.id === 6)?.caption).toBeNull();
  });

  it('shows a member once they add a photo, in their place among the newest', async () => {
    await givePhoto(profile, 8);
    expect((await cards()).map((card) => card.id)).toEqual([11, 9, 8, 7, 6, 4, 3, 2]);
  });

  it('shows a member the newest others, never their own card', async () => {
    const answer = await asMember(profile, member(11))(profileCalls.cardsGet, {});
    if (!Array.isArray(answer)) throw new Error('get-category answered a search page');
    expect(answer.map((card) => card.id)).toEqual([9, 8, 7, 6, 4, 3, 2, 1]);
  });
});

describe('cards by ids (svc-interest lists)', () => {
  const byIds = (user_ids: number[]) => interest.calls.call(profileCalls.cardsByIds, { user_ids });

  it('answers visible members only, in the order asked, each once', async () => {
    const shown = await byIds([9, 10, 3, 404, 9, 11]);
    expect(shown.map((card) => card.id)).toEqual([9, 3, 11]);
    expect(shown[2]).toMatchObject({ id: 11, name: 'Member 11', caption: 'Caption 11' });
    expect(await byIds([])).toEqual([]);
  });

  it('reads all the cards of a page in one query', async () => {
    const queries = jest.spyOn(pg.Client.prototype, 'query');
    try {
      const shown = await byIds(Array.from({ length: 100 }, (_, index) => 100 - index));
      expect(shown.map((card) => card.id)).toEqual([11, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('refuses more than 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => index + 1);
    expect(await serviceFailure(byIds(ids))).toMatchObject({ code: ErrorCode.BadRequest });
  });
});
