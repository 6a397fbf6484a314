import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  gatewayRoutes,
  imageObjectKey,
  Role,
  uploaderMetadataKey,
  MessageCode,
} from '@dating/contracts';
import { Buckets, notFound, ObjectStorage } from '@dating/server';
import { Authenticator } from '../edge/authenticator';
import { fromStorage } from './storage-failure';

const fileIdSchema = z.uuid();

/**
 * Receipts by URL (`receiptUrl()`), fetched by the api client with the application key and the
 * member's token: only the member who uploaded one and admins read it. For anyone else it does
 * not exist (404), so file ids cannot be probed.
 */
@Controller()
export class ReceiptsController {
  constructor(
    private readonly authenticator: Authenticator,
    private readonly storage: ObjectStorage,
  ) {}

  @Get(gatewayRoutes.receipt)
  async receipt(
    @Param('fileId') fileId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const caller = await this.authenticator.member(request.headers.authorization);
    if (!fileIdSchema.safeParse(fileId).success) throw notFound(MessageCode.notFound);
    const key = imageObjectKey(fileId, 'full');
    const stored = await fromStorage(() => this.storage.stat(Buckets.receipts, key));
    const readable =
      caller.role === Role.Admin || stored?.metadata[uploaderMetadataKey] === String(caller.userId);
    if (!stored || !readable) throw notFound(MessageCode.notFound);
    const body = await fromStorage(() => this.storage.get(Buckets.receipts, key));
    await reply
      .headers({
        'content-type': stored.contentType,
        'content-length': String(stored.size),
        // A payment slip names the member's bank and account: kept by no cache, not even theirs.
        'cache-control': 'no-store',
      })
      .send(body);
  }
}
