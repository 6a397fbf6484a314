import { Subjects, type MenuItem, type ServiceHealth } from '@dating/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';

let profile: ServiceUnderTest<ProfileConfig>;

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
});

afterAll(() => profile?.stop());

describe('site content', () => {
  it('serves the seeded header menu in order, with /search for members only', async () => {
    const menu = await profile.client.request<MenuItem[]>(Subjects.profile.menuGet, {});
    expect(menu.map((item) => item.menu_path)).toEqual(['/', '/search', '/about', '/contact']);
    expect(menu.find((item) => item.menu_path === '/search')).toMatchObject({
      menu_name: 'Search',
      member_only: true,
    });
    expect(menu.filter((item) => item.member_only)).toHaveLength(1);
  });

  it("labels the menu in the caller's language", async () => {
    const thai = await profile.client.request<MenuItem[]>(
      Subjects.profile.menuGet,
      {},
      { lang: 'th' },
    );
    const norwegian = await profile.client.request<MenuItem[]>(
      Subjects.profile.menuGet,
      {},
      { lang: 'no' },
    );
    expect(thai[0]?.menu_name).toBe('หน้าแรก');
    expect(norwegian[0]?.menu_name).toBe('Hjem');
  });

  it('reports its health with its database', async () => {
    expect(await profile.client.send<ServiceHealth>(Subjects.profile.health, {})).toEqual({
      service: 'profile',
      status: 'up',
      database: 'up',
    });
  });
});
