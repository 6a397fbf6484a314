/** Up to three photos a member (SPEC.md §9); cards use slot 1. */
export const photoSlots = [1, 2, 3] as const;
export type PhotoSlot = (typeof photoSlots)[number];

export const uploadLimits = {
  maxBytes: 8 * 1024 * 1024,
  /** Longest side of the stored photo and of the card-size variant, in pixels. */
  fullSide: 1600,
  cardSide: 480,
} as const;

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type ImageVariant = 'full' | 'card';

/** Where an uploaded image's variants live in their bucket. */
export function imageObjectKey(fileId: string, variant: ImageVariant): string {
  return variant === 'full' ? fileId : `card/${fileId}`;
}

/** The URL a browser loads a photo from (served by the gateway with long-lived caching). */
export function photoUrl(fileId: string, variant: ImageVariant): string {
  return variant === 'full' ? `/api/files/photos/${fileId}` : `/api/files/photos/${fileId}/card`;
}

/** Object metadata the gateway writes on upload: who uploaded it, checked before binding. */
export const uploaderMetadataKey = 'uploader';

/** POST /api/upload */
export interface UploadResult {
  status: 'OK';
  message: string;
  contentType: string;
  fileId: string;
  fileSize: number;
}
