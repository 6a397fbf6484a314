import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  imageObjectKey,
  Messages,
  profileCalls,
  uploaderMetadataKey,
  MessageCode,
  said,
} from '@dating/contracts';
import { Buckets, ObjectStorage } from '@dating/server';
import { serviceFailure, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { asMember, member, sql, userInfo } from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;
let storage: ObjectStorage;

const owner = member(1, 'malee');
const other = member(2, 'erik');
const ask = () => asMember(profile, owner);

/** What the gateway's upload stores: the image and its card variant, tagged with the uploader. */
async function uploaded(uploaderId: number, bytes = 'image bytes'): Promise<string> {
  const fileId = randomUUID();
  const metadata = { [uploaderMetadataKey]: String(uploaderId) };
  for (const variant of ['full', 'card'] as const) {
    await storage.put(
      Buckets.photos,
      imageObjectKey(fileId, variant),
      Buffer.from(`${variant} ${bytes}`),
      'image/webp',
      metadata,
    );
  }
  return fileId;
}

const stored = async (fileId: string) => ({
  full: (await storage.stat(Buckets.photos, imageObjectKey(fileId, 'full'))) !== null,
  card: (await storage.stat(Buckets.photos, imageObjectKey(fileId, 'card'))) !== null,
});

/** The file in one of the owner's slots, as stored. */
async function slotFile(imgSeq: number): Promise<string> {
  const [row] = await sql<{ img_file: string }>(
    profile,
    'SELECT img_file FROM user_img WHERE user_id = 1 AND img_seq = $1',
    [imgSeq],
  );
  if (!row) throw new Error(`slot ${imgSeq} is empty`);
  return row.img_file;
}

/** An owner's photo URL: the path with a grant (see photo-grant.ts). */
const granted = (path: string) =>
  new RegExp(`^/api/files/photos/${path}\\?access=\\d+\\.[\\w-]{22}$`);

/** The gateway asks before it serves a photo file. */
const accessOf = (file_id: string, access?: string) =>
  profile.calls.call(profileCalls.photoAccess, { file_id, access });

const save = (img_seq: number, img_file: string, extra: object = {}) =>
  ask()(profileCalls.photoSave, { user_id: 1, img_seq, img_file, ...extra });

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  storage = new ObjectStorage(profile.config);
  await ask()(profileCalls.userInfoSave, userInfo(1));
});

afterAll(async () => {
  await profile?.stop();
});

