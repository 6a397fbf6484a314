import { Controller, Get, Param, Res } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { z } from 'zod';
import { imageObjectKey, Messages, type ImageVariant } from '@dating/contracts';
import { Buckets, notFound, ObjectStorage } from '@dating/server';
import { WithoutApiKey } from '../edge/api-key.guard';

const fileIdSchema = z.uuid();

/**
 * Photos by URL (`photoUrl()`), for <img> tags, which cannot send the application key. A file
 * id is random and its bytes never change, so browsers and proxies may keep it for a year.
 */
@Controller('api/files/photos')
export class PhotosController {
  constructor(private readonly storage: ObjectStorage) {}

  @Get(':fileId')
  @WithoutApiKey()
  full(@Param('fileId') fileId: string, @Res() reply: FastifyReply): Promise<void> {
    return this.send(fileId, 'full', reply);
  }

  @Get(':fileId/card')
  @WithoutApiKey()
  card(@Param('fileId') fileId: string, @Res() reply: FastifyReply): Promise<void> {
    return this.send(fileId, 'card', reply);
  }

  private async send(fileId: string, variant: ImageVariant, reply: FastifyReply): Promise<void> {
    if (!fileIdSchema.safeParse(fileId).success) throw notFound(Messages.notFound);
    const key = imageObjectKey(fileId, variant);
    const stored = await this.storage.stat(Buckets.photos, key);
    if (!stored) throw notFound(Messages.notFound);
    const body = await this.storage.get(Buckets.photos, key);
    await reply
      .headers({
        'content-type': stored.contentType,
        'content-length': String(stored.size),
        'cache-control': 'public, max-age=31536000, immutable',
      })
      .send(body);
  }
}
