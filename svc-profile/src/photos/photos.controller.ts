import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createPhotoSchema,
  photoAccessSchema,
  photoSlotSchema,
  Subjects,
  type ServiceRequest,
} from '@dating/contracts';
import { assertOwner, parseInput, requireCaller } from '@dating/server';
import { auditOf } from '../audit';
import { PhotosService } from './photos.service';

@Controller()
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @MessagePattern(Subjects.profile.photoSave)
  save(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const input = parseInput(createPhotoSchema, request.body);
    assertOwner(caller, input.user_id);
    return this.photos.save(
      { userId: input.user_id, imgSeq: input.img_seq, imgFile: input.img_file },
      auditOf(caller, Subjects.profile.photoSave),
    );
  }

  @MessagePattern(Subjects.profile.photoDelete)
  remove(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const input = parseInput(photoSlotSchema, request.body);
    assertOwner(caller, input.user_id);
    return this.photos.remove(input.user_id, input.img_seq);
  }

  @MessagePattern(Subjects.profile.photoGet)
  get(@Payload() request: ServiceRequest) {
    const caller = requireCaller(request);
    const input = parseInput(photoSlotSchema, request.body);
    return this.photos.get(caller.userId, input.user_id, input.img_seq);
  }

  /** NATS only: the gateway asks before it serves a photo file (no caller: <img> has no token). */
  @MessagePattern(Subjects.profile.photoAccess)
  access(@Payload() request: ServiceRequest) {
    const input = parseInput(photoAccessSchema, request.body);
    return this.photos.access(input.file_id, input.access);
  }
}
