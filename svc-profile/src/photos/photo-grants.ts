import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { photoGrantValid, signPhotoGrant } from './photo-grant';

/** Signs a grant for one file. */
export type GrantSigner = (fileId: string) => string;

/** Photo grants with the key in photo_grant_key (read once, shared by every replica). */
@Injectable()
export class PhotoGrants {
  private key?: Promise<Buffer>;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

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
    this.key ??= this.dataSource
      .query<{ secret: Buffer }[]>('SELECT secret FROM photo_grant_key WHERE id = 1')
      .then(([row]) => {
        if (!row) throw new Error('photo_grant_key has no key: run the migrations');
        return row.secret;
      })
      .catch((error: unknown) => {
        this.key = undefined;
        throw error;
      });
    return this.key;
  }
}
