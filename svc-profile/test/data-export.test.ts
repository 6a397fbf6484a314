import { randomUUID } from 'node:crypto';
import {
  exportObjectKey,
  exportPartReadyEvent,
  exportRequestedEvent,
  imageObjectKey,
  memberDeletedEvent,
  profileCalls,
  uploaderMetadataKey,
  type Caller,
  type EventPayload,
  type Language,
} from '@dating/contracts';
import { Buckets, ObjectStorage, type CallClient } from '@dating/server';
import {
  publishedEvents,
  startServiceUnderTest,
  testCallClient,
  type ServiceUnderTest,
} from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { handled, publishEvent, until } from './events';
import { asMember, dateInfo, favoriteInfo, member, personInfo, userInfo } from './fixtures';

// Issue 29 item 2: svc-profile's part of "Download my data", written from its own tables into
// the exports bucket and reported with events.privacy.export-part-ready.

type PartReady = EventPayload<typeof exportPartReadyEvent>;

let profile: ServiceUnderTest<ProfileConfig>;
let storage: ObjectStorage;
/** svc-interest: tells which members have open reports. */
let interest: { calls: CallClient; close(): Promise<void> };

const malee = member(7401, 'malee');
const erik = member(7402, 'erik');
const nok = member(7403, 'nokthida');
const as = (caller: Caller) => asMember(profile, caller);

const photoBytes = [Buffer.from('malee photo one'), Buffer.from('malee photo two')];
const selfieBytes = Buffer.from('malee selfie holding the code');
const erikPhotoBytes = Buffer.from('erik photo one');
let erikPhoto = '';

/** An upload as the gateway stores it (the original and its card), with `bytes` as original. */
async function upload(who: Caller, bytes: Buffer): Promise<string> {
  const fileId = randomUUID();
  const uploader = { [uploaderMetadataKey]: String(who.userId) };
  await storage.put(Buckets.photos, imageObjectKey(fileId, 'full'), bytes, 'image/webp', uploader);
  await storage.put(
    Buckets.photos,
    imageObjectKey(fileId, 'card'),
    Buffer.from('card'),
    'image/webp',
    uploader,
  );
  return fileId;
}

async function savePhoto(who: Caller, img_seq: number, bytes: Buffer): Promise<string> {
  const fileId = await upload(who, bytes);
  await as(who)(profileCalls.photoSave, { user_id: who.userId, img_seq, img_file: fileId });
  return fileId;
}

async function fillProfile(who: Caller, info: object): Promise<void> {
  await as(who)(profileCalls.userInfoSave, userInfo(who.userId, info), 'th');
  await as(who)(profileCalls.personInfoSave, personInfo(who.userId), 'th');
  await as(who)(profileCalls.favoriteInfoSave, favoriteInfo(who.userId), 'th');
  await as(who)(profileCalls.dateInfoSave, dateInfo(who.userId, { hidden_fields: ['age_start'] }));
}

async function partsOf(exportId: string): Promise<PartReady[]> {
  return (await publishedEvents(profile.infra, exportPartReadyEvent)).filter(
    (event) => event.export_id === exportId,
  );
}

/** Publishes the request and waits for svc-profile's `count`-th part of it. */
async function requestExport(
  userId: number,
  lang: Language,
  exportId: string = randomUUID(),
  count = 1,
): Promise<{ exportId: string; part: PartReady }> {
  await publishEvent(profile, exportRequestedEvent, {
    event_id: randomUUID(),
    export_id: exportId,
    user_id: userId,
    lang,
    at: new Date().toISOString(),
  });
  await until(async () => (await partsOf(exportId)).length >= count);
  const part = (await partsOf(exportId))[count - 1];
  if (!part) throw new Error('no part was reported');
  return { exportId, part };
}

/** The paths in the zip of every object stored under the export. */
async function storedPaths(exportId: string): Promise<string[]> {
  const paths: string[] = [];
  for await (const object of storage.list(Buckets.exports, `${exportId}/`))
    paths.push(object.key.slice(exportId.length + 1));
  return paths.sort();
}

async function bytesOf(exportId: string, path: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(Buckets.exports, exportObjectKey(exportId, path)))
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

async function jsonOf(exportId: string, path: string): Promise<unknown> {
  return JSON.parse((await bytesOf(exportId, path)).toString('utf8')) as unknown;
}

