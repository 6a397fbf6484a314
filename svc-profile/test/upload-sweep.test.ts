import { randomUUID } from 'node:crypto';
import { type INestMicroservice } from '@nestjs/common';
import {
  ErrorCode,
  imageObjectKey,
  Messages,
  profileCalls,
  uploaderMetadataKey,
} from '@dating/contracts';
import { Buckets, ObjectStorage, UploadSweeper, type SweepOutcome } from '@dating/server';
import {
  ManualClock,
  serviceFailure,
  startReplica,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@dating/testing';
import pg from 'pg';
import { type ProfileConfig } from '../src/config';
import { defineProfileService } from '../src/service';
import { asMember, member, sql, userInfo } from './fixtures';

jest.setTimeout(120_000);

/** Starts at the store's time, so uploads are as old as the tests move it. */
const clock = new ManualClock(new Date());
const service = defineProfileService(clock);
let profile: ServiceUnderTest<ProfileConfig>;
let storage: ObjectStorage;
const replicas: INestMicroservice[] = [];

const owner = member(1, 'malee');
const save = (img_seq: number, img_file: string) =>
  asMember(profile, owner)(profileCalls.photoSave, { user_id: 1, img_seq, img_file });

/** What the gateway's upload stores: the image and its card variant, tagged with the uploader. */
async function uploaded(): Promise<string> {
  const fileId = randomUUID();
  for (const variant of ['full', 'card'] as const) {
    await storage.put(
      Buckets.photos,
      imageObjectKey(fileId, variant),
      Buffer.from(variant),
      'image/webp',
      {
        [uploaderMetadataKey]: String(owner.userId),
      },
    );
  }
  return fileId;
}

const stored = async (fileId: string) => ({
  full: (await storage.stat(Buckets.photos, imageObjectKey(fileId, 'full'))) !== null,
  card: (await storage.stat(Buckets.photos, imageObjectKey(fileId, 'card'))) !== null,
});

/** The sweeper of a fresh replica, once the sweep it made at start is done. */
async function sweeperOfReplica(): Promise<UploadSweeper> {
  const replica = await startReplica(service, profile);
  replicas.push(replica);
  const sweeper = replica.get(UploadSweeper);
  await sweeper.sweep();
  return sweeper;
}

const removedBy = (outcomes: SweepOutcome[]) =>
  outcomes.reduce((sum, outcome) => sum + (outcome.swept ? outcome.removed : 0), 0);

beforeAll(async () => {
  profile = await startServiceUnderTest(service);
  storage = new ObjectStorage(profile.config);
  await asMember(profile, owner)(profileCalls.userInfoSave, userInfo(1));
});

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await profile?.stop();
});

describe('the sweep of uploads no slot or site page binds', () => {
  it('keeps an unbound upload a day, then removes all its keys; a bound one and the site images stay', async () => {
    const bound = await uploaded();
    await save(1, bound);
    const unbound = await uploaded();
    const siteImages = await sql<{ img_file: string }>(profile, 'SELECT img_file FROM setting_img');
    expect(siteImages).toHaveLength(2);
    const sweeper = await sweeperOfReplica();

    clock.advanceMinutes(23 * 60);
    await sweeper.sweep();
    expect(await stored(unbound)).toEqual({ full: true, card: true });

    clock.advanceMinutes(2 * 60);
    expect(await sweeper.sweep()).toEqual({ swept: true, removed: 2 });
    expect(await stored(unbound)).toEqual({ full: false, card: false });
    expect(await stored(bound)).toEqual({ full: true, card: true });
    for (const { img_file } of siteImages) {
      expect(await storage.stat(Buckets.photos, imageObjectKey(img_file, 'full'))).not.toBeNull();
    }
  });

  it('refuses to bind an upload within an hour of the age the sweep takes it at', async () => {
    const old = await uploaded();
    clock.advanceMinutes(23 * 60 + 1);
    expect(await serviceFailure(save(2, old))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.imageExpired,
      messageCode: 'imageExpired',
    });
    expect(await sql(profile, 'SELECT 1 FROM user_img WHERE img_seq = 2')).toEqual([]);
  });

  it('lets two replicas sweep at once: each upload is removed once, and neither fails', async () => {
    const [first, second] = await Promise.all([sweeperOfReplica(), sweeperOfReplica()]);
    const unbound = await Promise.all(Array.from({ length: 20 }, () => uploaded()));
    clock.advanceMinutes(25 * 60);
    const outcomes = await Promise.all([first.sweep(), second.sweep()]);
    expect(removedBy(outcomes)).toBe(40);
    for (const fileId of unbound)
      expect(await stored(fileId)).toEqual({ full: false, card: false });
  });

  it('leaves the bucket alone while another replica holds the sweep', async () => {
    const sweeper = await sweeperOfReplica();
    const unbound = await uploaded();
    clock.advanceMinutes(25 * 60);
    const other = new pg.Client({
      connectionString: `${profile.config.DATABASE_URL}/${profile.config.DATABASE_NAME}`,
    });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(
        `SELECT pg_advisory_xact_lock(hashtext('upload-sweep'), hashtext('photos'))`,
      );
      expect(await sweeper.sweep()).toEqual({ swept: false });
      expect(await stored(unbound)).toEqual({ full: true, card: true });
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    expect(await sweeper.sweep()).toEqual({ swept: true, removed: 2 });
  });
});
