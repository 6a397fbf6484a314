import { z } from 'zod';
import { idSchema, textSchema } from '../fields';

import { findContactDetails } from './contact-details';
import type { RefTable } from './choices';
import { MessageCode } from '../messages';
import { languages } from '../language';
import { answersSensitiveFields, sensitiveConsent } from '../privacy/sensitive-consent';

/** The four profile sections (SPEC.md §2), in wizard order, by table name. */
export const sectionTables = ['USER_INFO', 'PERSON_INFO', 'FAVORITE_INFO', 'DATE_INFO'] as const;
export type SectionTable = (typeof sectionTables)[number];

export const ageBounds = { min: 18, max: 99 } as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Free text other members read: contact details in it are refused, because they are what
 * subscribers pay for.
 */
const withoutContactDetails = (text: z.ZodString) =>
  text.refine((value) => findContactDetails(value) === null, {
    error: MessageCode.contactDetailsNotAllowed,
  });

/**
 * A required text other members read (see `withoutContactDetails`); `name` for a display name
 * (direction marks stripped too).
 */
const requiredFreeText = (message: string, max: number, rules: { name?: boolean } = {}) =>
  z.preprocess(
    blankToUndefined,
    withoutContactDetails(textSchema({ max, error: message, ...rules }).min(1, { error: message })),
  );

/**
 * An optional text: blank (also once stripped) becomes null, so a cleared field is stored as
 * cleared.
 */
const optional = (text: z.ZodString) =>
  z.preprocess(
    blankToUndefined,
    text.nullish().transform((value) => value || null),
  );

/** A contact field's text: the one place contact details belong. */
const optionalContactText = (max: number) => optional(textSchema({ max }));

/** What a phone number is written with: digits, spaces, +, - and brackets (at least one digit). */
export const phonePattern = /^(?=.*\d)[\d\s+()-]+$/;

/** A phone or WhatsApp number: only what a phone number has. */
const optionalPhone = (max: number) =>
  optional(textSchema({ max }).regex(phonePattern, { error: MessageCode.phoneInvalid }));

/** An optional text other members read (see `withoutContactDetails`); `multiline` for text areas. */
const optionalFreeText = (max: number, rules: { multiline?: boolean } = {}) =>
  optional(withoutContactDetails(textSchema({ max, ...rules })));

const choiceCode = (message?: string) => textSchema({ max: 20, error: message });

const requiredChoice = (message: string) =>
  z.preprocess(blankToUndefined, choiceCode(message).min(1, { error: message }));

const optionalChoice = () =>
  z.preprocess(
    blankToUndefined,
    choiceCode()
      .nullish()
      .transform((value) => value || null),
  );

const multiChoice = () => z.array(choiceCode().min(1)).max(30).default([]);

const toNumber = (value: unknown) => {
  const blank = blankToUndefined(value);
  if (typeof blank === 'string' && /^-?\d+(\.\d+)?$/.test(blank.trim())) return Number(blank);
  return blank;
};

const wholeNumberIn = (missing: string, min: number, max: number, range: string) =>
  z
    .number({ error: missing })
    .int({ error: range })
    .min(min, { error: range })
    .max(max, { error: range });

/** Typed `number` (not `number | null`): a required number is never stored empty. */
const requiredWholeNumber = (required: string, min: number, max: number, range: string) =>
  z.preprocess(toNumber, wholeNumberIn(required, min, max, range));

const optionalWholeNumber = (min: number, max: number, range: string) =>
  z.preprocess(
    toNumber,
    wholeNumberIn(range, min, max, range)
      .nullish()
      .transform((value) => value ?? null),
  );

/** The caller's own user id; missing means the wizard lost its member ('Not Found User'). */
const userId = idSchema(MessageCode.notFoundUser);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as one number: 2025-12-31 is 20251231. */
const dayNumber = (year: number, month: number, day: number) => year * 10_000 + month * 100 + day;

/** Full years between a YYYY-MM-DD birthdate and `today` (SPEC.md §5: age in full years). */
export function ageInYears(birthdate: string, today: Date = new Date()): number {
  // Today's local day read once: getFullYear, getMonth and getDate each look the time zone up.
  const local = new Date(today.getTime() - today.getTimezoneOffset() * 60_000);
  const todayNumber = dayNumber(
    local.getUTCFullYear(),
    local.getUTCMonth() + 1,
    local.getUTCDate(),
  );
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  return Math.floor((todayNumber - dayNumber(year, month, day)) / 10_000);
}

