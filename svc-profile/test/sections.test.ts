import {
  ErrorCode,
  Messages,
  profileCalls,
  type CallDefinition,
  type CallInput,
  MessageCode,
  said,
} from '@dating/contracts';
import { serviceFailure, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import {
  asMember,
  dateInfo,
  favoriteInfo,
  member,
  personInfo,
  sendUnchecked,
  sql,
  userInfo,
} from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
});

afterAll(() => profile?.stop());

const saved = { status: 'OK', message: Messages.sectionSaved, code: 'sectionSaved' };

describe('saving the four sections', () => {
  const malee = member(1, 'malee');
  const ask = () => asMember(profile, malee);

  it('saves each section and reads it back in the profile view', async () => {
    expect(await ask()(profileCalls.userInfoSave, userInfo(1))).toEqual(saved);
    expect(await ask()(profileCalls.personInfoSave, personInfo(1))).toEqual(saved);
    expect(await ask()(profileCalls.favoriteInfoSave, favoriteInfo(1))).toEqual(saved);
    expect(await ask()(profileCalls.dateInfoSave, dateInfo(1))).toEqual(saved);

    const { profile: view } = await ask()(profileCalls.viewGet, {
      user_id: 1,
    });
    expect(view.sections.USER_INFO?.values).toMatchObject({
      name: 'Malee',
      birthdate: '1995-04-12',
      country: 'Thailand',
      c_email: 'malee@example.com',
      gender: { code: 'F', label: 'Woman' },
    });
    expect(view.sections.PERSON_INFO?.values).toMatchObject({
      height: 162,
      weight: 52,
      num_child: 0,
      marital_stat: { code: 'SINGLE', label: 'Single' },
      person_value: [
        { code: 'HONESTY', label: 'Honesty' },
        { code: 'KINDNESS', label: 'Kindness' },
      ],
    });
    expect(view.sections.FAVORITE_INFO?.values).toMatchObject({
      free_time: 'Cooking for friends',
      drinking: { code: 'SOCIALLY', label: 'Socially' },
      food: [
        { code: 'THAI', label: 'Thai food' },
        { code: 'SEAFOOD', label: 'Seafood' },
      ],
    });
    expect(view.sections.DATE_INFO?.values).toMatchObject({
      age_start: 30,
      age_end: 45,
      spouse_expect: 'Kindness and patience',
      gender_for: { code: 'M', label: 'Man' },
      lang_important: { code: 'Y', label: 'Yes' },
      learn_th: { code: 'N', label: 'No' },
    });
  });

  it('answers the rows of each table under SPEC.md’s column names, audited by the server', async () => {
    const rows = (table: CallInput<typeof profileCalls.sectionRows>['table']) =>
      ask()(profileCalls.sectionRows, { table, user_id: 1 });
    expect((await rows('USER_INFO')).result).toEqual([
      expect.objectContaining({
        user_id: 1,
        name: 'Malee',
        birthdate: '1995-04-12',
        c_email: 'malee@example.com',
        whats_app: '+66 81 234 5678',
        active_flag: 'Y',
        create_user: 'malee',
        create_process: profileCalls.userInfoSave.subject,
        update_user: null,
      }),
    ]);
    expect((await rows('PERSON_INFO')).result[0]).toMatchObject({ height: 162, num_child: 0 });
    expect((await rows('FAVORITE_INFO')).result[0]).toMatchObject({
      free_time: 'Cooking for friends',
    });
    expect((await rows('DATE_INFO')).result[0]).toMatchObject({ age_start: 30, age_end: 45 });
    const choices = (await rows('USER_SYS_REF')).result;
    expect(choices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ref_table_code: 'GENDER', ref_code: 'F', create_user: 'malee' }),
        expect.objectContaining({ ref_table_code: 'LEARN_TH', ref_code: 'N' }),
      ]),
    );
    expect(choices.filter((row) => row['ref_table_code'] === 'FOOD')).toHaveLength(2);
  });

  it('updates a section keeping who created it, ignoring audit fields a client sends', async () => {
    await sendUnchecked(profile, malee)(profileCalls.userInfoSave, {
      ...userInfo(1, { name: 'Malee S.', gender: 'LB', caption: '' }),
      create_user: 'someone else',
      update_user: 'Admin',
      update_process: 'forged',
    });
    const [row] = await sql<Record<string, unknown>>(
      profile,
      'SELECT name, caption, create_user, create_process, update_user, update_process, update_datetime FROM user_info WHERE user_id = 1',
    );
    expect(row).toMatchObject({
      name: 'Malee S.',
      caption: null,
      create_user: 'malee',
      create_process: profileCalls.userInfoSave.subject,
      update_user: 'malee',
      update_process: profileCalls.userInfoSave.subject,
    });
    expect(row?.['update_datetime']).toBeInstanceOf(Date);
    expect(
      await sql(
        profile,
        "SELECT ref_code FROM user_sys_ref WHERE user_id = 1 AND ref_table_code = 'GENDER'",
      ),
    ).toEqual([{ ref_code: 'LB' }]);
  });

  it('replaces a multi-choice list on save, so removed choices are gone', async () => {
    await ask()(profileCalls.favoriteInfoSave, favoriteInfo(1, { food: ['ISAN'], sport: [] }));
    const { profile: view } = await ask()(profileCalls.viewGet, {
      user_id: 1,
    });
    expect(view.sections.FAVORITE_INFO?.values['food']).toEqual([
      { code: 'ISAN', label: 'Isan food' },
    ]);
    expect(view.sections.FAVORITE_INFO?.values['sport']).toEqual([]);
  });

  it("refuses to write another member's sections", async () => {
    expect(await serviceFailure(ask()(profileCalls.userInfoSave, userInfo(2)))).toMatchObject({
      code: ErrorCode.Forbidden,
    });
    expect(
      await serviceFailure(ask()(profileCalls.sectionRows, { table: 'USER_INFO', user_id: 2 })),
    ).toMatchObject({ code: ErrorCode.Forbidden });
    expect(
      await serviceFailure(profile.calls.call(profileCalls.userInfoSave, userInfo(1))),
    ).toMatchObject({ code: ErrorCode.Unauthenticated });
  });
});

