import {
  profileCalls,
  sensitiveConsent,
  type CallDefinition,
  type CallInput,
  type Caller,
  type CategoryCard,
  type CategoryPageResult,
  type Language,
} from '@dating/contracts';
import { storedUpload, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';

/** A member as the gateway passes them on. */
export function member(userId: number, username = `member${userId}`): Caller {
  return { userId, username, role: 'U' };
}

/** Makes calls to svc-profile as `caller`, sealed by the gateway as the browser's calls are. */
export function asMember(profile: ServiceUnderTest<ProfileConfig>, caller: Caller) {
  return <Call extends CallDefinition>(call: Call, input: CallInput<Call>, lang: Language = 'en') =>
    profile.calls.call(call, input, { caller, lang });
}

/**
 * Sends a body the call's input type does not allow (a field missing, an unknown table), as
 * `caller` or as a visitor, to see the service refuse it.
 */
export function sendUnchecked(profile: ServiceUnderTest<ProfileConfig>, caller: Caller | null) {
  return (call: CallDefinition, body: object) => profile.calls.relay(call, body, { caller });
}

/**
 * Uploads a photo as `userId` and saves it as their photo 1 (the home page lists only members
 * with a photo); the stored file's id.
 */
export async function givePhoto(
  profile: ServiceUnderTest<ProfileConfig>,
  userId: number,
): Promise<string> {
  const fileId = await storedUpload(profile.config, userId);
  await asMember(profile, member(userId))(profileCalls.photoSave, {
    user_id: userId,
    img_seq: 1,
    img_file: fileId,
  });
  return fileId;
}

/** get-category as the home page asks it: the list itself, not a search page. */
export async function homeCards(
  profile: ServiceUnderTest<ProfileConfig>,
  body: CallInput<typeof profileCalls.cardsGet> = {},
): Promise<CategoryCard[]> {
  const answer = await profile.calls.call(profileCalls.cardsGet, body);
  if (!Array.isArray(answer)) throw new Error('get-category answered a search page');
  return answer;
}

/** get-category with a filter, as `caller`: a search page, not the home page's list. */
export async function searchPage(
  profile: ServiceUnderTest<ProfileConfig>,
  caller: Caller,
  body: CallInput<typeof profileCalls.cardsGet>,
): Promise<CategoryPageResult> {
  const answer = await asMember(profile, caller)(profileCalls.cardsGet, body);
  if (Array.isArray(answer)) throw new Error("get-category answered the home page's list");
  return answer;
}

/** Reads or changes the service's database directly, to see what was stored. */
export const sql = <Row extends object>(
  profile: ServiceUnderTest<ProfileConfig>,
  text: string,
  params: unknown[] = [],
) => profile.database.query<Row>(text, params);

export const userInfo = (userId: number, overrides: object = {}) => ({
  user_id: userId,
  name: 'Malee',
  gender: 'F',
  birthdate: '1995-04-12',
  country: 'Thailand',
  occupation: 'Nurse',
  caption: 'Sawasdee from Chiang Mai',
  c_email: 'malee@example.com',
  line: 'malee.line',
  whats_app: '+66 81 234 5678',
  facebook: 'malee.fb',
  phone: '081 234 5678',
  hidden_fields: [],
  ...overrides,
});

/** The consent the wizard sends with special-category answers, as ticked in English. */
export const consented = { version: sensitiveConsent.version, lang: 'en' } as const;

export const personInfo = (userId: number, overrides: object = {}) => ({
  user_id: userId,
  height: 162,
  weight: 52,
  shape: 'SLIM',
  marital_stat: 'SINGLE',
  kids: 'WANT',
  num_child: 0,
  live_with: 'PARENTS',
  influences_factor: 'FAMILY',
  ethnicity: 'THAI',
  religion: 'BUDDHIST',
  zodiac: 'LEO',
  education: 'BACHELOR',
  person_value: ['HONESTY', 'KINDNESS'],
  hidden_fields: [],
  sensitive_consent: consented,
  ...overrides,
});

export const favoriteInfo = (userId: number, overrides: object = {}) => ({
  user_id: userId,
  drinking: 'SOCIALLY',
  favorite: ['TRAVEL', 'COOKING'],
  sexual_orien: 'STRAIGHT',
  free_time: 'Cooking for friends',
  politics: 'NONE',
  smoking: 'NO',
  food: ['THAI', 'SEAFOOD'],
  sport: ['YOGA'],
  community: ['ANIMALS'],
  hidden_fields: [],
  sensitive_consent: consented,
  ...overrides,
});

export const dateInfo = (userId: number, overrides: object = {}) => ({
  user_id: userId,
  looking_for: 'MARRIAGE',
  gender_for: 'M',
  age_start: 30,
  age_end: 45,
  lang_important: 'Y',
  learn_th: 'N',
  th_spouse_reason: null,
  th_women_think: null,
  spouse_expect: 'Kindness and patience',
  hidden_fields: [],
  ...overrides,
});
