import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  imageObjectKey,
  uploaderMetadataKey,
  type Caller,
  type CreatePhotoInput,
  type PhotoAccessResult,
  type PhotoResult,
  type ProfileDone,
  MessageCode,
  said,
} from '@dating/contracts';
import {
  badRequest,
  Buckets,
  errorMessage,
  forbidden,
  notFound,
  ObjectStorage,
  unauthenticated,
  UploadSweeper,
  type Audit,
} from '@dating/server';
import { canView } from '../visibility/can-view';
import { PhotoGrants } from './photo-grants';
import { photoUrls } from './photo-urls';
import { PhotosRepository } from './photos.repository';

/**
 * Binds images the gateway stored to a member's slots. The image's type and size come from
 * storage, and it must have been uploaded by the member, not so long ago that the upload sweep
 * may take it (UploadSweeper.tooOldToBind); a replaced image is deleted once the
 * new row is committed, so a failure never leaves a slot pointing at nothing.
 */
@Injectable()
export class PhotosService {
  private readonly logger = new Logger(PhotosService.name);

  constructor(
    private readonly photos: PhotosRepository,
    private readonly grants: PhotoGrants,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    @Inject(UploadSweeper) private readonly sweeper: UploadSweeper,
  ) {}

  async save(input: CreatePhotoInput, audit: Audit): Promise<ProfileDone> {
    const slot = { userId: input.user_id, imgSeq: input.img_seq, imgFile: input.img_file };
    const stored = await this.storage.stat(Buckets.photos, imageObjectKey(slot.imgFile, 'full'));
    if (!stored) throw badRequest(MessageCode.imageRequired);
    if (stored.metadata[uploaderMetadataKey] !== String(slot.userId)) {
      throw forbidden(MessageCode.photoNotYours);
    }
    if (this.sweeper.tooOldToBind(stored.lastModified)) throw badRequest(MessageCode.imageExpired);
    const outcome = await this.photos.bind(
      { ...slot, imgType: stored.contentType, imgSize: stored.size },
      audit,
    );
    // The member's account was deleted while this session lasted.
    if (!outcome.changed && outcome.erased) throw unauthenticated(MessageCode.invalidToken);
    if (outcome.changed && outcome.replaced) await this.discard(outcome.replaced);
    return { status: 'OK', ...said(MessageCode.photoSaved) };
  }

  async remove(userId: number, imgSeq: number): Promise<ProfileDone> {
    const file = await this.photos.unbind(userId, imgSeq);
    if (!file) throw notFound(MessageCode.photoMissing);
    await this.discard(file);
    return { status: 'OK', ...said(MessageCode.photoRemoved) };
  }

  /**
   * A hidden profile's photos are its owner's to see only (their URLs carry a grant); members
   * blocked either way see none, and a photo waiting for review is hidden while its member has
   * open reports.
   */
  async get(viewer: Caller, userId: number, imgSeq: number): Promise<PhotoResult> {
    const viewerId = viewer.userId;
    const isOwner = viewerId === userId;
    const { flag, blocked } = await this.photos.accessOf(userId, viewerId);
    if (!canView(viewerId, userId, flag) || blocked) {
      throw notFound(MessageCode.profileUnavailable);
    }
    const photo = await this.photos.find(userId, imgSeq);
    if (!photo) throw notFound(MessageCode.photoMissing);
    if (!isOwner && photo.reviewStatus === 'pending' && (await this.photos.isReported(userId))) {
      throw notFound(MessageCode.photoMissing);
    }
    const grant = isOwner ? (await this.grants.signer())(photo.imgFile) : undefined;
    const urls = photoUrls(photo.imgFile, grant);
    return { status: 'OK', image: urls.url, card: urls.card_url };
  }

  /** Whether the gateway may serve a stored photo to anyone, or only to the bearer of `grant`. */
  async access(fileId: string, grant: string | undefined): Promise<PhotoAccessResult> {
    if (await this.photos.isPublic(fileId)) return { visible: 'public' };
    if (grant && (await this.grants.valid(fileId, grant))) return { visible: 'granted' };
    return { visible: 'none' };
  }

  /**
   * Deletes an image no slot shows any more. The change is already committed, so a storage
   * failure here is logged rather than reported.
   */
  async discard(imgFile: string): Promise<void> {
    if (await this.photos.isInUse(imgFile)) return;
    try {
      await this.storage.remove(
        Buckets.photos,
        imageObjectKey(imgFile, 'full'),
        imageObjectKey(imgFile, 'card'),
      );
    } catch (error) {
      this.logger.warn({
        msg: 'could not delete a replaced image',
        file: imgFile,
        error: errorMessage(error),
      });
    }
  }
}