describe("SPEC.md §5's validation, in order", () => {
  /**
   * Sends the body growing one field at a time, in the given order; each step must fail with
   * the message of the next missing field.
   */
  async function messagesWhileFilling(
    call: CallDefinition,
    caller: number,
    fields: [string, unknown][],
  ): Promise<string[]> {
    const send = sendUnchecked(profile, member(caller));
    const messages: string[] = [];
    const body: Record<string, unknown> = {};
    for (const [field, value] of fields) {
      messages.push((await serviceFailure(send(call, body))).message);
      body[field] = value;
    }
    await send(call, body);
    return messages;
  }

  it('section 1: user, name, gender, birthdate, country', async () => {
    expect(
      await messagesWhileFilling(profileCalls.userInfoSave, 20, [
        ['user_id', 20],
        ['name', 'Somchai'],
        ['gender', 'M'],
        ['birthdate', '1980-01-31'],
        ['country', 'Norway'],
      ]),
    ).toEqual([
      'Not Found User',
      'Please fill in your name',
      'Please select your gender',
      'Please fill in your birthdate',
      'Please fill in your country',
    ]);
  });

  it('section 2: height, weight, marital status, children, education (ethnicity and religion optional)', async () => {
    expect(
      await messagesWhileFilling(profileCalls.personInfoSave, 20, [
        ['user_id', 20],
        ['height', '180'],
        ['weight', 85],
        ['marital_stat', 'DIVORCED'],
        ['kids', 'UNSURE'],
        ['education', 'MASTER'],
      ]),
    ).toEqual([
      'Not Found User',
      'Please fill in Height',
      'Please fill in Weight',
      'Please select Marital Status',
      'Please select if you want children',
      'Please select Education',
    ]);
  });

  it('section 3: drinking, smoking', async () => {
    expect(
      await messagesWhileFilling(profileCalls.favoriteInfoSave, 20, [
        ['user_id', 20],
        ['drinking', 'RARELY'],
        ['smoking', 'NO'],
      ]),
    ).toEqual(['Not Found User', 'Please select Drinking', 'Please select Smoking']);
  });

  it('section 4: the Thai-spouse texts come last, for a man outside Thailand', async () => {
    await asMember(profile, member(20))(
      profileCalls.userInfoSave,
      userInfo(20, { gender: 'M', country: 'Norway' }),
    );
    expect(
      await messagesWhileFilling(profileCalls.dateInfoSave, 20, [
        ['user_id', 20],
        ['looking_for', 'MARRIAGE'],
        ['gender_for', 'F'],
        ['lang_important', 'Y'],
        ['learn_th', 'Y'],
        ['th_spouse_reason', 'I love the warmth of Thai culture'],
        ['th_women_think', 'Caring and family-minded'],
      ]),
    ).toEqual([
      'Not Found User',
      'Please select Looking For',
      'Please select Gender For',
      'Please select Used Communication',
      'Please fill Learning Thai Language',
      'Please fill Thai Spouse Reason',
      'Please fill What do you think about Thai women/man?',
    ]);
  });

  it('asks nobody but a man outside Thailand for the Thai-spouse texts', async () => {
    const saveDate = (userId: number, info: object) =>
      asMember(profile, member(userId))(profileCalls.userInfoSave, userInfo(userId, info)).then(
        () => asMember(profile, member(userId))(profileCalls.dateInfoSave, dateInfo(userId)),
      );
    expect(await saveDate(21, { gender: 'M', country: 'Thailand' })).toEqual(saved);
    expect(await saveDate(22, { gender: 'F', country: 'Norway' })).toEqual(saved);
    expect(await saveDate(23, { gender: 'TG', country: 'Norway' })).toEqual(saved);
    expect(await serviceFailure(saveDate(24, { gender: 'M', country: 'Sweden' }))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.thaiSpouseReasonRequired,
      messageCode: 'thaiSpouseReasonRequired',
    });
  });

  it('does not ask a Thai woman about learning Thai: she may leave it and the texts empty', async () => {
    const ask = asMember(profile, member(26));
    await ask(profileCalls.userInfoSave, userInfo(26, { gender: 'F', country: 'Thailand' }));
    expect(
      await ask(profileCalls.dateInfoSave, {
        ...dateInfo(26),
        learn_th: '',
        th_spouse_reason: '',
        th_women_think: '',
      }),
    ).toEqual(saved);
    const { profile: view } = await ask(profileCalls.viewGet, { user_id: 26 });
    expect(view.sections.DATE_INFO?.values.learn_th ?? null).toBeNull();
  });

  it('accepts only what a phone number has in the phone fields', async () => {
    const ask = asMember(profile, member(27));
    for (const phone of ['+47 912 34 567', '(02) 123-4567', '0812345678']) {
      expect(
        await ask(profileCalls.userInfoSave, userInfo(27, { phone, whats_app: phone })),
      ).toEqual(saved);
    }
    for (const field of ['phone', 'whats_app']) {
      for (const value of ['call me', '081 234 5678 ext', '+-()']) {
        expect(
          await serviceFailure(ask(profileCalls.userInfoSave, userInfo(27, { [field]: value }))),
        ).toEqual({
          code: ErrorCode.BadRequest,
          message: Messages.phoneInvalid,
          messageCode: 'phoneInvalid',
        });
      }
    }
  });

  it('asks for User Information before Date Information', async () => {
    expect(
      await serviceFailure(asMember(profile, member(25))(profileCalls.dateInfoSave, dateInfo(25))),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.userInfoFirst,
      messageCode: 'userInfoFirst',
    });
  });
});

