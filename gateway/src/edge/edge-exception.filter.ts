import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { errorResponse } from './error-response';

@Catch()
export class EdgeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Edge');

  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body, headers } = errorResponse(exception);
    if (status >= 500 && status !== 503)
      this.logger.error(exception instanceof Error ? exception : String(exception));
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply
      .status(status)
      .headers({ ...headers, 'cache-control': 'no-store' })
      .send(body);
  }
}
