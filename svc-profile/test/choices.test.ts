import {
  ErrorCode,
  Messages,
  profileCalls,
  refTables,
  type RefTable,
  MessageCode,
  said,
} from '@dating/contracts';
import { serviceFailure, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { asMember, member, sendUnchecked } from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
});

afterAll(() => profile?.stop());

const list = (refTable: RefTable, lang: 'en' | 'th' | 'no' = 'en') =>
  profile.calls.call(profileCalls.choicesList, { refTable }, { lang });

const codes = async (refTable: RefTable) =>
  (await list(refTable)).result.map((option) => option.REFERENCE_CODE);

describe('choice lists (load-rf)', () => {
  it.each(refTables)('%s has options labelled in en, th and no', async (table) => {
    const { status, message, code, result } = await list(table);
    expect({ status, message, code }).toEqual({ status: 'OK', ...said(MessageCode.choicesLoaded) });
    expect(result.length).toBeGreaterThanOrEqual(2);
    for (const option of result) {
      expect(option.labels.en).toMatch(/\S/);
      expect(option.labels.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(option.labels.no).toMatch(/\S/);
    }
  });

  it('lists the genders and purchase states SPEC.md names, in order', async () => {
    expect(await codes('GENDER')).toEqual(['M', 'F', 'LB', 'TG']);
    expect(await codes('GENDER_FOR')).toEqual(['M', 'F', 'LB', 'TG']);
    expect((await list('GENDER')).result.map((option) => option.labels.en)).toEqual([
      'Man',
      'Woman',
      'Ladyboy',
      'Transgender',
    ]);
    expect(await codes('PURCHASE_STATUS')).toEqual(['WP', 'WA', 'AP', 'RJ']);
    expect((await list('PURCHASE_STATUS')).result[0]?.REFERENCE_VALUE_2_TEXT).toBe(
      'Waiting for payment',
    );
    expect(await codes('ZODIAC')).toHaveLength(12);
  });

  it('offers enough options in the multi-choice lists to be useful', async () => {
    expect((await codes('PERSON_VALUE')).length).toBeGreaterThanOrEqual(10);
    expect((await codes('COMMUNITY')).length).toBeGreaterThanOrEqual(10);
    for (const table of ['FAVORITE', 'FOOD', 'SPORT'] as const)
      expect((await codes(table)).length).toBeGreaterThanOrEqual(12);
  });

  it("labels options in the caller's language", async () => {
    expect((await list('GENDER', 'th')).result[1]).toEqual({
      REFERENCE_CODE: 'F',
      REFERENCE_VALUE_2_TEXT: 'ผู้หญิง',
      REFERENCE_VALUE_3_TEXT: null,
      labels: { en: 'Woman', th: 'ผู้หญิง', no: 'Kvinne' },
    });
    expect((await list('GENDER', 'no')).result[0]?.REFERENCE_VALUE_2_TEXT).toBe('Mann');
  });

  it('answers the yes/no questions with ACTIVE_FLAG, its label in REFERENCE_VALUE_3_TEXT', async () => {
    const yesNo = (await list('ACTIVE_FLAG', 'no')).result;
    expect(yesNo.map((option) => [option.REFERENCE_CODE, option.REFERENCE_VALUE_3_TEXT])).toEqual([
      ['Y', 'Ja'],
      ['N', 'Nei'],
    ]);
    expect((await list('LANG_IMPORTANT', 'no')).result).toEqual(yesNo);
    expect((await list('LEARN_TH', 'no')).result).toEqual(yesNo);
  });

  it('refuses a list that does not exist', async () => {
    expect(
      await serviceFailure(
        sendUnchecked(profile, null)(profileCalls.choicesList, { refTable: 'PASSWORDS' }),
      ),
    ).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.unknownTable,
      messageCode: 'unknownTable',
    });
  });
});

describe('one option by code (get-value-text)', () => {
  const text = (table: RefTable, ref_code: string) =>
    profile.calls.call(profileCalls.choiceText, { table, ref_code }, { lang: 'th' });

  it('answers the option, or an empty result for an unknown code', async () => {
    expect((await text('PURCHASE_STATUS', 'WA')).result).toEqual([
      expect.objectContaining({
        REFERENCE_CODE: 'WA',
        REFERENCE_VALUE_2_TEXT: 'รอผู้ดูแลระบบตรวจสอบ',
      }),
    ]);
    expect((await text('LEARN_TH', 'Y')).result[0]?.REFERENCE_VALUE_3_TEXT).toBe('ใช่');
    expect((await text('PURCHASE_STATUS', 'XX')).result).toEqual([]);
  });
});

describe("a member's choices one list at a time", () => {
  const ask = () => asMember(profile, member(5, 'lek'));
  const mine = async (ref_table: RefTable) =>
    (await ask()(profileCalls.userChoicesGet, { ref_table, user_id: 5 })).result;
  const choose = (ref_table_code: RefTable, ref_code: string, extra: object = {}) =>
    ask()(profileCalls.userChoiceCreate, { user_id: 5, ref_table_code, ref_code, ...extra });

  it('keeps only the newest answer of a single-choice list', async () => {
    expect(await choose('GENDER', 'F', { ref_desc: 'Woman', create_user: 'Admin' })).toEqual({
      status: 'OK',
      message: Messages.choiceSaved,
      code: 'choiceSaved',
    });
    await choose('GENDER', 'TG');
    expect(await mine('GENDER')).toEqual([
      { ref_table_code: 'GENDER', ref_code: 'TG', ref_desc: null },
    ]);
  });

  it('adds to a multi-choice list without duplicates', async () => {
    await choose('FOOD', 'THAI', { ref_desc: 'Thai food' });
    await choose('FOOD', 'SEAFOOD');
    await choose('FOOD', 'THAI');
    expect((await mine('FOOD')).map((choice) => choice.ref_code)).toEqual(['THAI', 'SEAFOOD']);
  });

  it('stores a yes/no answer under its question', async () => {
    await choose('LEARN_TH', 'Y');
    expect(await mine('LEARN_TH')).toEqual([
      { ref_table_code: 'LEARN_TH', ref_code: 'Y', ref_desc: null },
    ]);
  });

  it('refuses an unknown code, a list no member answers, and another member', async () => {
    expect(await serviceFailure(choose('FOOD', 'PIZZA'))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.unknownChoice,
      messageCode: 'unknownChoice',
    });
    expect(await serviceFailure(choose('PURCHASE_STATUS', 'AP'))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.unknownTable,
      messageCode: 'unknownTable',
    });
    expect(
      await serviceFailure(
        ask()(profileCalls.userChoiceCreate, {
          user_id: 6,
          ref_table_code: 'FOOD',
          ref_code: 'THAI',
        }),
      ),
    ).toMatchObject({ code: ErrorCode.Forbidden });
    expect(
      await serviceFailure(ask()(profileCalls.userChoicesGet, { ref_table: 'FOOD', user_id: 6 })),
    ).toMatchObject({ code: ErrorCode.Forbidden });
  });
});
