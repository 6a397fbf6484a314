import { profileCalls, type RefTable } from '@dating/contracts';
import { dataSourceOptions } from '@dating/server';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import {
  DataSource,
  type EntityMetadata,
  type FindOptionsWhere,
  type ObjectLiteral,
} from 'typeorm';
import { type ProfileConfig } from '../src/config';
import { UserSysRefEntity } from '../src/choices/user-sys-ref.entity';
import { UserImgEntity } from '../src/photos/user-img.entity';
import { DateInfoEntity } from '../src/sections/date-info.entity';
import { FavoriteInfoEntity } from '../src/sections/favorite-info.entity';
import { PersonInfoEntity } from '../src/sections/person-info.entity';
import { sectionRecordColumns, type SectionRecord } from '../src/sections/section-record';
import { UserInfoEntity } from '../src/sections/user-info.entity';
import { photoUrls } from '../src/photos/photo-urls';
import { SectionRowsRepository, type RowTable } from '../src/sections/section-rows.repository';
import { profileService } from '../src/service';
import {
  profileView,
  type ProfileSnapshot,
  type SectionSnapshot,
  type Viewer,
} from '../src/view/profile-view';
import { ProfileRepository } from '../src/view/profile.repository';
import { asMember, dateInfo, favoriteInfo, member, personInfo, sql, userInfo } from './fixtures';

// The profile page's one statement against the reads it replaced (one TypeORM query per
// section, the choices, the photos and the review state), kept here as the reference: for
// every kind of member, each viewer's page must come out byte for byte the same. Likewise
// get-by-user-id's prepared statements against the entity reads they replaced.

/** An entity as SPEC.md §3 names its fields: every column under its snake_case column name. */
function specRow(metadata: EntityMetadata, entity: object): Record<string, unknown> {
  return Object.fromEntries(
    metadata.columns.map((column) => [column.databaseName, column.getEntityValue(entity)]),
  );
}