const birthdate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: MessageCode.birthdateRequired })
    .regex(isoDate, { error: MessageCode.birthdateInvalid })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: MessageCode.birthdateInvalid,
    })
    .refine((value) => ageInYears(value) >= ageBounds.min, { error: MessageCode.tooYoung })
    .refine((value) => ageInYears(value) <= 120, { error: MessageCode.birthdateInvalid }),
);

/**
 * The consent a save of section 2 or 3 carries when it answers a special-category field: the
 * version of the text the member ticked and the language it was shown in (issue 29).
 */
export const sensitiveConsentSchema = z.object({
  version: textSchema({ max: 20 }),
  lang: z.enum(languages),
});

/**
 * Special-category answers are kept only with consent to the current text: without it the whole
 * save is refused, so nothing is half-written.
 */
const consentedWhenSensitive = (values: {
  sensitive_consent?: z.infer<typeof sensitiveConsentSchema> | undefined;
}) =>
  !answersSensitiveFields(values) || values.sensitive_consent?.version === sensitiveConsent.version;

const sensitiveConsentRule = {
  error: MessageCode.sensitiveConsentRequired,
  path: ['sensitive_consent'],
};

/**
 * Each section's fields in SPEC.md §5's validation order: zod reports the first problem in
 * shape order, so the first missing item's message is the one shown. Audit fields a client
 * sends (create_user, update_user, dates, process) are not part of the shape and are dropped.
 */
export const userInfoSchema = z.object({
  user_id: userId,
  name: requiredFreeText(MessageCode.nameRequired, 100, { name: true }),
  gender: requiredChoice(MessageCode.genderRequired),
  birthdate,
  country: requiredFreeText(MessageCode.countryRequired, 100),
  occupation: optionalFreeText(100),
  caption: optionalFreeText(300),
  c_email: z.preprocess(
    blankToUndefined,
    z
      .email({ error: MessageCode.contactEmailInvalid })
      .max(254)
      .nullish()
      .transform((value) => value ?? null),
  ),
  line: optionalContactText(100),
  whats_app: optionalPhone(30),
  facebook: optionalContactText(200),
  phone: optionalPhone(30),
  hidden_fields: z.array(z.enum(['birthdate'])).default([]),
});

const personFields = [
  'height',
  'weight',
  'shape',
  'marital_stat',
  'kids',
  'num_child',
  'live_with',
  'influences_factor',
  'ethnicity',
  'religion',
  'zodiac',
  'education',
  'person_value',
] as const;

export const personInfoSchema = z
  .object({
    user_id: userId,
    height: requiredWholeNumber(MessageCode.heightRequired, 100, 250, MessageCode.heightRange),
    weight: requiredWholeNumber(MessageCode.weightRequired, 30, 300, MessageCode.weightRange),
    shape: optionalChoice(),
    marital_stat: requiredChoice(MessageCode.maritalRequired),
    kids: requiredChoice(MessageCode.kidsRequired),
    num_child: optionalWholeNumber(0, 20, MessageCode.childrenRange),
    live_with: optionalChoice(),
    influences_factor: optionalChoice(),
    ethnicity: optionalChoice(),
    religion: optionalChoice(),
    zodiac: optionalChoice(),
    education: requiredChoice(MessageCode.educationRequired),
    person_value: multiChoice(),
    hidden_fields: z.array(z.enum(personFields)).default([]),
    sensitive_consent: sensitiveConsentSchema.optional(),
  })
  .refine(consentedWhenSensitive, sensitiveConsentRule);

const favoriteFields = [
  'drinking',
  'favorite',
  'sexual_orien',
  'free_time',
  'politics',
  'smoking',
  'food',
  'sport',
  'community',
] as const;

export const favoriteInfoSchema = z
  .object({
    user_id: userId,
    drinking: requiredChoice(MessageCode.drinkingRequired),
    favorite: multiChoice(),
    sexual_orien: optionalChoice(),
    free_time: optionalFreeText(1000, { multiline: true }),
    politics: optionalChoice(),
    smoking: requiredChoice(MessageCode.smokingRequired),
    food: multiChoice(),
    sport: multiChoice(),
    community: multiChoice(),
    hidden_fields: z.array(z.enum(favoriteFields)).default([]),
    sensitive_consent: sensitiveConsentSchema.optional(),
  })
  .refine(consentedWhenSensitive, sensitiveConsentRule);

const dateFields = [
  'looking_for',
  'gender_for',
  'age_start',
  'age_end',
  'lang_important',
  'learn_th',
  'th_spouse_reason',
  'th_women_think',
  'spouse_expect',
] as const;