describe('photo slots (create-user-img, get-user-img, delete-user-img)', () => {
  it('binds an uploaded image, taking its type and size from storage, not from the client', async () => {
    const fileId = await uploaded(1, 'first');
    expect(await save(1, fileId, { img_type: 'image/gif', img_size: 1, create_user: 'x' })).toEqual(
      { status: 'OK', message: Messages.photoSaved, code: 'photoSaved' },
    );
    expect(
      await sql(
        profile,
        'SELECT img_file, img_type, img_size, create_user, create_process FROM user_img WHERE user_id = 1',
      ),
    ).toEqual([
      {
        img_file: fileId,
        img_type: 'image/webp',
        img_size: Buffer.byteLength('full first'),
        create_user: 'malee',
        create_process: profileCalls.photoSave.subject,
      },
    ]);
    expect(
      await asMember(profile, other)(profileCalls.photoGet, { user_id: 1, img_seq: 1 }),
    ).toEqual({
      status: 'OK',
      image: `/api/files/photos/${fileId}`,
      card: `/api/files/photos/${fileId}/card`,
    });
  });

  it('refuses an image that is not in storage, or that another member uploaded', async () => {
    expect(await serviceFailure(save(2, randomUUID()))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.imageRequired,
      messageCode: 'imageRequired',
    });
    const theirs = await uploaded(2);
    expect(await serviceFailure(save(2, theirs))).toEqual({
      code: ErrorCode.Forbidden,
      message: Messages.photoNotYours,
      messageCode: 'photoNotYours',
    });
    expect(await stored(theirs)).toEqual({ full: true, card: true });
    expect(await sql(profile, 'SELECT 1 FROM user_img WHERE img_seq = 2')).toEqual([]);
  });

  it('deletes the replaced image once the new one is in the slot', async () => {
    const replaced = await slotFile(1);
    const next = await uploaded(1, 'second');
    await save(1, next);
    expect(await stored(replaced)).toEqual({ full: false, card: false });
    expect(await stored(next)).toEqual({ full: true, card: true });
    const view = await ask()(profileCalls.viewGet, { user_id: 1 });
    expect(view.profile.photos).toEqual([
      {
        img_seq: 1,
        url: expect.stringMatching(granted(next)),
        card_url: expect.stringMatching(granted(`${next}/card`)),
        img_type: 'image/webp',
        img_size: Buffer.byteLength('full second'),
      },
    ]);
  });

  it('treats binding the same image again as done, keeping it', async () => {
    const current = await slotFile(1);
    expect(await save(1, current)).toEqual({ status: 'OK', ...said(MessageCode.photoSaved) });
    expect(await stored(current)).toEqual({ full: true, card: true });
  });

  it('keeps an image that another slot still shows', async () => {
    const shared = await uploaded(1);
    await save(2, shared);
    await save(3, shared);
    await save(2, await uploaded(1));
    expect(await stored(shared)).toEqual({ full: true, card: true });
    await ask()(profileCalls.photoDelete, { user_id: 1, img_seq: 3 });
    expect(await stored(shared)).toEqual({ full: false, card: false });
  });

  it('lists the slots with their URLs in get-by-user-id', async () => {
    const { result } = await ask()(profileCalls.sectionRows, { table: 'USER_IMG', user_id: 1 });
    expect(result.map((row) => row['img_seq'])).toEqual([1, 2]);
    expect(result[0]).toMatchObject({
      user_id: 1,
      img_type: 'image/webp',
      url: expect.stringMatching(granted(String(result[0]?.['img_file']))),
      card_url: expect.stringMatching(granted(`${String(result[0]?.['img_file'])}/card`)),
    });
  });

  it('removes a photo with its stored image; an empty slot is 404', async () => {
    const removed = await slotFile(2);
    expect(await ask()(profileCalls.photoDelete, { user_id: 1, img_seq: 2 })).toEqual({
      status: 'OK',
      message: Messages.photoRemoved,
      code: 'photoRemoved',
    });
    expect(await stored(removed)).toEqual({ full: false, card: false });
    expect(
      await serviceFailure(ask()(profileCalls.photoDelete, { user_id: 1, img_seq: 2 })),
    ).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.photoMissing,
      messageCode: 'photoMissing',
    });
    expect(await serviceFailure(ask()(profileCalls.photoGet, { user_id: 1, img_seq: 2 }))).toEqual({
      code: ErrorCode.NotFound,
      message: Messages.photoMissing,
      messageCode: 'photoMissing',
    });
  });

  it("refuses to change another member's slots, and slots outside 1–3", async () => {
    const mine = await uploaded(1);
    expect(
      await serviceFailure(
        ask()(profileCalls.photoSave, { user_id: 2, img_seq: 1, img_file: mine }),
      ),
    ).toMatchObject({ code: ErrorCode.Forbidden });
    expect(
      await serviceFailure(ask()(profileCalls.photoDelete, { user_id: 2, img_seq: 1 })),
    ).toMatchObject({ code: ErrorCode.Forbidden });
    expect(await serviceFailure(save(4, mine))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.photoSlot,
      messageCode: 'photoSlot',
    });
  });
});

describe('photo access (asked by the gateway before it serves a photo file)', () => {
  const ownGrant = async (imgSeq: number) => {
    const { image } = await ask()(profileCalls.photoGet, {
      user_id: 1,
      img_seq: imgSeq,
    });
    return new URL(image, 'http://portal').searchParams.get('access') ?? '';
  };

  it("shows a visible member's photos to anyone; hidden, only to the owner's grant", async () => {
    const fileId = await uploaded(1);
    await save(3, fileId);
    expect(await accessOf(fileId)).toEqual({ visible: 'public' });
    const grant = await ownGrant(3);
    expect(grant).not.toBe('');

    await ask()(profileCalls.visibilitySet, { user_id: 1, active_flag: 'N' });
    expect(await accessOf(fileId)).toEqual({ visible: 'none' });
    expect(await accessOf(fileId, grant)).toEqual({ visible: 'granted' });
    expect(await accessOf(fileId, `${grant}x`)).toEqual({ visible: 'none' });
    expect(await accessOf(randomUUID(), grant)).toEqual({ visible: 'none' });
    await ask()(profileCalls.visibilitySet, { user_id: 1, active_flag: 'Y' });
    expect(await accessOf(fileId)).toEqual({ visible: 'public' });
  });

  it('gives no grant to other members, and shows nobody a file no slot holds', async () => {
    const { image } = await asMember(profile, other)(profileCalls.photoGet, {
      user_id: 1,
      img_seq: 3,
    });
    expect(image).not.toContain('access=');
    expect(await accessOf(await uploaded(1))).toEqual({ visible: 'none' });
  });

  it('shows the site images to anyone', async () => {
    const fileId = randomUUID();
    await sql(
      profile,
      `INSERT INTO setting_img VALUES ('home', $1, 'image/webp', 1)
       ON CONFLICT (type) DO UPDATE SET img_file = EXCLUDED.img_file`,
      [fileId],
    );
    expect(await accessOf(fileId)).toEqual({ visible: 'public' });
  });
});