function snapshotOf(metadata: EntityMetadata, row: SectionRecord | null): SectionSnapshot | null {
  if (!row) return null;
  const values: SectionSnapshot['values'] = {};
  for (const [column, value] of Object.entries(specRow(metadata, row))) {
    if (sectionRecordColumns.has(column)) continue;
    values[column] = typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  return { values, hiddenFields: row.hiddenFields, activeFlag: row.activeFlag };
}

async function section<E extends SectionRecord>(
  dataSource: DataSource,
  entity: new () => E,
  userId: number,
): Promise<SectionSnapshot | null> {
  const repository = dataSource.getRepository(entity);
  return snapshotOf(
    repository.metadata,
    await repository.findOneBy({ userId } as FindOptionsWhere<E>),
  );
}

/** The reads before the one statement, as they were. */
async function readAsBefore(dataSource: DataSource, userId: number): Promise<ProfileSnapshot> {
  const [userInfo, personInfo, favoriteInfo, dateInfo, answers, photos, review] = await Promise.all(
    [
      section(dataSource, UserInfoEntity, userId),
      section(dataSource, PersonInfoEntity, userId),
      section(dataSource, FavoriteInfoEntity, userId),
      section(dataSource, DateInfoEntity, userId),
      dataSource.getRepository(UserSysRefEntity).find({ where: { userId }, order: { id: 'ASC' } }),
      dataSource.getRepository(UserImgEntity).find({ where: { userId }, order: { imgSeq: 'ASC' } }),
      dataSource.query<
        {
          verified: boolean | null;
          last_active_at: Date | null;
          show_activity: boolean | null;
          reported: boolean;
        }[]
      >(
        `SELECT info.photo_verified AS verified, info.last_active_at, info.show_activity,
                EXISTS (SELECT 1 FROM reported_member WHERE user_id = $1) AS reported
           FROM (SELECT 1) AS one
           LEFT JOIN user_info AS info ON info.user_id = $1`,
        [userId],
      ),
    ],
  );
  return {
    userId,
    sections: {
      USER_INFO: userInfo,
      PERSON_INFO: personInfo,
      FAVORITE_INFO: favoriteInfo,
      DATE_INFO: dateInfo,
    },
    answers: answers.map((answer) => ({ table: answer.refTableCode, code: answer.refCode })),
    photos,
    verified: review[0]?.verified === true,
    reported: review[0]?.reported === true,
    activity: review[0]?.last_active_at
      ? { lastActive: review[0].last_active_at, shown: review[0].show_activity === true }
      : null,
  };
}

let profile: ServiceUnderTest<ProfileConfig>;
let dataSource: DataSource;

const full = member(1);
const partial = member(2);
const photosOnly = member(3);
const hidden = member(4);
const deactivated = member(5);
const quiet = member(6);
const nobody = 99;

async function addPhoto(userId: number, imgSeq: number, reviewStatus: 'pending' | 'approved') {
  await sql(
    profile,
    `INSERT INTO user_img (user_id, img_seq, img_type, img_file, img_size, review_status,
                           create_user, create_process)
     VALUES ($1, $2, 'image/webp', gen_random_uuid(), $3, $4, 'test', 'test')`,
    [userId, imgSeq, 1000 * imgSeq + userId, reviewStatus],
  );
}

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  dataSource = await new DataSource(
    dataSourceOptions({
      serverUrl: profile.infra.databaseUrl,
      database: profile.database.name,
      entities: profileService.entities,
    }),
  ).initialize();

  // Every section, every kind of choice, fields hidden in each, photos in every state, verified,
  // reported.
  const ask = asMember(profile, full);
  await ask(
    profileCalls.userInfoSave,
    userInfo(1, { hidden_fields: ['birthdate'], occupation: null }),
  );
  await ask(
    profileCalls.personInfoSave,
    personInfo(1, { hidden_fields: ['weight', 'person_value'], num_child: null }),
  );
  await ask(profileCalls.favoriteInfoSave, favoriteInfo(1, { hidden_fields: ['free_time'] }));
  await ask(profileCalls.dateInfoSave, dateInfo(1, { hidden_fields: ['age_start'] }));
  await addPhoto(1, 3, 'pending');
  await addPhoto(1, 1, 'approved');
  await addPhoto(1, 2, 'pending');
  await sql(profile, 'UPDATE user_info SET photo_verified = true WHERE user_id = 1');
  await sql(profile, 'INSERT INTO reported_member (user_id) VALUES (1)');

  // Two sections, the optional texts left empty, no photo.
  await asMember(profile, partial)(
    profileCalls.userInfoSave,
    userInfo(2, { caption: null, c_email: null, line: null, whats_app: null, facebook: null }),
  );
  await asMember(profile, partial)(profileCalls.personInfoSave, personInfo(2));

  // A photo saved before section 1.
  await addPhoto(3, 1, 'pending');

  await asMember(profile, hidden)(profileCalls.userInfoSave, userInfo(4));
  await asMember(profile, hidden)(profileCalls.visibilitySet, { user_id: 4, active_flag: 'N' });

  await asMember(profile, deactivated)(profileCalls.userInfoSave, userInfo(5));
  await addPhoto(5, 1, 'approved');
  await sql(
    profile,
    `INSERT INTO member_status (user_id, active, hidden_before, changed_at) VALUES (5, false, false, now())`,
  );
  await sql(profile, `UPDATE user_info SET active_flag = 'N' WHERE user_id = 5`);

  // Hides when last active, and was last active long ago.
  await asMember(profile, quiet)(profileCalls.userInfoSave, userInfo(6));
  await sql(
    profile,
    `UPDATE user_info SET show_activity = false, last_active_at = now() - interval '30 days' WHERE user_id = 6`,
  );
}, 60000);

afterAll(async () => {
  await dataSource?.destroy();
  await profile?.stop();
});

const label = (table: RefTable, code: string) => ({ code, label: `${table}/${code}` });
const grant = (fileId: string) => `grant-${fileId}`;
const today = new Date();

/** Everyone who may read a page: the owner, other members in each state, an administrator. */
const viewersOf = (userId: number): [string, Viewer][] => [
  ['owner', { userId, contactsShared: true, grant, showsActivity: null }],
  ['member', { userId: 50, contactsShared: false, showsActivity: true }],
  ['member with contacts', { userId: 50, contactsShared: true, showsActivity: true }],
  ['member hiding activity', { userId: 50, contactsShared: false, showsActivity: false }],
  ['administrator', { userId: null, contactsShared: true, grant, showsActivity: null }],
];

