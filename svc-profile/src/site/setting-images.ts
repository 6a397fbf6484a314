import { randomUUID } from 'node:crypto';
import { imageObjectKey } from '@dating/contracts';
import { Buckets, type createLogger, type ObjectStorage } from '@dating/server';
import sharp from 'sharp';
import { type DataSource } from 'typeorm';
import { artwork } from './artwork';
import { type SettingImageType } from './setting-img.entity';
import { SiteRepository } from './site.repository';

const imageType = 'image/webp';

/**
 * Gives each site page its image on first start: the artwork rendered to WebP, stored in the
 * photos bucket under a fresh id. A page that has one keeps it; if another replica seeded the
 * same page first, ours is removed again.
 */
export async function seedSettingImages(
  dataSource: DataSource,
  storage: ObjectStorage,
  logger: ReturnType<typeof createLogger>,
): Promise<void> {
  const site = new SiteRepository(dataSource);
  const missing: SettingImageType[] = [];
  for (const type of Object.keys(artwork) as SettingImageType[]) {
    if (!(await site.hasSettingImage(type))) missing.push(type);
  }
  if (missing.length === 0) return;
  await storage.ensureBuckets([Buckets.photos]);
  for (const type of missing) {
    const image = await sharp(Buffer.from(artwork[type])).webp({ quality: 85 }).toBuffer();
    const fileId = randomUUID();
    const key = imageObjectKey(fileId, 'full');
    await storage.put(Buckets.photos, key, image, imageType);
    const stored = await site.insertSettingImageIfMissing({
      type,
      imgFile: fileId,
      imgType: imageType,
      imgSize: image.length,
    });
    if (!stored) await storage.remove(Buckets.photos, key);
    else logger.info({ type, fileId }, 'page image seeded');
  }
}
