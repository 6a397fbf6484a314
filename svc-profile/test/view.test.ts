import { ErrorCode, Messages, profileCalls } from '@dating/contracts';
import { serviceFailure, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { asMember, dateInfo, favoriteInfo, member, personInfo, userInfo } from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

const owner = member(1, 'malee');
const viewer = member(2, 'erik');
const contact = {
  c_email: 'malee.private@example.com',
  line: 'malee-line-id',
  whats_app: '+66 81 111 2222',
  facebook: 'facebook.com/malee.private',
  phone: '081 333 4444',
};

const viewAs = (caller: typeof owner, lang: 'en' | 'th' | 'no' = 'en') =>
  asMember(profile, caller)(profileCalls.viewGet, { user_id: 1 }, lang).then(
    (result) => result.profile,
  );

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  const ask = asMember(profile, owner);
  await ask(
    profileCalls.userInfoSave,
    userInfo(1, { ...contact, birthdate: '1990-02-14', hidden_fields: ['birthdate'] }),
  );
  await ask(
    profileCalls.personInfoSave,
    personInfo(1, { hidden_fields: ['weight', 'religion', 'person_value'] }),
  );
  await ask(profileCalls.favoriteInfoSave, favoriteInfo(1, { hidden_fields: ['free_time'] }));
  await ask(profileCalls.dateInfoSave, dateInfo(1));
});

afterAll(async () => {
  await profile?.stop();
});

describe('the profile page (get-profile)', () => {
  it('shows the owner every value, tagging the ones hidden from others', async () => {
    const view = await viewAs(owner);
    expect(view).toMatchObject({ user_id: 1, is_owner: true, active_flag: 'Y' });
    expect(view.sections.USER_INFO).toMatchObject({
      values: { birthdate: '1990-02-14', ...contact },
      hidden: ['birthdate'],
    });
    expect(view.sections.PERSON_INFO).toMatchObject({
      values: { weight: 52, religion: { code: 'BUDDHIST', label: 'Buddhist' } },
      hidden: ['weight', 'religion', 'person_value'],
    });
    expect(view.sections.FAVORITE_INFO?.hidden).toEqual(['free_time']);
  });

  it('names the hidden fields to another member without their values', async () => {
    const view = await viewAs(viewer);
    expect(view.is_owner).toBe(false);
    expect(view.sections.USER_INFO?.hidden).toEqual(['birthdate']);
    expect(view.sections.USER_INFO?.values).not.toHaveProperty('birthdate');
    expect(view.sections.PERSON_INFO?.hidden).toEqual(['weight', 'religion', 'person_value']);
    expect(Object.keys(view.sections.PERSON_INFO?.values ?? {})).toEqual(
      expect.not.arrayContaining(['weight', 'religion', 'person_value']),
    );
    expect(view.sections.PERSON_INFO?.values).toMatchObject({ height: 162 });
    expect(view.sections.FAVORITE_INFO?.values).not.toHaveProperty('free_time');
    expect(JSON.stringify(view)).not.toContain('1990-02-14');
    expect(JSON.stringify(view)).not.toContain('Cooking for friends');
  });

  it('sends no contact fields to another member unless the contact rule holds (contact.test.ts)', async () => {
    const text = JSON.stringify(await viewAs(viewer));
    for (const [field, value] of Object.entries(contact)) {
      expect(text).not.toContain(`"${field}"`);
      expect(text).not.toContain(value);
    }
  });

  it("gives the age in full years, also when the birthday is hidden, and labels in the viewer's language", async () => {
    const today = new Date();
    const birthdayPassed =
      today.getMonth() > 1 || (today.getMonth() === 1 && today.getDate() >= 14);
    const age = today.getFullYear() - 1990 - (birthdayPassed ? 0 : 1);
    const view = await viewAs(viewer, 'th');
    expect(view.age).toBe(age);
    expect(view.sections.USER_INFO?.values['gender']).toEqual({ code: 'F', label: 'ผู้หญิง' });
    expect(view.sections.DATE_INFO?.values['lang_important']).toEqual({ code: 'Y', label: 'ใช่' });
    expect(view.sections.FAVORITE_INFO?.values['food']).toEqual([
      { code: 'THAI', label: 'อาหารไทย' },
      { code: 'SEAFOOD', label: 'อาหารทะเล' },
    ]);
  });

  it('shows a member without User Information to themself only', async () => {
    const newcomer = member(3);
    await asMember(profile, newcomer)(profileCalls.personInfoSave, personInfo(3));
    const own = await asMember(profile, newcomer)(profileCalls.viewGet, {
      user_id: 3,
    });
    expect(own.profile).toMatchObject({ is_owner: true, age: null, photos: [] });
    expect(own.profile.sections.USER_INFO).toBeNull();
    expect(own.profile.sections.PERSON_INFO?.values).toMatchObject({ height: 162 });
    expect(
      await serviceFailure(asMember(profile, viewer)(profileCalls.viewGet, { user_id: 3 })),
    ).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.profileUnavailable,
      messageCode: 'profileUnavailable',
    });
    expect(
      await serviceFailure(asMember(profile, viewer)(profileCalls.viewGet, { user_id: 999 })),
    ).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.profileUnavailable,
      messageCode: 'profileUnavailable',
    });
  });

  it('is for members only', async () => {
    expect(
      await serviceFailure(profile.calls.call(profileCalls.viewGet, { user_id: 1 })),
    ).toMatchObject({ code: ErrorCode.Unauthenticated });
  });
});

describe("an administrator's view of a member (admin-view)", () => {
  const admin = { userId: 99, username: 'admin', role: 'A' as const };

  it('shows everything, also when the member hid their profile', async () => {
    await asMember(profile, owner)(profileCalls.visibilitySet, { user_id: 1, active_flag: 'N' });
    const { profile: seen } = await asMember(profile, admin)(profileCalls.adminViewGet, {
      user_id: 1,
    });
    expect(seen).toMatchObject({ is_owner: false, active_flag: 'N', contact_visible: true });
    expect(seen.sections.USER_INFO?.values).toMatchObject({ ...contact, birthdate: '1990-02-14' });
    await asMember(profile, owner)(profileCalls.visibilitySet, { user_id: 1, active_flag: 'Y' });
  });

  it('is refused to members', async () => {
    expect(
      await serviceFailure(asMember(profile, viewer)(profileCalls.adminViewGet, { user_id: 1 })),
    ).toMatchObject({ code: ErrorCode.Unauthenticated });
  });
});
