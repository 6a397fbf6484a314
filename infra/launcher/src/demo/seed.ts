import { randomBytes, randomUUID } from 'node:crypto';
import {
  authCalls,
  ErrorCode,
  imageObjectKey,
  isMultiChoice,
  profileCalls,
  Role,
  sectionChoiceFields,
  sensitiveConsent,
  uploaderMetadataKey,
  type Caller,
  type CallDefinition,
  type RefTable,
  type SectionTable,
} from '@dating/contracts';
import {
  Buckets,
  ObjectStorage,
  serviceErrorOf,
  type CallClient,
  type StorageConfig,
} from '@dating/server';
import { demoAvatar } from './avatar';
import { demoPerson, pick, pickSome, seededRandom, type DemoPerson } from './people';

export interface DemoSeedOptions {
  /** Signs as the gateway: demo members are written as if they had used the portal. */
  calls: CallClient;
  storage: StorageConfig;
  count: number;
}

type Options = Map<RefTable, string[]>;

const saveCalls = {
  USER_INFO: profileCalls.userInfoSave,
  PERSON_INFO: profileCalls.personInfoSave,
  FAVORITE_INFO: profileCalls.favoriteInfoSave,
  DATE_INFO: profileCalls.dateInfoSave,
} as const;

/** Every choice field of a section answered from the seeded lists; multi lists get 2–4. */
function randomChoices(
  section: SectionTable,
  random: () => number,
  options: Options,
): Record<string, string | string[]> {
  const answers: Record<string, string | string[]> = {};
  for (const [field, table] of Object.entries(sectionChoiceFields[section])) {
    const codes = table ? (options.get(table) ?? []) : [];
    if (codes.length === 0 || !table) continue;
    answers[field] = isMultiChoice(table)
      ? pickSome(random, codes, 2 + Math.floor(random() * 3))
      : pick(random, codes);
  }
  return answers;
}

/**
 * The consent the wizard sends with special-category answers: demo members ticked it, in
 * English, so their ethnicity, religion, sexual orientation and political views are kept.
 */
const consented = { version: sensitiveConsent.version, lang: 'en' } as const;

/** The four sections of a demo member, in the shape the wizard sends. */
export function demoSections(
  person: DemoPerson,
  userId: number,
  options: Options,
): Record<SectionTable, Record<string, unknown>> {
  const random = seededRandom(userId * 7919 + person.hue);
  const man = person.gender === 'M';
  const ageStart = man ? 22 : 30;
  return {
    USER_INFO: {
      user_id: userId,
      ...randomChoices('USER_INFO', random, options),
      name: person.name,
      gender: person.gender,
      birthdate: person.birthdate,
      country: person.country,
      occupation: person.occupation,
      caption: person.caption,
    },
    PERSON_INFO: {
      user_id: userId,
      ...randomChoices('PERSON_INFO', random, options),
      height: man ? 172 + Math.floor(random() * 20) : 150 + Math.floor(random() * 20),
      weight: man ? 70 + Math.floor(random() * 25) : 45 + Math.floor(random() * 20),
      num_child: 0,
      sensitive_consent: consented,
    },
    FAVORITE_INFO: {
      user_id: userId,
      ...randomChoices('FAVORITE_INFO', random, options),
      free_time: 'Cooking, music and time with family.',
      sensitive_consent: consented,
    },
    DATE_INFO: {
      user_id: userId,
      ...randomChoices('DATE_INFO', random, options),
      gender_for: person.genderFor,
      age_start: ageStart,
      age_end: ageStart + 15 + Math.floor(random() * 15),
      lang_important: 'Y',
      th_spouse_reason: man ? 'I admire Thai warmth, family values and kindness.' : null,
      th_women_think: man ? 'Strong, caring and full of humour.' : null,
      spouse_expect: 'Honesty, patience and a shared wish to build a home together.',
    },
  };
}

async function loadOptions(calls: CallClient): Promise<Options> {
  const tables = new Set(
    Object.values(sectionChoiceFields).flatMap((fields) => Object.values(fields)),
  );
  const options: Options = new Map();
  for (const table of tables) {
    if (!table) continue;
    const list = await calls.call(profileCalls.choicesList, { refTable: table });
    options.set(
      table,
      list.result.map((option) => option.REFERENCE_CODE),
    );
  }
  return options;
}

/** Creates the account; null when a member of that name exists already (an earlier run's). */
async function createAccount(calls: CallClient, person: DemoPerson): Promise<number | null> {
  try {
    const account = await calls.call(authCalls.userCreate, {
      email: `${person.username}@example.com`,
      username: person.username,
      password: randomBytes(24).toString('base64url'),
    });
    return account.user_id;
  } catch (error) {
    if (serviceErrorOf(error)?.code === ErrorCode.Conflict) return null;
    throw error;
  }
}

async function storePhoto(storage: ObjectStorage, person: DemoPerson, userId: number) {
  const { full, card } = await demoAvatar(person.hue);
  const fileId = randomUUID();
  const metadata = { [uploaderMetadataKey]: String(userId) };
  await storage.put(Buckets.photos, imageObjectKey(fileId, 'full'), full, 'image/webp', metadata);
  await storage.put(Buckets.photos, imageObjectKey(fileId, 'card'), card, 'image/webp', metadata);
  return fileId;
}

/**
 * Demo members for a portal that would otherwise look empty (DEMO_MEMBERS, default 60): each
 * an account with an unusable random password, a photo and all four sections, written through
 * the services' own calls, sealed as the gateway, so every rule applies. Members that exist already are skipped.
 */
export async function seedDemoMembers(options: DemoSeedOptions): Promise<number> {
  if (options.count <= 0) return 0;
  const { calls } = options;
  const storage = new ObjectStorage(options.storage);
  const choiceOptions = await loadOptions(calls);
  let created = 0;
  for (let index = 0; index < options.count; index += 1) {
    const person = demoPerson(index);
    const userId = await createAccount(calls, person);
    if (userId === null) continue;
    const caller: Caller = { userId, username: person.username, role: Role.Member };
    const sections = demoSections(person, userId, choiceOptions);
    for (const section of Object.keys(saveCalls) as SectionTable[]) {
      const save: CallDefinition = saveCalls[section];
      await calls.call(save, sections[section], { caller });
    }
    const fileId = await storePhoto(storage, person, userId);
    await calls.call(
      profileCalls.photoSave,
      { user_id: userId, img_seq: 1, img_file: fileId },
      { caller },
    );
    created += 1;
  }
  return created;
}
