import { imageObjectKey } from '@dating/contracts';

/** The stored objects of these uploads: each image and its card variant, once. */
export function objectKeysOf(fileIds: readonly string[]): string[] {
  return [...new Set(fileIds)].flatMap((fileId) => [
    imageObjectKey(fileId, 'full'),
    imageObjectKey(fileId, 'card'),
  ]);
}
