import { Inject, Injectable, Logger } from '@nestjs/common';
import { imageObjectKey } from '@dating/contracts';
import {
  Buckets,
  ExportParts,
  ObjectStorage,
  type ExportPart,
  type ExportRequested,
} from '@dating/server';
import { ChoicesService } from '../choices/choices.service';
import { SensitiveConsentRepository } from '../sensitive-consent/sensitive-consent.repository';
import {
  consentDocument,
  exportPaths,
  photoCopies,
  photosDocument,
  profileDocument,
  selfieCopies,
  verificationDocument,
  type ImageCopy,
} from './export-rules';
import { exportTexts } from './export-texts';
import { ProfileExportRepository, type MemberRecords } from './export.repository';

/**
 * svc-profile's part of a member's data export (issue 29 item 2): their profile with its
 * answers in words, their consent log, and their photos and verification selfies as files.
 * An erased member's part is empty, and still reported, so the export is not held up.
 */
@Injectable()
export class ProfileExportService {
  private readonly logger = new Logger(ProfileExportService.name);

  constructor(
    private readonly exportParts: ExportParts,
    private readonly records: ProfileExportRepository,
    private readonly consents: SensitiveConsentRepository,
    private readonly choices: ChoicesService,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
  ) {}

  async write(request: ExportRequested): Promise<void> {
    await this.exportParts.write('svc-profile', request, (part) =>
      // The files are written while the member's erasure is held off: none after it.
      this.records.whileHeld(request.user_id, async (records) => {
        if (records) await this.writeFiles(part, records);
      }),
    );
  }

  private async writeFiles(part: ExportPart, records: MemberRecords): Promise<void> {
    const { user_id: userId, lang } = part.request;
    const texts = exportTexts[lang];
    const [label, log, contentTypes] = await Promise.all([
      this.choices.labeller(lang),
      this.consents.log(userId),
      this.storedTypes([
        ...records.photos.map((photo) => photo.img_file),
        ...records.verifications.flatMap((request) => request.selfie_file ?? []),
      ]),
    ]);
    const typeOf = (file: string) => contentTypes.get(file) ?? null;
    const photos = photoCopies(records.photos, typeOf);
    const selfies = selfieCopies(records.verifications, typeOf);
    const missing = [...photos, ...selfies].filter((copy) => copy && copy.path === null).length;
    if (missing > 0)
      this.logger.warn({ msg: 'export lists images missing from storage', userId, missing });

    await part.json(
      exportPaths.profile,
      texts.about.profile,
      profileDocument(records, texts, label),
    );
    await part.json(
      exportPaths.sensitiveConsent,
      texts.about.sensitiveConsent,
      consentDocument(log, texts),
    );
    await part.json(exportPaths.photos, texts.about.photos, photosDocument(records, photos, texts));
    await part.json(
      exportPaths.verification,
      texts.about.verification,
      verificationDocument(records.verifications, selfies, texts),
    );
    for (const copy of photos) await this.copy(part, copy, texts.about.photo);
    for (const copy of selfies) if (copy) await this.copy(part, copy, texts.about.selfie);
  }

  /** The original (not the card) of each upload still in storage, by file, with its type. */
  private async storedTypes(files: readonly string[]): Promise<Map<string, string>> {
    const stored = await Promise.all(
      files.map(async (file) => {
        const object = await this.storage.stat(Buckets.photos, imageObjectKey(file, 'full'));
        return [file, object?.contentType ?? null] as const;
      }),
    );
    return new Map(
      stored.flatMap(([file, type]) => (type === null ? [] : [[file, type] as const])),
    );
  }

  private async copy(part: ExportPart, copy: ImageCopy, about: string): Promise<void> {
    if (copy.path === null) return;
    await part.object(copy.path, about, {
      bucket: Buckets.photos,
      key: imageObjectKey(copy.file, 'full'),
    });
  }
}
