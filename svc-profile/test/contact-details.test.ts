import { ErrorCode, Messages, profileCalls, MessageCode, said } from '@dating/contracts';
import { serviceFailure, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { asMember, dateInfo, member, sql, userInfo } from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
});

afterAll(() => profile?.stop());

const refused = {
  code: ErrorCode.BadRequest,
  message: Messages.contactDetailsNotAllowed,
  messageCode: 'contactDetailsNotAllowed',
};

describe('contact details in the profile text', () => {
  it('refuses a caption holding a phone number with 400, storing nothing', async () => {
    const save = asMember(profile, member(1))(
      profileCalls.userInfoSave,
      userInfo(1, { caption: 'Call me on 081-234-5678' }),
    );

    expect(await serviceFailure(save)).toEqual(refused);
    expect(await sql(profile, 'SELECT 1 FROM user_info WHERE user_id = 1')).toEqual([]);
    expect(await sql(profile, 'SELECT 1 FROM user_sys_ref WHERE user_id = 1')).toEqual([]);
  });

  it('refuses a Line id in a date-information text', async () => {
    const ask = asMember(profile, member(2));
    await ask(profileCalls.userInfoSave, userInfo(2));

    const save = ask(profileCalls.dateInfoSave, dateInfo(2, { spouse_expect: 'ไลน์ malee88' }));

    expect(await serviceFailure(save)).toEqual(refused);
    expect(await sql(profile, 'SELECT 1 FROM date_info WHERE user_id = 2')).toEqual([]);
  });

  it('saves an ordinary caption, and contact details in the contact fields', async () => {
    const caption = 'Born 1990, 162 cm, I like line dancing and I am online most evenings';

    expect(
      await asMember(profile, member(3))(profileCalls.userInfoSave, userInfo(3, { caption })),
    ).toEqual({ status: 'OK', ...said(MessageCode.sectionSaved) });
    expect(
      await sql(profile, 'SELECT caption, phone, line FROM user_info WHERE user_id = 3'),
    ).toEqual([{ caption, phone: '081 234 5678', line: 'malee.line' }]);
  });
});
