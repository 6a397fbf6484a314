import { ErrorCode, Messages, profileCalls, Subjects, type ServiceHealth } from '@dating/contracts';
import { Buckets, migrateService, ObjectStorage } from '@dating/server';
import {
  serviceEnvironment,
  serviceFailure,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { sendUnchecked, sql } from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
});

afterAll(() => profile?.stop());

describe('site content', () => {
  it('serves the seeded header menu in order, with /search for members only', async () => {
    const menu = await profile.calls.call(profileCalls.menuGet, {});
    expect(menu.map((item) => item.menu_path)).toEqual(['/', '/search', '/about', '/contact']);
    expect(menu.find((item) => item.menu_path === '/search')).toMatchObject({
      menu_name: 'Search',
      member_only: true,
    });
    expect(menu.filter((item) => item.member_only)).toHaveLength(1);
  });

  it("labels the menu in the caller's language", async () => {
    const thai = await profile.calls.call(profileCalls.menuGet, {}, { lang: 'th' });
    const norwegian = await profile.calls.call(profileCalls.menuGet, {}, { lang: 'no' });
    expect(thai[0]?.menu_name).toBe('หน้าแรก');
    expect(norwegian[0]?.menu_name).toBe('Hjem');
  });

  it('serves the home and about images, stored as WebP in the photos bucket', async () => {
    for (const type of ['home', 'about'] as const) {
      const answer = await profile.calls.call(profileCalls.settingImageGet, { type });
      expect(answer).toEqual({
        status: 'OK',
        image: expect.stringMatching(/^\/api\/files\/photos\/[0-9a-f-]{36}$/),
      });
      const fileId = answer.image.split('/').pop() ?? '';
      const stored = await new ObjectStorage(profile.config).stat(Buckets.photos, fileId);
      expect(stored).toMatchObject({ contentType: 'image/webp' });
      expect(stored?.size).toBeGreaterThan(1000);
    }
    expect(
      await serviceFailure(
        sendUnchecked(profile, null)(profileCalls.settingImageGet, { type: 'contact' }),
      ),
    ).toMatchObject({ code: ErrorCode.BadRequest });
  });

  it('seeds the images once: a later start keeps them', async () => {
    const image = () => profile.calls.call(profileCalls.settingImageGet, { type: 'home' });
    const before = await image();
    await migrateService(
      profileService,
      profile.config,
      serviceEnvironment(profile.infra, { DATABASE_NAME: profile.database.name }),
    );
    expect(await image()).toEqual(before);
  });

  it('says so when a page has no image', async () => {
    await sql(profile, "DELETE FROM setting_img WHERE type = 'about'");
    expect(
      await serviceFailure(profile.calls.call(profileCalls.settingImageGet, { type: 'about' })),
    ).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.settingImageMissing,
      messageCode: 'settingImageMissing',
    });
  });

  it('reports its health with its database', async () => {
    expect(await profile.client.send<ServiceHealth>(Subjects.profile.health, {})).toEqual({
      service: 'profile',
      status: 'up',
      database: 'up',
    });
  });
});
