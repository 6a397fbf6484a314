import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { ErrorCode, gatewayRoutes, type UploadAnswer, MessageCode } from '@dating/contracts';
import { Buckets, ServiceException } from '@dating/server';
import { Authenticator, memberToken } from '../edge/authenticator';
import { RateLimiter } from '../edge/rate-limiter';
import { ImageUploads } from './image-uploads';

/** Per member, for photos and receipts alike. */
export const uploadsPerMinute = 30;
/**
 * Photos an account whose e-mail address is not yet confirmed may upload in an hour: enough
 * for the photo of the registration form and the profile's three, tried again once or twice;
 * too few to make the store a throwaway account's dump.
 */
export const unconfirmedPhotosPerHour = 10;

/**
 * POST /api/upload: a member's photo, before create-user-img binds it to a slot. A new member
 * adds her photo while registering, before the link in her mail is opened, so an unconfirmed
 * account may upload photos too, a few an hour (429 before any byte of the body is read).
 */
@Controller()
export class UploadController {
  private readonly limiter = new RateLimiter();
  private readonly unconfirmedLimiter = new RateLimiter(60 * 60_000);

  constructor(
    private readonly authenticator: Authenticator,
    private readonly uploads: ImageUploads,
  ) {}

  @Post(gatewayRoutes.upload)
  @HttpCode(200)
  async upload(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UploadAnswer> {
    const { caller, emailConfirmed } = await this.authenticator.session(
      memberToken(request.headers.authorization),
    );
    const allowed =
      this.limiter.hit(`upload|${caller.userId}`, uploadsPerMinute).allowed &&
      (emailConfirmed ||
        this.unconfirmedLimiter.hit(`photo|${caller.userId}`, unconfirmedPhotosPerHour).allowed);
    if (!allowed) throw new ServiceException(ErrorCode.RateLimited, MessageCode.tooManyRequests);
    return this.uploads.intake.receive(request, reply, caller.userId, (image) =>
      this.uploads.store(Buckets.photos, image, caller.userId, { card: true }),
    );
  }
}