describe('choices in a section', () => {
  const ask = () => asMember(profile, member(30));

  it('refuses a code that is not in its list with 400, storing nothing', async () => {
    expect(
      await serviceFailure(ask()(profileCalls.userInfoSave, userInfo(30, { gender: 'THAI' }))),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.unknownChoice,
      messageCode: 'unknownChoice',
    });
    expect(
      await serviceFailure(
        ask()(profileCalls.personInfoSave, personInfo(30, { person_value: ['HONESTY', 'RICH'] })),
      ),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.unknownChoice,
      messageCode: 'unknownChoice',
    });
    expect(await sql(profile, 'SELECT 1 FROM user_info WHERE user_id = 30')).toEqual([]);
    expect(await sql(profile, 'SELECT 1 FROM person_info WHERE user_id = 30')).toEqual([]);
    expect(await sql(profile, 'SELECT 1 FROM user_sys_ref WHERE user_id = 30')).toEqual([]);
  });

  it('leaves the old row and choices whole when the save fails half-way', async () => {
    await ask()(profileCalls.personInfoSave, personInfo(30));
    // The store refuses this member's choices: the row is written first, then this fails.
    await sql(
      profile,
      `CREATE FUNCTION refuse_choices() RETURNS trigger AS $$
       BEGIN RAISE EXCEPTION 'choices refused'; END $$ LANGUAGE plpgsql`,
    );
    await sql(
      profile,
      `CREATE TRIGGER refuse_choices BEFORE INSERT ON user_sys_ref
       FOR EACH ROW WHEN (NEW.user_id = 30) EXECUTE FUNCTION refuse_choices()`,
    );
    try {
      expect(
        await serviceFailure(
          ask()(
            profileCalls.personInfoSave,
            personInfo(30, { height: 190, person_value: ['PATIENCE'], shape: 'MUSCULAR' }),
          ),
        ),
      ).toEqual({ code: ErrorCode.Internal, message: Messages.internal, messageCode: 'internal' });
    } finally {
      await sql(profile, 'DROP TRIGGER refuse_choices ON user_sys_ref');
      await sql(profile, 'DROP FUNCTION refuse_choices');
    }
    expect(
      await sql(profile, 'SELECT height, update_user FROM person_info WHERE user_id = 30'),
    ).toEqual([{ height: 162, update_user: null }]);
    const choices = await sql<{ ref_table_code: string; ref_code: string }>(
      profile,
      `SELECT ref_table_code, ref_code FROM user_sys_ref
       WHERE user_id = 30 AND ref_table_code IN ('SHAPE', 'PERSON_VALUE') ORDER BY id`,
    );
    expect(choices).toEqual([
      { ref_table_code: 'SHAPE', ref_code: 'SLIM' },
      { ref_table_code: 'PERSON_VALUE', ref_code: 'HONESTY' },
      { ref_table_code: 'PERSON_VALUE', ref_code: 'KINDNESS' },
    ]);
  });
});