interface ExportedSection {
  section: string;
  fields: { field: string; question: string; answer: unknown; hidden_from_others: boolean }[];
  hidden_fields: string[];
  created_at: string;
}

function sectionOf(document: unknown, table: string): ExportedSection {
  const sections = (document as { sections: Record<string, ExportedSection> }).sections;
  const section = sections[table];
  if (!section) throw new Error(`no ${table} in profile.json`);
  return section;
}

const fieldOf = (section: ExportedSection, field: string) =>
  section.fields.find((entry) => entry.field === field);

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  storage = new ObjectStorage(profile.config);
  interest = testCallClient(profile.infra, 'svc-interest');

  await fillProfile(malee, {
    name: 'มาลี',
    country: 'ประเทศไทย',
    occupation: 'พยาบาล',
    caption: 'สวัสดีจากเชียงใหม่',
  });
  await savePhoto(malee, 1, photoBytes[0] as Buffer);
  await savePhoto(malee, 2, photoBytes[1] as Buffer);
  await as(malee)(profileCalls.verificationStart, { user_id: malee.userId });
  const selfie = await upload(malee, selfieBytes);
  await as(malee)(profileCalls.verificationSubmit, { user_id: malee.userId, img_file: selfie });
  // Someone reported Malee: that is not hers to read in her export.
  await interest.calls.call(profileCalls.reportedMemberSet, {
    user_id: malee.userId,
    has_open_reports: true,
  });

  await fillProfile(erik, { name: 'Erik', country: 'Norway', caption: 'Hei fra Bergen' });
  erikPhoto = await savePhoto(erik, 1, erikPhotoBytes);
  await fillProfile(nok, { name: 'Nokthida' });
  await savePhoto(nok, 1, Buffer.from('nok photo'));
}, 120000);

afterAll(async () => {
  await interest?.close();
  await profile?.stop();
});

