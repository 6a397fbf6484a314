import { randomUUID } from 'node:crypto';
import { imageObjectKey } from '@dating/contracts';
import { Buckets, type createLogger, type ObjectStorage } from '@dating/server';
import sharp from 'sharp';
import { type DataSource } from 'typeorm';
import { artwork } from './artwork';
import { SettingImgEntity, type SettingImageType } from './setting-img.entity';

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
  const images = dataSource.getRepository(SettingImgEntity);
  const missing: SettingImageType[] = [];
  for (const type of Object.keys(artwork) as SettingImageType[]) {
    if (!(await images.existsBy({ type }))) missing.push(type);
  }
  if (missing.length === 0) return;
  await storage.ensureBuckets([Buckets.photos]);
  for (const type of missing) {
    const image = await sharp(Buffer.from(artwork[type])).webp({ quality: 85 }).toBuffer();
    const fileId = randomUUID();
    const key = imageObjectKey(fileId, 'full');
    await storage.put(Buckets.photos, key, image, imageType);
    const inserted = await images
      .createQueryBuilder()
      .insert()
      .values({ type, imgFile: fileId, imgType: imageType, imgSize: image.length })
      .orIgnore()
      .returning('type')
      .execute();
    if ((inserted.raw as unknown[]).length === 0) await storage.remove(Buckets.photos, key);
    else logger.info({ type, fileId }, 'page image seeded');
  }
}
