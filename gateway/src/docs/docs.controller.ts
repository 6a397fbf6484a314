import { Controller, Get, Header } from '@nestjs/common';
import { gatewayRoutes, routes } from '@dating/contracts';
import { openApiDocument } from './openapi';

/**
 * GET /api/docs: the OpenAPI document of the route table, with the application key like every
 * other /api answer. No documentation UI is served: any OpenAPI viewer reads this document.
 */
@Controller()
export class DocsController {
  private readonly document = openApiDocument(routes);

  @Get(gatewayRoutes.docs)
  @Header('cache-control', 'no-store')
  openApi() {
    return this.document;
  }
}
