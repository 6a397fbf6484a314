import { randomBytes, randomUUID } from 'node:crypto';
import {
  ErrorCode,
  imageObjectKey,
  isMultiChoice,
  Role,
  sectionChoiceFields,
  Subjects,
  uploaderMetadataKey,
  type Caller,
  type ChoiceListResult,
  type CreateUserLoginResult,
  type RefTable,
  type SectionTable,
  type UserByUsernameResult,
} from '@dating/contracts';
import {
  Buckets,
  ObjectStorage,
  ServiceClient,
  serviceErrorOf,
  type StorageConfig,
} from '@dating/server';
import { demoAvatar } from './avatar';
import { demoPerson, pick, pickSome, seededRandom, type DemoPerson } from './people';

export interface DemoSeedOptions {
  natsUrl: string;
  storage: StorageConfig;
  count: number;
}

type Options = Map<RefTable, string[]>;

const saveSubjects: Record<SectionTable, string> = {
  USER_INFO: Subjects.profile.userInfoSave,
  PERSON_INFO: Subjects.profile.personInfoSave,
  FAVORITE_INFO: Subjects.profile.favoriteInfoSave,
  DATE_INFO: Subjects.profile.dateInfoSave,
};

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
    },
    FAVORITE_INFO: {
      user_id: userId,
      ...randomChoices('FAVORITE_INFO', random, options),
      free_time: 'Cooking, music and time with family.',
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

async function loadOptions(client: ServiceClient): Promise<Options> {
  const tables = new Set(
    Object.values(sectionChoiceFields).flatMap((fields) => Object.values(fields)),
  );
  const options: Options = new Map();
  for (const table of tables) {
    if (!table) continue;
    const list = await client.request<ChoiceListResult>(Subjects.profile.choicesList, {
      refTable: table,
    });
    options.set(
      table,
      list.result.map((option) => option.REFERENCE_CODE),
    );
  }
  return options;
}

async function exists(client: ServiceClient, username: string): Promise<boolean> {
  try {
    const found = await client.request<UserByUsernameResult>(Subjects.auth.userByUsername, {
      username,
    });
    return found.user.length > 0;
  } catch (error) {
    if (serviceErrorOf(error)?.code === ErrorCode.NotFound) return false;
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
 * the services' own subjects so every rule applies. Members that exist already are skipped.
 */
export async function seedDemoMembers(options: DemoSeedOptions): Promise<number> {
  if (options.count <= 0) return 0;
  const client = new ServiceClient({ natsUrl: options.natsUrl, timeoutMs: 15000 });
  const storage = new ObjectStorage(options.storage);
  try {
    const choiceOptions = await loadOptions(client);
    let created = 0;
    for (let index = 0; index < options.count; index += 1) {
      const person = demoPerson(index);
      if (await exists(client, person.username)) continue;
      const account = await client.request<CreateUserLoginResult>(Subjects.auth.userCreate, {
        email: `${person.username}@example.com`,
        username: person.username,
        password: randomBytes(24).toString('base64url'),
      });
      const caller: Caller = {
        userId: account.user_id,
        username: person.username,
        role: Role.Member,
      };
      const sections = demoSections(person, account.user_id, choiceOptions);
      for (const section of Object.keys(saveSubjects) as SectionTable[]) {
        await client.request(saveSubjects[section], sections[section], { caller });
      }
      const fileId = await storePhoto(storage, person, account.user_id);
      await client.request(
        Subjects.profile.photoSave,
        { user_id: account.user_id, img_seq: 1, img_file: fileId },
        { caller },
      );
      created += 1;
    }
    return created;
  } finally {
    await client.onApplicationShutdown();
  }
}
