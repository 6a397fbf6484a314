import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { ErrorCode, gatewayRoutes, Messages, type UploadAnswer } from '@dating/contracts';
import { Buckets, ServiceException } from '@dating/server';
import { Authenticator } from '../edge/authenticator';
import { RateLimiter } from '../edge/rate-limiter';
import { ImageUploads } from './image-uploads';
import { readImageField } from './multipart-image';

/** Per member, for photos and receipts alike. */
export const uploadsPerMinute = 30;

/** POST /api/upload: a member's photo, before create-user-img binds it to a slot. */
@Controller()
export class UploadController {
  private readonly limiter = new RateLimiter();

  constructor(
    private readonly authenticator: Authenticator,
    private readonly uploads: ImageUploads,
  ) {}

  @Post(gatewayRoutes.upload)
  @HttpCode(200)
  async upload(@Req() request: FastifyRequest): Promise<UploadAnswer> {
    const caller = await this.authenticator.member(request.headers.authorization);
    if (!this.limiter.hit(`upload|${caller.userId}`, uploadsPerMinute).allowed)
      throw new ServiceException(ErrorCode.RateLimited, Messages.tooManyRequests);
    const image = await readImageField(request);
    return this.uploads.store(Buckets.photos, image, caller.userId, { card: true });
  }
}