describe('deleting', () => {
  const ask = () => asMember(profile, member(40));

  beforeAll(async () => {
    await ask()(profileCalls.userInfoSave, userInfo(40));
    await ask()(profileCalls.favoriteInfoSave, favoriteInfo(40));
  });

  const lists = async () =>
    (
      await sql<{ ref_table_code: string }>(
        profile,
        'SELECT DISTINCT ref_table_code FROM user_sys_ref WHERE user_id = 40 ORDER BY 1',
      )
    ).map((row) => row.ref_table_code);

  it('deletes one list of choices with sub_table', async () => {
    expect(
      await ask()(profileCalls.sectionDelete, {
        table: 'USER_SYS_REF',
        user_id: 40,
        sub_table: 'FOOD',
      }),
    ).toEqual({ status: 'OK', ...said(MessageCode.sectionDeleted) });
    expect(await lists()).toEqual([
      'COMMUNITY',
      'DRINKING',
      'FAVORITE',
      'GENDER',
      'POLITICS',
      'SEXUAL_ORIEN',
      'SMOKING',
      'SPORT',
    ]);
  });

  it("deletes a section's row with its choices, leaving the other sections", async () => {
    await ask()(profileCalls.sectionDelete, { table: 'FAVORITE_INFO', user_id: 40 });
    expect(await sql(profile, 'SELECT 1 FROM favorite_info WHERE user_id = 40')).toEqual([]);
    expect(await lists()).toEqual(['GENDER']);
    expect(await sql(profile, 'SELECT name FROM user_info WHERE user_id = 40')).toEqual([
      { name: 'Malee' },
    ]);
  });

  it('refuses a table that is not a section', async () => {
    expect(
      await serviceFailure(
        sendUnchecked(profile, member(40))(profileCalls.sectionDelete, {
          table: 'USER_LOGIN',
          user_id: 40,
        }),
      ),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.unknownTable,
      messageCode: 'unknownTable',
    });
  });
});