describe('the profile page read in one statement', () => {
  it.each([
    ['every section, photos in every state, verified and reported', full.userId],
    ['two sections with empty texts and no photo', partial.userId],
    ['a photo and no sections', photosOnly.userId],
    ['a hidden profile', hidden.userId],
    ['a deactivated member', deactivated.userId],
    ['a member hiding their activity', quiet.userId],
    ['nobody at all', nobody],
  ])('reads %s as the former reads did, for every viewer', async (_kind, userId) => {
    const before = await readAsBefore(dataSource, userId);
    const { profile: now } = await new ProfileRepository(dataSource).load(userId, 50);

    expect(now.sections).toStrictEqual(before.sections);
    expect(now.answers).toStrictEqual(before.answers);
    expect(now.photos).toEqual(
      before.photos.map(({ imgSeq, imgFile, imgType, imgSize, reviewStatus }) => ({
        imgSeq,
        imgFile,
        imgType,
        imgSize,
        reviewStatus,
      })),
    );
    expect([now.verified, now.reported, now.activity]).toStrictEqual([
      before.verified,
      before.reported,
      before.activity,
    ]);
    for (const [, viewer] of viewersOf(userId)) {
      expect(JSON.stringify(profileView(now, viewer, label, today))).toBe(
        JSON.stringify(profileView(before, viewer, label, today)),
      );
    }
  });

  it('covers what the comparison needs: values, hidden fields, choices and photos', async () => {
    const { profile: read } = await new ProfileRepository(dataSource).load(full.userId, null);
    expect(read.sections.USER_INFO?.values).toMatchObject({ birthdate: '1995-04-12' });
    expect(read.sections.PERSON_INFO?.values).toMatchObject({ height: 162, num_child: null });
    expect(read.answers.filter((answer) => answer.table === 'PERSON_VALUE')).toHaveLength(2);
    expect(read.photos.map((photo) => [photo.imgSeq, photo.reviewStatus])).toEqual([
      [1, 'approved'],
      [2, 'pending'],
      [3, 'pending'],
    ]);
    expect([read.verified, read.reported]).toEqual([true, true]);
  });

  it("reads the viewer's activity setting with the page, shown by default", async () => {
    const repository = new ProfileRepository(dataSource);
    expect((await repository.load(full.userId, quiet.userId)).viewerShowsActivity).toBe(false);
    expect((await repository.load(full.userId, partial.userId)).viewerShowsActivity).toBe(true);
    expect((await repository.load(full.userId, nobody)).viewerShowsActivity).toBe(true);
  });
});

describe("get-by-user-id's rows read by prepared statements", () => {
  const entities: Record<RowTable, new () => ObjectLiteral> = {
    USER_INFO: UserInfoEntity,
    PERSON_INFO: PersonInfoEntity,
    FAVORITE_INFO: FavoriteInfoEntity,
    DATE_INFO: DateInfoEntity,
    USER_SYS_REF: UserSysRefEntity,
    USER_IMG: UserImgEntity,
  };
  const order: Partial<Record<RowTable, Record<string, 'ASC'>>> = {
    USER_IMG: { imgSeq: 'ASC' },
    USER_SYS_REF: { id: 'ASC' },
  };

  /** The entity read the statement replaced, as it was. */
  async function rowsAsBefore(table: RowTable, userId: number, activeFlag?: 'Y' | 'N') {
    const repository = dataSource.getRepository(entities[table]);
    const rows = await repository.find({
      where: activeFlag ? { userId, activeFlag } : { userId },
      order: order[table],
    });
    return rows.map((row) => {
      const spec = specRow(repository.metadata, row);
      return row instanceof UserImgEntity
        ? { ...spec, ...photoUrls(row.imgFile, grant(row.imgFile)) }
        : spec;
    });
  }

  const members = [full, partial, photosOnly, hidden, deactivated].map(({ userId }) => userId);
  it.each(Object.keys(entities) as RowTable[])(
    'reads %s as the entity read did, for every member and active flag',
    async (table) => {
      const repository = new SectionRowsRepository(dataSource);
      for (const userId of [...members, nobody])
        for (const activeFlag of [undefined, 'Y', 'N'] as const)
          expect(await repository.rows(table, userId, activeFlag, grant)).toStrictEqual(
            await rowsAsBefore(table, userId, activeFlag),
          );
      expect(await repository.rows(table, full.userId, undefined, grant)).not.toHaveLength(0);
    },
  );
});
