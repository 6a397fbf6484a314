import { acceptedImageTypes, gatewayPaths, profileCalls } from '@dating/contracts';
import { api } from '@dating/portal';

/** What the file picker offers: the image types the gateway accepts. */
export const imageAccept = acceptedImageTypes.join(',');

/** Uploads a photo (reporting progress, 0 to 1) and puts it in slot `seq` of the member. */
export async function savePhoto(
  userId: number,
  seq: number,
  file: Blob,
  onProgress: (sent: number) => void,
): Promise<void> {
  const uploaded = await api.upload(gatewayPaths.upload, file, onProgress);
  await api.call(profileCalls.photoSave, {
    user_id: userId,
    img_seq: seq,
    img_file: uploaded.fileId,
  });
}

export async function deletePhoto(userId: number, seq: number): Promise<void> {
  await api.call(profileCalls.photoDelete, { user_id: userId, img_seq: seq });
}
