import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { PhotosService } from './photos.service';

@Controller()
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @Handles(profileCalls.photoSave)
  save({ input, audit }: Handled<typeof profileCalls.photoSave>) {
    return this.photos.save(input, audit);
  }

  @Handles(profileCalls.photoDelete)
  remove({ input }: Handled<typeof profileCalls.photoDelete>) {
    return this.photos.remove(input.user_id, input.img_seq);
  }

  @Handles(profileCalls.photoGet)
  get({ caller, input }: Handled<typeof profileCalls.photoGet>) {
    return this.photos.get(caller, input.user_id, input.img_seq);
  }

  /** The gateway asks before it serves a photo file (no caller: <img> has no token). */
  @Handles(profileCalls.photoAccess)
  access({ input }: Handled<typeof profileCalls.photoAccess>) {
    return this.photos.access(input.file_id, input.access);
  }
}
