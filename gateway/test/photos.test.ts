import sharp from 'sharp';
import { Messages, type ProfileViewResult } from '@dating/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import {
  startEdgeUnderTest,
  testAdminPassword,
  type EdgeUnderTest,
  type GatewayUnderTest,
} from './gateway-under-test';
import { profileService, type ProfileConfig } from '@dating/svc-profile';

let edge: EdgeUnderTest;
let profile: ServiceUnderTest<ProfileConfig>;
let gateway: GatewayUnderTest;
let owner: { token: string; userId: number };
let viewer: { token: string; userId: number };
let adminToken: string;

const yearLong = /max-age=31536000|immutable/;

/** A photo file as an <img> tag asks for it: no key, no token (unless given). */
async function image(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.base}${path}`, { headers });
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The owner uploads a photo and puts it in a slot; answers its file id. */
async function photoInSlot(imgSeq: number): Promise<string> {
  const bytes = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#a06040' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  const uploaded = await gateway.call('POST', '/api/upload', { raw: form, token: owner.token });
  expect(uploaded.status).toBe(200);
  const fileId = String(uploaded.body.fileId);
  const bound = await gateway.call('POST', '/api/create-user-img', {
    body: { user_id: owner.userId, img_seq: imgSeq, img_file: fileId },
    token: owner.token,
  });
  expect(bound.status).toBe(200);
  return fileId;
}

/** The URLs the owner's own profile page loads their photos from. */
async function ownUrls(): Promise<{ url: string; card_url: string }[]> {
  const answer = await gateway.call('POST', '/api/get-profile', {
    body: { user_id: owner.userId },
    token: owner.token,
  });
  expect(answer.status).toBe(200);
  return (answer.body as unknown as ProfileViewResult).profile.photos;
}

const setVisible = async (visible: boolean) => {
  const answer = await gateway.call('POST', '/api/change-status-active', {
    body: { user_id: owner.userId, active_flag: visible ? 'Y' : 'N' },
    token: owner.token,
  });
  expect(answer.status).toBe(200);
};

beforeAll(async () => {
  edge = await startEdgeUnderTest({ PHOTO_ACCESS_CACHE_MS: '0' });
  profile = await startServiceUnderTest(profileService, { infra: edge.infra });
  gateway = edge.gateway;
  owner = await gateway.register('photoowner');
  viewer = await gateway.register('photoviewer');
  const login = await gateway.call('POST', '/api/user/login', {
    body: { username: 'admin', password: testAdminPassword },
  });
  adminToken = String(login.body.token);
  const info = await gateway.call('POST', '/api/create-user-info', {
    token: owner.token,
    body: {
      user_id: owner.userId,
      name: 'Malee',
      gender: 'F',
      birthdate: '1995-04-12',
      country: 'Thailand',
      occupation: 'Nurse',
      caption: 'Sawasdee',
      c_email: 'malee@example.com',
      hidden_fields: [],
    },
  });
  expect(info.status).toBe(200);
}, 90000);

afterAll(async () => {
  await profile?.stop();
  await edge?.stop();
});

describe('GET /api/files/photos of a visible profile', () => {
  it('serves the photo and its card to anyone, asking browsers to revalidate, not to keep it a year', async () => {
    const fileId = await photoInSlot(1);
    for (const path of [`/api/files/photos/${fileId}`, `/api/files/photos/${fileId}/card`]) {
      const served = await image(path);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, no-cache');
      expect(served.headers.get('cache-control')).not.toMatch(yearLong);
      const etag = served.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      expect((await image(path, { 'if-none-match': etag })).status).toBe(304);
    }
  });
});

describe('GET /api/files/photos of a hidden profile', () => {
  it('is 404 for others, and shown to the owner (by the URLs they are given) and to admins', async () => {
    const fileId = await photoInSlot(2);
    await setVisible(false);
    try {
      for (const path of [`/api/files/photos/${fileId}`, `/api/files/photos/${fileId}/card`]) {
        expect(await image(path)).toMatchObject({ status: 404 });
        expect(await image(path, bearer(viewer.token))).toMatchObject({ status: 404 });
        const byAdmin = await image(path, bearer(adminToken));
        expect(byAdmin.status).toBe(200);
        expect(byAdmin.headers.get('cache-control')).toBe('private, no-cache');
      }

      const own = (await ownUrls()).find((photo) => photo.url.includes(fileId));
      expect(own?.url).toContain('?access=');
      for (const url of [own?.url ?? '', own?.card_url ?? '']) {
        const served = await image(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('cache-control')).toBe('private, no-cache');
      }
      const stretched = String(own?.url).replace(/access=\d+/, 'access=99999999999');
      expect(await image(stretched)).toMatchObject({ status: 404 });
    } finally {
      await setVisible(true);
    }
    expect(await image(`/api/files/photos/${fileId}`)).toMatchObject({ status: 200 });
  });
});

describe('GET /api/files/photos of a deleted photo', () => {
  it('is 404 at once, for anyone, the owner too', async () => {
    const fileId = await photoInSlot(3);
    const [, , own] = await ownUrls();
    const before = await image(`/api/files/photos/${fileId}`);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).not.toMatch(yearLong);

    const removed = await gateway.call('POST', '/api/delete-user-img', {
      body: { user_id: owner.userId, img_seq: 3 },
      token: owner.token,
    });
    expect(removed).toMatchObject({ status: 200, body: { message: Messages.photoRemoved } });
    for (const path of [`/api/files/photos/${fileId}`, own?.url ?? '', own?.card_url ?? ''])
      expect(await image(path)).toMatchObject({ status: 404 });
    expect(await image(`/api/files/photos/${fileId}`, bearer(owner.token))).toMatchObject({
      status: 404,
    });
  });
});
