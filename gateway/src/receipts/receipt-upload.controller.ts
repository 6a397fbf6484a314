import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { ErrorCode, gatewayRoutes, Messages, type UploadAnswer } from '@dating/contracts';
import { ServiceException } from '@dating/server';
import { Authenticator } from '../edge/authenticator';
import { RateLimiter } from '../edge/rate-limiter';
import { readImageField } from '../uploads/multipart-image';
import { uploadsPerMinute } from '../uploads/upload.controller';
import { ReceiptUploads } from './receipt-uploads';

/** POST /api/purchase/upload: a member's payment receipt, before update-purchase-order binds it. */
@Controller()
export class ReceiptUploadController {
  private readonly limiter = new RateLimiter();

  constructor(
    private readonly authenticator: Authenticator,
    private readonly receipts: ReceiptUploads,
  ) {}

  @Post(gatewayRoutes.receiptUpload)
  @HttpCode(200)
  async upload(@Req() request: FastifyRequest): Promise<UploadAnswer> {
    const caller = await this.authenticator.member(request.headers.authorization, {
      confirmedEmail: true,
    });
    if (!this.limiter.hit(`receipt|${caller.userId}`, uploadsPerMinute).allowed)
      throw new ServiceException(ErrorCode.RateLimited, Messages.tooManyRequests);
    const image = await readImageField(request);
    return this.receipts.store(image, caller);
  }
}
