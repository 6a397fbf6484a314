import { randomUUID } from 'node:crypto';
import { imageObjectKey, uploaderMetadataKey, type ImageVariant } from '@dating/contracts';
import { Buckets, ObjectStorage, type StorageConfig } from '@dating/server';

/**
 * What the gateway's photo upload leaves in storage, without the gateway: the image's variants
 * (a few bytes each), tagged with their uploader. Answers the file id a member then saves.
 */
export async function storedUpload(
  config: StorageConfig,
  uploaderId: number,
  variants: readonly ImageVariant[] = ['full', 'card'],
): Promise<string> {
  const fileId = randomUUID();
  const storage = new ObjectStorage(config);
  for (const variant of variants) {
    await storage.put(
      Buckets.photos,
      imageObjectKey(fileId, variant),
      Buffer.from(variant),
      'image/webp',
      { [uploaderMetadataKey]: String(uploaderId) },
    );
  }
  return fileId;
}
