import { ErrorCode, Messages, profileCalls, MessageCode, said } from '@dating/contracts';
import { serviceFailure, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
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
  sql,
  userInfo,
} from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

const owner = member(1, 'malee');
const other = member(2, 'erik');
const setVisibility = (active_flag: 'Y' | 'N', extra: object = {}) =>
  asMember(profile, owner)(profileCalls.visibilitySet, {
    table: 'USER_INFO',
    user_id: 1,
    active_flag,
    ...extra,
  });
const cards = () => homeCards(profile);
const flags = () =>
  sql<{ active_flag: string; update_user: string | null; update_process: string | null }>(
    profile,
    `SELECT active_flag, update_user, update_process FROM user_info WHERE user_id = 1
     UNION ALL SELECT active_flag, update_user, update_process FROM person_info WHERE user_id = 1
     UNION ALL SELECT active_flag, update_user, update_process FROM favorite_info WHERE user_id = 1
     UNION ALL SELECT active_flag, update_user, update_process FROM date_info WHERE user_id = 1`,
  );

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  const ask = asMember(profile, owner);
  await ask(profileCalls.userInfoSave, userInfo(1));
  await ask(profileCalls.personInfoSave, personInfo(1));
  await ask(profileCalls.favoriteInfoSave, favoriteInfo(1));
  await ask(profileCalls.dateInfoSave, dateInfo(1));
  await givePhoto(profile, owner.userId);
});

afterAll(async () => {
  await profile?.stop();
});

describe('Hide Profile / Show Profile (change-status-active)', () => {
  it('hides all four sections at once, audited as the member, whatever the body says', async () => {
    expect(await setVisibility('N', { update_user: 'Admin' })).toEqual({
      status: 'OK',
      message: Messages.profileHidden,
      code: 'profileHidden',
    });
    expect(await flags()).toEqual(
      Array(4).fill({
        active_flag: 'N',
        update_user: 'malee',
        update_process: profileCalls.visibilitySet.subject,
      }),
    );
  });

  it('keeps a hidden profile from others, from the cards and its photos, but not from its owner', async () => {
    expect(
      await serviceFailure(asMember(profile, other)(profileCalls.viewGet, { user_id: 1 })),
    ).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.profileUnavailable,
      messageCode: 'profileUnavailable',
    });
    expect(
      await serviceFailure(
        asMember(profile, other)(profileCalls.photoGet, { user_id: 1, img_seq: 1 }),
      ),
    ).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.profileUnavailable,
      messageCode: 'profileUnavailable',
    });
    expect(await cards()).toEqual([]);

    const own = await asMember(profile, owner)(profileCalls.viewGet, {
      user_id: 1,
    });
    expect(own.profile).toMatchObject({ is_owner: true, active_flag: 'N' });
    expect(own.profile.sections.USER_INFO?.values['name']).toBe('Malee');
    expect(
      await asMember(profile, owner)(profileCalls.photoGet, { user_id: 1, img_seq: 1 }),
    ).toMatchObject({ status: 'OK' });
  });

  it('stays hidden when the owner saves a section', async () => {
    await asMember(profile, owner)(profileCalls.personInfoSave, personInfo(1, { height: 165 }));
    await asMember(profile, owner)(profileCalls.sectionDelete, {
      table: 'DATE_INFO',
      user_id: 1,
    });
    await asMember(profile, owner)(profileCalls.dateInfoSave, dateInfo(1));
    expect((await flags()).map((row) => row.active_flag)).toEqual(['N', 'N', 'N', 'N']);
  });

  it('shows the profile again', async () => {
    expect(await setVisibility('Y')).toEqual({ status: 'OK', ...said(MessageCode.profileShown) });
    expect((await flags()).map((row) => row.active_flag)).toEqual(['Y', 'Y', 'Y', 'Y']);
    const seen = await asMember(profile, other)(profileCalls.viewGet, {
      user_id: 1,
    });
    expect(seen.profile.active_flag).toBe('Y');
    expect((await cards()).map((card) => card.id)).toEqual([1]);
  });

  it("asks for User Information first, and refuses another member's profile", async () => {
    expect(
      await serviceFailure(
        asMember(profile, other)(profileCalls.visibilitySet, { user_id: 2, active_flag: 'N' }),
      ),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.userInfoFirst,
      messageCode: 'userInfoFirst',
    });
    expect(
      await serviceFailure(
        asMember(profile, other)(profileCalls.visibilitySet, { user_id: 1, active_flag: 'N' }),
      ),
    ).toMatchObject({ code: ErrorCode.Forbidden });
    expect((await flags()).map((row) => row.active_flag)).toEqual(['Y', 'Y', 'Y', 'Y']);
  });
});
