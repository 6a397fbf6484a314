import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  gatewayRoutes,
  imageObjectKey,
  photoAccessParam,
  type ImageVariant,
  MessageCode,
} from '@dating/contracts';
import { Buckets, notFound, ObjectStorage } from '@dating/server';
import { WithoutApiKey } from '../edge/api-key.guard';
import { Authenticator } from '../edge/authenticator';
import { PhotoAccess, tokenAudience, type PhotoAudience } from './photo-access';
import { fromStorage } from './storage-failure';

const fileIdSchema = z.uuid();

/**
 * Photos by URL (`photoUrl()`), for <img> tags, which cannot send the application key: a site
 * image or a visible member's photo to anyone; a hidden profile's photo only with the grant in
 * its owner's URLs, or to its uploader and admins by token. To anyone else it does not exist.
 * Browsers revalidate on every use (the ETag makes that cheap), so a photo that was deleted or
 * hidden is gone at once, not after a year in someone's cache. While the object store does not
 * answer, photos are 503 (never cached) and pages show without them.
 */
@Controller()
export class PhotosController {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly access: PhotoAccess,
    private readonly authenticator: Authenticator,
  ) {}

  @Get(gatewayRoutes.photo)
  @WithoutApiKey()
  full(
    @Param('fileId') fileId: string,
    @Query(photoAccessParam) grant: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.send(fileId, 'full', grant, request, reply);
  }

  @Get(gatewayRoutes.photoCard)
  @WithoutApiKey()
  card(
    @Param('fileId') fileId: string,
    @Query(photoAccessParam) grant: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.send(fileId, 'card', grant, request, reply);
  }

  private async send(
    fileId: string,
    variant: ImageVariant,
    grant: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    if (!fileIdSchema.safeParse(fileId).success) throw notFound(MessageCode.notFound);
    const key = imageObjectKey(fileId, variant);
    const stored = await fromStorage(() => this.storage.stat(Buckets.photos, key));
    if (!stored) throw notFound(MessageCode.notFound);
    const audience = await this.audience(
      fileId,
      typeof grant === 'string' ? grant : undefined,
      request.headers.authorization,
      stored.metadata,
    );
    if (audience === 'none') throw notFound(MessageCode.notFound);
    // A file id's bytes never change, so the id names the version.
    const etag = `"${fileId}-${variant}"`;
    reply.headers({ 'cache-control': `${audience}, no-cache`, etag });
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
      return;
    }
    const body = await fromStorage(() => this.storage.get(Buckets.photos, key));
    await reply
      .headers({ 'content-type': stored.contentType, 'content-length': String(stored.size) })
      .send(body);
  }

  /** A token (api clients) is asked first: it shows the uploader their files even unbound. */
  private async audience(
    fileId: string,
    grant: string | undefined,
    authorization: string | undefined,
    metadata: Record<string, string>,
  ): Promise<PhotoAudience> {
    if (authorization !== undefined) {
      const byToken = tokenAudience(await this.authenticator.member(authorization), metadata);
      if (byToken !== 'none') return byToken;
    }
    return this.access.audience(fileId, grant);
  }
}