const age = z.preprocess(
  (value) => toNumber(value) ?? ageBounds.min,
  z
    .number({ error: MessageCode.ageRange })
    .int({ error: MessageCode.ageRange })
    .min(ageBounds.min, { error: MessageCode.ageRange })
    .max(ageBounds.max, { error: MessageCode.ageRange }),
);

const yesNo = (message: string) =>
  z.preprocess(blankToUndefined, z.enum(['Y', 'N'], { error: message }));

/** A Y/N answer only some members are asked (see `thaiSpouseIssue`): blank is null. */
const optionalYesNo = () =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['Y', 'N'])
      .nullish()
      .transform((value) => value ?? null),
  );

export const dateInfoSchema = z
  .object({
    user_id: userId,
    looking_for: requiredChoice(MessageCode.lookingForRequired),
    gender_for: requiredChoice(MessageCode.genderForRequired),
    age_start: age,
    age_end: age,
    lang_important: yesNo(MessageCode.usedCommunicationRequired),
    learn_th: optionalYesNo(),
    th_spouse_reason: optionalFreeText(2000, { multiline: true }),
    th_women_think: optionalFreeText(2000, { multiline: true }),
    spouse_expect: optionalFreeText(2000, { multiline: true }),
    hidden_fields: z.array(z.enum(dateFields)).default([]),
  })
  .refine((value) => value.age_end >= value.age_start, {
    error: MessageCode.ageRangeOrder,
    path: ['age_end'],
  });

export type UserInfoInput = z.infer<typeof userInfoSchema>;
export type PersonInfoInput = z.infer<typeof personInfoSchema>;
export type FavoriteInfoInput = z.infer<typeof favoriteInfoSchema>;
export type DateInfoInput = z.infer<typeof dateInfoSchema>;

const thailand = new Set(['thailand', 'ไทย', 'ประเทศไทย', 'thai']);

/** The questions meant for foreign men: asked only of those `thaiSpouseTextsRequired` names. */
export const thaiSpouseFields = ['learn_th', 'th_spouse_reason', 'th_women_think'] as const;
export type ThaiSpouseField = (typeof thaiSpouseFields)[number];

/**
 * SPEC.md §5: learning Thai and the Thai-spouse texts are required only for gender M outside
 * Thailand; other members are not asked them (they may leave them empty).
 */
export function thaiSpouseTextsRequired(gender: string | null, country: string | null): boolean {
  return gender === 'M' && !thailand.has((country ?? '').trim().toLowerCase());
}

/**
 * Section 4's rule that depends on section 1 (gender and country): the first missing answer of
 * the questions meant for foreign men, or null. Runs after the schema, in the browser and the
 * server.
 */
export function thaiSpouseIssue(
  input: Pick<DateInfoInput, ThaiSpouseField>,
  userInfo: { gender: string | null; country: string | null },
): { field: ThaiSpouseField; message: MessageCode } | null {
  if (!thaiSpouseTextsRequired(userInfo.gender, userInfo.country)) return null;
  if (!input.learn_th) return { field: 'learn_th', message: MessageCode.learningThaiRequired };
  if (!input.th_spouse_reason)
    return { field: 'th_spouse_reason', message: MessageCode.thaiSpouseReasonRequired };
  if (!input.th_women_think)
    return { field: 'th_women_think', message: MessageCode.thaiThinkRequired };
  return null;
}

/** Which body field of a section holds which choice list. Single choices are strings. */
export const sectionChoiceFields: Record<SectionTable, Partial<Record<string, RefTable>>> = {
  USER_INFO: { gender: 'GENDER' },
  PERSON_INFO: {
    shape: 'SHAPE',
    marital_stat: 'MARITAL_STAT',
    kids: 'KIDS',
    live_with: 'LIVE_WITH',
    influences_factor: 'INFLUENCES_FACTOR',
    ethnicity: 'ETHNICITY',
    religion: 'RELIGION',
    zodiac: 'ZODIAC',
    education: 'EDUCATION',
    person_value: 'PERSON_VALUE',
  },
  FAVORITE_INFO: {
    drinking: 'DRINKING',
    favorite: 'FAVORITE',
    sexual_orien: 'SEXUAL_ORIEN',
    politics: 'POLITICS',
    smoking: 'SMOKING',
    food: 'FOOD',
    sport: 'SPORT',
    community: 'COMMUNITY',
  },
  DATE_INFO: {
    looking_for: 'LOOKING_FOR',
    gender_for: 'GENDER_FOR',
    lang_important: 'LANG_IMPORTANT',
    learn_th: 'LEARN_TH',
  },
};

/** Fields never shown to another member in this release (SPEC.md §4's reveal rule comes later). */
export const contactFields = ['c_email', 'line', 'whats_app', 'facebook', 'phone'] as const;
