import { z } from 'zod';
import { portalVersion, type RouteDefinition } from '@dating/contracts';

type Schema = Record<string, unknown>;

const envelope: Schema = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { enum: ['OK', 'FAILED'] }, message: { type: 'string' } },
};

const failures: Record<string, string> = {
  '400': 'Invalid input; the message names the first problem',
  '401': 'Missing application key or session token',
  '403': 'Not allowed for this caller',
  '404': 'Not found',
  '409': 'Conflicts with existing data',
  '429': 'Too many requests',
  '503': 'Service unavailable',
};

function operation(route: RouteDefinition): Schema {
  const security: Schema[] =
    route.access === 'public' ? [{ appKey: [] }] : [{ appKey: [], bearer: [] }];
  const schema = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) as Schema;
  const parameters =
    route.method === 'GET'
      ? [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'string' },
        }))
      : [];
  return {
    summary: route.summary,
    description: route.access === 'admin' ? 'Administrators only.' : undefined,
    security,
    parameters,
    ...(route.method === 'POST' && {
      requestBody: { required: true, content: { 'application/json': { schema } } },
    }),
    responses: {
      '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
      ...Object.fromEntries(
        Object.entries(failures).map(([status, description]) => [
          status,
          { description, content: { 'application/json': { schema: envelope } } },
        ]),
      ),
    },
  };
}

/** The OpenAPI document of the public API, generated from the route table and its schemas. */
export function openApiDocument(routes: readonly RouteDefinition[]) {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Thai–Norwegian dating portal API', version: portalVersion },
    components: {
      securitySchemes: {
        appKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    paths,
  };
}
