import { Injectable } from '@nestjs/common';
import { photoGrantValid, signPhotoGrant } from './photo-grant';
import { PhotosRepository } from './photos.repository';

/** Signs a grant for one file. */
export type GrantSigner = (fileId: string) => string;

/** Photo grants with the key in photo_grant_key (read once, shared by every replica). */
@Injectable()
export class PhotoGrants {
  private key?: Promise<Buffer>;

  constructor(private readonly photos: PhotosRepository) {}

  /** Signs grants for the owner's own photos, as of now. */
  async signer(): Promise<GrantSigner> {
    const key = await this.secret();
    const now = new Date();
    return (fileId) => signPhotoGrant(key, fileId, now);
  }

  async valid(fileId: string, grant: string): Promise<boolean> {
    return photoGrantValid(await this.secret(), fileId, grant, new Date());
  }

  private secret(): Promise<Buffer> {
    this.key ??= this.photos.photoGrantSecret().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }
}
