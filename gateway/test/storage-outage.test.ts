import sharp from 'sharp';
import { Messages, type ProfileViewResult } from '@dating/contracts';
import {
  startServiceUnderTest,
  startTestInfrastructure,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { authService, type AuthConfig } from '@dating/svc-auth';
import { profileService, type ProfileConfig } from '@dating/svc-profile';
import { startClosableRelay, type ClosableRelay } from './closable-relay';
import { startGatewayUnderTest, type Answer, type GatewayUnderTest } from './gateway-under-test';

let infra: TestInfrastructure;
let store: ClosableRelay;
let auth: ServiceUnderTest<AuthConfig>;
let profile: ServiceUnderTest<ProfileConfig>;
let gateway: GatewayUnderTest;
let member: { token: string; userId: number };

beforeAll(async () => {
  infra = await startTestInfrastructure();
  // The gateway and svc-profile reach the object store only through the relay.
  store = await startClosableRelay(infra.s3.endpoint);
  const throughRelay = { S3_ENDPOINT: store.url };
  auth = await startServiceUnderTest(authService, {
    infra,
    env: { ADMIN_PASSWORD: 'admin-password' },
  });
  profile = await startServiceUnderTest(profileService, { infra, env: throughRelay });
  gateway = await startGatewayUnderTest(infra, { ...throughRelay, PHOTO_ACCESS_CACHE_MS: '0' });
  member = await gateway.register('storageless');
  const info = await gateway.call('POST', '/api/create-user-info', {
    token: member.token,
    body: {
      user_id: member.userId,
      name: 'Malee',
      gender: 'F',
      birthdate: '1995-04-12',
      country: 'Thailand',
    },
  });
  expect(info.status).toBe(200);
}, 90000);

afterAll(async () => {
  await store?.open().catch(() => undefined);
  await gateway?.close();
  await profile?.stop();
  await auth?.stop();
  await store?.close();
  await infra?.stop();
});

async function upload(): Promise<Answer> {
  const bytes = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#a06040' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  return gateway.call('POST', '/api/upload', { raw: form, token: member.token });
}

async function ownPhotos(): Promise<{
  status: number;
  photos: { url: string; card_url: string }[];
}> {
  const answer = await gateway.call('POST', '/api/get-profile', {
    body: { user_id: member.userId },
    token: member.token,
  });
  const view = answer.body as unknown as ProfileViewResult;
  return { status: answer.status, photos: view.profile?.photos ?? [] };
}

const imageStatus = async (path: string) => {
  const response = await fetch(`${gateway.base}${path}`);
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control') };
};

const photoRows = async () =>
  (
    await profile.database.query<{ count: string }>(
      'SELECT count(*) AS count FROM user_img WHERE user_id = $1',
      [member.userId],
    )
  )[0]?.count;

describe('object storage that does not answer', () => {
  it('refuses uploads with 503 and a message, stores nothing, and profiles still show', async () => {
    const uploaded = await upload();
    expect(uploaded.status).toBe(200);
    const bound = await gateway.call('POST', '/api/create-user-img', {
      token: member.token,
      body: { user_id: member.userId, img_seq: 1, img_file: String(uploaded.body.fileId) },
    });
    expect(bound.status).toBe(200);
    const [photo] = (await ownPhotos()).photos;
    if (!photo) throw new Error('The bound photo is not on the profile');
    expect((await imageStatus(photo.url)).status).toBe(200);
    const rowsBefore = await photoRows();

    await store.close();
    const refused = await upload();
    expect(refused).toMatchObject({
      status: 503,
      body: { status: 'FAILED', message: Messages.storageUnavailable, code: 'storageUnavailable' },
    });
    expect(await photoRows()).toBe(rowsBefore);

    // The page renders, its photos are missing (not 500, and not cached as missing).
    const page = await ownPhotos();
    expect(page.status).toBe(200);
    expect(page.photos.map((shown) => shown.url)).toEqual([photo.url]);
    for (const path of [photo.url, photo.card_url]) {
      expect(await imageStatus(path)).toEqual({ status: 503, cacheControl: 'no-store' });
    }
  });

  it('takes uploads and serves photos again once the store is back', async () => {
    await store.open();
    expect((await upload()).status).toBe(200);
    const [photo] = (await ownPhotos()).photos;
    expect((await imageStatus(photo?.url ?? '')).status).toBe(200);
  });
});
