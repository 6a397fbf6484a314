import { All, Controller, Req, Res } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { EdgeService } from './edge.service';

/** Every `/api/*` path of the route table; the edge service decides what each one is. */
@Controller()
export class EdgeController {
  constructor(private readonly edge: EdgeService) {}

  @All('api/*')
  async dispatch(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { status, headers, body } = await this.edge.handle({
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      body: request.body,
      ip: request.ip,
      authorization: request.headers.authorization,
      acceptLanguage: request.headers['accept-language'],
    });
    await reply.status(status).headers(headers).send(body);
  }
}