describe("svc-profile's part of a member's data export", () => {
  let thai: { exportId: string; part: PartReady };

  it('writes exactly the files it reports, under profile/', async () => {
    thai = await requestExport(malee.userId, 'th');
    expect(thai.part).toMatchObject({ user_id: malee.userId, service: 'svc-profile' });
    const listed = thai.part.files.map((file) => file.path).sort();
    expect(listed).toEqual([
      'profile/photos.json',
      'profile/photos/photo-1.webp',
      'profile/photos/photo-2.webp',
      'profile/profile.json',
      'profile/sensitive-consent.json',
      'profile/verification.json',
      'profile/verification/selfie-1.webp',
    ]);
    expect(await storedPaths(thai.exportId)).toEqual(listed);
    for (const file of thai.part.files) {
      expect((await bytesOf(thai.exportId, file.path)).length).toBe(file.bytes);
      expect(file.about.length).toBeGreaterThan(0);
    }
  });

  it('labels every question and answer in Thai for a Thai export', async () => {
    const document = await jsonOf(thai.exportId, 'profile/profile.json');
    const user = sectionOf(document, 'USER_INFO');
    expect(user.section).toBe('ข้อมูลผู้ใช้');
    expect(fieldOf(user, 'gender')).toEqual({
      field: 'gender',
      question: 'เพศ',
      answer: { label: 'ผู้หญิง', code: 'F' },
      hidden_from_others: false,
    });
    expect(fieldOf(user, 'name')?.answer).toBe('มาลี');
    expect(fieldOf(user, 'birthdate')?.answer).toBe('1995-04-12');
    expect(typeof user.created_at).toBe('string');
    const person = sectionOf(document, 'PERSON_INFO');
    expect(fieldOf(person, 'person_value')?.answer).toEqual([
      expect.objectContaining({ code: 'HONESTY' }),
      expect.objectContaining({ code: 'KINDNESS' }),
    ]);
    expect(fieldOf(person, 'religion')?.question).toBe('ศาสนา');
    const date = sectionOf(document, 'DATE_INFO');
    expect(date.hidden_fields).toEqual(['ช่วงอายุตั้งแต่']);
    expect(fieldOf(date, 'age_start')).toMatchObject({ answer: 30, hidden_from_others: true });
    expect(fieldOf(date, 'lang_important')?.answer).toEqual({ label: 'ใช่', code: 'Y' });
    expect(document).toMatchObject({ visibility: { code: 'Y', label: 'แสดงต่อสมาชิกคนอื่น' } });
    expect(thai.part.files.find((file) => file.path === 'profile/profile.json')?.about).toMatch(
      /^โปรไฟล์ของคุณ/,
    );
  });

  it('copies the photos and the selfie as they were uploaded, and lists them', async () => {
    expect(await bytesOf(thai.exportId, 'profile/photos/photo-1.webp')).toEqual(photoBytes[0]);
    expect(await bytesOf(thai.exportId, 'profile/photos/photo-2.webp')).toEqual(photoBytes[1]);
    expect(await bytesOf(thai.exportId, 'profile/verification/selfie-1.webp')).toEqual(selfieBytes);
    expect(await jsonOf(thai.exportId, 'profile/photos.json')).toEqual({
      photos: [1, 2].map((slot) => ({
        slot,
        status: 'pending',
        status_text: 'รอการตรวจสอบ',
        uploaded_at: expect.any(String) as unknown,
        file: `profile/photos/photo-${slot}.webp`,
      })),
    });
    expect(await jsonOf(thai.exportId, 'profile/verification.json')).toMatchObject({
      requests: [
        {
          request: 1,
          status: 'pending',
          selfie_file: 'profile/verification/selfie-1.webp',
          decided_by: null,
        },
      ],
    });
    expect(await jsonOf(thai.exportId, 'profile/sensitive-consent.json')).toMatchObject({
      log: [{ action: 'given', what: 'ให้ความยินยอม', language: 'en' }],
    });
  });

  it("holds nothing of reports about her, nor of another member's data", async () => {
    const everything = (
      await Promise.all(
        thai.part.files.map(async (file) => (await bytesOf(thai.exportId, file.path)).toString()),
      )
    ).join('\n');
    expect(everything).not.toMatch(/report/i);
    expect(everything).not.toContain('Erik');
    expect(everything).not.toContain('Hei fra Bergen');
    expect(everything).not.toContain(erikPhotoBytes.toString());
    expect(everything).not.toContain(String(erik.userId));
  });

  it('labels them in Norwegian for a Norwegian export', async () => {
    const { exportId, part } = await requestExport(malee.userId, 'no');
    const user = sectionOf(await jsonOf(exportId, 'profile/profile.json'), 'USER_INFO');
    expect(user.section).toBe('Brukerinformasjon');
    expect(fieldOf(user, 'gender')).toMatchObject({
      question: 'Kjønn',
      answer: { label: 'Kvinne', code: 'F' },
    });
    expect(part.files.find((file) => file.path === 'profile/photos.json')?.about).toMatch(
      /^Profilbildene dine/,
    );
  });

  it('writes the same part when the request comes again', async () => {
    const again = await requestExport(malee.userId, 'th', thai.exportId, 2);
    expect(again.part.files).toEqual(thai.part.files);
    expect(await storedPaths(thai.exportId)).toEqual(
      thai.part.files.map((file) => file.path).sort(),
    );
  });

  it('lists a photo whose object is gone from storage as missing, and reports the part', async () => {
    await storage.remove(Buckets.photos, imageObjectKey(erikPhoto, 'full'));
    const { exportId, part } = await requestExport(erik.userId, 'en');
    expect(part.files.map((file) => file.path)).not.toContain('profile/photos/photo-1.webp');
    expect(await jsonOf(exportId, 'profile/photos.json')).toMatchObject({
      photos: [{ slot: 1, status: 'pending', file: null, missing_from_storage: true }],
    });
    expect(await storedPaths(exportId)).toEqual(part.files.map((file) => file.path).sort());
  });

  it('reports an empty part for an erased member, so the export is not held up', async () => {
    await publishEvent(profile, memberDeletedEvent, {
      event_id: randomUUID(),
      user_id: nok.userId,
      pseudonym: 'member-0123456789abcdef',
      at: new Date().toISOString(),
    });
    await handled(profile, memberDeletedEvent);
    const { exportId, part } = await requestExport(nok.userId, 'en');
    expect(part).toMatchObject({ user_id: nok.userId, service: 'svc-profile', files: [] });
    expect(await storedPaths(exportId)).toEqual([]);
  });
});
