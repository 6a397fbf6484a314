import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { ErrorCode, gatewayRoutes, type UploadAnswer, MessageCode } from '@dating/contracts';
import { ServiceException } from '@dating/server';
import { Authenticator } from '../edge/authenticator';
import { RateLimiter } from '../edge/rate-limiter';
import { ImageUploads } from '../uploads/image-uploads';
import { uploadsPerMinute } from '../uploads/upload.controller';
import { ReceiptUploads } from './receipt-uploads';

/** POST /api/purchase/upload: a member's payment receipt, before update-purchase-order binds it. */
@Controller()
export class ReceiptUploadController {
  private readonly limiter = new RateLimiter();

  constructor(
    private readonly authenticator: Authenticator,
    private readonly uploads: ImageUploads,
    private readonly receipts: ReceiptUploads,
  ) {}

  @Post(gatewayRoutes.receiptUpload)
  @HttpCode(200)
  async upload(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UploadAnswer> {
    const caller = await this.authenticator.member(request.headers.authorization, {
      confirmedEmail: true,
    });
    if (!this.limiter.hit(`receipt|${caller.userId}`, uploadsPerMinute).allowed)
      throw new ServiceException(ErrorCode.RateLimited, MessageCode.tooManyRequests);
    return this.uploads.intake.receive(request, reply, caller.userId, (image) =>
      this.receipts.store(image, caller),
    );
  }
}
