import { photoUrl } from '@dating/contracts';

/** Where a browser loads a stored photo and its card-size variant (with the owner's grant). */
export function photoUrls(fileId: string, grant?: string): { url: string; card_url: string } {
  return { url: photoUrl(fileId, 'full', grant), card_url: photoUrl(fileId, 'card', grant) };
}
