import { z } from 'zod';
import { MessageCode } from '../messages';

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

/**
 * What the gateway would say to a picked file, told before it is sent (by the type and size the
 * browser gives it; the gateway still reads its bytes), or null when it is fine.
 */
export function pickedImageProblem(file: { type: string; size: number }): MessageCode | null {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return MessageCode.notAnImage;
  if (file.size > uploadLimits.maxBytes) return MessageCode.imageTooLarge;
  return null;
}

export type ImageVariant = 'full' | 'card';

/** Where an uploaded image's variants live in their bucket. */
export function imageObjectKey(fileId: string, variant: ImageVariant): string {
  return variant === 'full' ? fileId : `card/${fileId}`;
}

/**
 * The query parameter of a photo URL that lets its owner see it while their profile is hidden:
 * a short-lived grant svc-profile signs when it gives the owner their own photos' URLs.
 */
export const photoAccessParam = 'access';

/** The URL a browser loads a photo from; `access` only in the URLs given to its owner. */
export function photoUrl(fileId: string, variant: ImageVariant, access?: string): string {
  const path =
    variant === 'full' ? `/api/files/photos/${fileId}` : `/api/files/photos/${fileId}/card`;
  return access ? `${path}?${photoAccessParam}=${encodeURIComponent(access)}` : path;
}

/**
 * NATS only (the gateway, before it serves a photo): may anyone see this file now (a site image,
 * or a photo in a visible member's slot), or does `access` grant it to its owner?
 */
export const photoAccessSchema = z.object({
  file_id: z.uuid(),
  access: z.string().max(200).optional(),
});
export type PhotoAccessInput = z.infer<typeof photoAccessSchema>;
export const photoAccessResultSchema = z.object({
  /** `public`: to anyone; `granted`: only to the bearer of `access`; `none`: to nobody. */
  visible: z.enum(['public', 'granted', 'none']),
});
export type PhotoAccessResult = z.infer<typeof photoAccessResultSchema>;

/** Object metadata the gateway writes on upload: who uploaded it, checked before binding. */
export const uploaderMetadataKey = 'uploader';
