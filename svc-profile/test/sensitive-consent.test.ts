import {
  ErrorCode,
  Messages,
  profileCalls,
  sensitiveConsent,
  type CallInput,
} from '@dating/contracts';
import { serviceFailure, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import {
  asMember,
  favoriteInfo,
  member,
  personInfo,
  searchPage,
  sendUnchecked,
  sql,
  userInfo,
} from './fixtures';

// Issue 29: ethnicity, religion, sexual orientation and political views are kept only with the
// member's explicit consent, and withdrawing it clears them at once, with search's copies.

let profile: ServiceUnderTest<ProfileConfig>;

const searcher = member(8100);
const malee = member(8101);
const nok = member(8102);
const somsri = member(8103);
const ask = (userId: number) => asMember(profile, member(userId));

const buddhists = async () =>
  (
    await searchPage(profile, searcher, {
      user_id: searcher.userId,
      gender_for: 'ALL',
      age_start: 18,
      age_end: 60,
      religion: 'BUDDHIST',
    } as CallInput<typeof profileCalls.cardsGet>)
  ).result.map((card) => card.id);

const answersOf = (userId: number) =>
  sql<{ ref_table_code: string; ref_code: string }>(
    profile,
    `SELECT ref_table_code, ref_code FROM user_sys_ref
      WHERE user_id = $1 AND ref_table_code IN ('ETHNICITY', 'RELIGION', 'SEXUAL_ORIEN', 'POLITICS')
      ORDER BY ref_table_code`,
    [userId],
  );

const logOf = (userId: number) =>
  sql<{ action: string; version: string; lang: string; text_hash: string }>(
    profile,
    'SELECT action, version, lang, text_hash FROM sensitive_consent_log WHERE user_id = $1 ORDER BY id',
    [userId],
  );

const refusedForConsent = {
  code: ErrorCode.BadRequest,
  message: Messages.sensitiveConsentRequired,
  messageCode: 'sensitiveConsentRequired',
};

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  for (const who of [searcher, malee, nok, somsri])
    await ask(who.userId)(profileCalls.userInfoSave, userInfo(who.userId, { name: who.username }));
}, 60000);

afterAll(async () => {
  await profile?.stop();
});

describe('special-category answers', () => {
  it('are refused without consent, and nothing of the section is stored', async () => {
    expect(
      await serviceFailure(
        sendUnchecked(profile, malee)(
          profileCalls.personInfoSave,
          personInfo(malee.userId, { sensitive_consent: undefined }),
        ),
      ),
    ).toMatchObject(refusedForConsent);
    expect(
      await serviceFailure(
        sendUnchecked(profile, malee)(
          profileCalls.favoriteInfoSave,
          favoriteInfo(malee.userId, { sensitive_consent: { version: 'old', lang: 'en' } }),
        ),
      ),
    ).toMatchObject(refusedForConsent);
    expect(await answersOf(malee.userId)).toEqual([]);
    expect(
      await sql(profile, 'SELECT 1 FROM person_info WHERE user_id = $1', [malee.userId]),
    ).toEqual([]);
    expect(await logOf(malee.userId)).toEqual([]);
  });

  it('need no consent when left empty', async () => {
    await ask(nok.userId)(
      profileCalls.personInfoSave,
      personInfo(nok.userId, { ethnicity: '', religion: null, sensitive_consent: undefined }),
    );
    expect(await answersOf(nok.userId)).toEqual([]);
    expect(await logOf(nok.userId)).toEqual([]);
  });

  it('are stored with consent, logged once per version with the hash of the text shown', async () => {
    await ask(malee.userId)(
      profileCalls.personInfoSave,
      personInfo(malee.userId, {
        sensitive_consent: { version: sensitiveConsent.version, lang: 'th' },
      }),
      'th',
    );
    await ask(malee.userId)(profileCalls.favoriteInfoSave, favoriteInfo(malee.userId));
    expect(await answersOf(malee.userId)).toEqual([
      { ref_table_code: 'ETHNICITY', ref_code: 'THAI' },
      { ref_table_code: 'POLITICS', ref_code: 'NONE' },
      { ref_table_code: 'RELIGION', ref_code: 'BUDDHIST' },
      { ref_table_code: 'SEXUAL_ORIEN', ref_code: 'STRAIGHT' },
    ]);
    expect(await logOf(malee.userId)).toEqual([
      {
        action: 'given',
        version: sensitiveConsent.version,
        lang: 'th',
        text_hash: sensitiveConsent.hashes.th,
      },
    ]);
    const state = await ask(malee.userId)(profileCalls.sensitiveConsentGet, {
      user_id: malee.userId,
    });
    expect(state.consent).toMatchObject({ version: sensitiveConsent.version, lang: 'th' });
    expect(state.log).toHaveLength(1);
  });

  it('are found by search, and after withdrawal are gone everywhere', async () => {
    expect(await buddhists()).toContain(malee.userId);
    const answer = await ask(malee.userId)(profileCalls.sensitiveConsentWithdraw, {
      user_id: malee.userId,
    });
    expect(answer).toMatchObject({ consent: null, code: 'sensitiveConsentWithdrawn' });
    expect(await buddhists()).not.toContain(malee.userId);
    expect(await answersOf(malee.userId)).toEqual([]);
    expect(
      await sql(profile, 'SELECT religion FROM user_info WHERE user_id = $1', [malee.userId]),
    ).toEqual([{ religion: null }]);
    const view = await ask(searcher.userId)(profileCalls.viewGet, { user_id: malee.userId });
    const own = await ask(malee.userId)(profileCalls.viewGet, { user_id: malee.userId });
    for (const profileView of [view, own]) {
      const values = {
        ...profileView.profile.sections.PERSON_INFO?.values,
        ...profileView.profile.sections.FAVORITE_INFO?.values,
      };
      for (const field of ['ethnicity', 'religion', 'sexual_orien', 'politics'])
        expect(values[field] ?? null).toBeNull();
    }
    expect((await logOf(malee.userId)).map((row) => [row.action, row.lang, row.text_hash])).toEqual(
      [
        ['given', 'th', sensitiveConsent.hashes.th],
        ['withdrawn', 'th', sensitiveConsent.hashes.th],
      ],
    );
  });

  it('cannot be added one at a time once consent is withdrawn', async () => {
    expect(
      await serviceFailure(
        ask(malee.userId)(profileCalls.userChoiceCreate, {
          user_id: malee.userId,
          ref_table_code: 'RELIGION',
          ref_code: 'BUDDHIST',
        }),
      ),
    ).toMatchObject(refusedForConsent);
    expect(await answersOf(malee.userId)).toEqual([]);
  });

  it('are logged again when given again after a withdrawal', async () => {
    await ask(malee.userId)(profileCalls.personInfoSave, personInfo(malee.userId));
    expect((await logOf(malee.userId)).map((row) => row.action)).toEqual([
      'given',
      'withdrawn',
      'given',
    ]);
    expect(await buddhists()).toContain(malee.userId);
  });

  it('hidden religion is never matched by a search filter', async () => {
    await ask(somsri.userId)(
      profileCalls.personInfoSave,
      personInfo(somsri.userId, { hidden_fields: ['religion'] }),
    );
    expect(await buddhists()).not.toContain(somsri.userId);
    await ask(somsri.userId)(profileCalls.personInfoSave, personInfo(somsri.userId));
    expect(await buddhists()).toContain(somsri.userId);
  });
});
