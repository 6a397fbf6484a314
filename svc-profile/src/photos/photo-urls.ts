import { photoUrl } from '@dating/contracts';

/** Where a browser loads a stored photo and its card-size variant. */
export function photoUrls(fileId: string): { url: string; card_url: string } {
  return { url: photoUrl(fileId, 'full'), card_url: photoUrl(fileId, 'card') };
}
