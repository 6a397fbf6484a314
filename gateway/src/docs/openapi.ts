import { z } from 'zod';
import { gatewayRoutes, portalVersion, type RouteDefinition } from '@dating/contracts';

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

const failureResponses = (extra: Record<string, string> = {}): Schema =>
  Object.fromEntries(
    Object.entries({ ...failures, ...extra }).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: envelope } } },
    ]),
  );

function operation(route: RouteDefinition): Schema {
  const security: Schema[] =
    route.access === 'visitor' ? [{ appKey: [] }] : [{ appKey: [], bearer: [] }];
  const schema = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) as Schema;
  const answer = z.toJSONSchema(route.output, { io: 'output', unrepresentable: 'any' }) as Schema;
  const parameters =
    route.http.method === 'GET'
      ? [...route.http.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
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
    ...(route.http.method === 'POST' && {
      requestBody: { required: true, content: { 'application/json': { schema } } },
    }),
    responses: {
      '200': { description: 'OK', content: { 'application/json': { schema: answer } } },
      ...failureResponses(),
    },
  };
}

const photoFile = (summary: string): Schema => ({
  summary,
  description:
    "For <img> tags: no application key. A site image or a visible member's photo for anyone; a hidden profile's photo only with the `access` grant in the URLs its owner is given, or by token to its uploader and administrators; else 404. Revalidated on every use (ETag).",
  parameters: [
    { name: 'fileId', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'access', in: 'query', required: false, schema: { type: 'string' } },
  ],
  responses: {
    '200': { description: 'The image', content: { 'image/webp': {} } },
    '404': { description: 'No such file', content: { 'application/json': { schema: envelope } } },
  },
});

const imageUpload = (summary: string): Schema => ({
  summary,
  security: [{ appKey: [], bearer: [] }],
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['image'],
          properties: { image: { type: 'string', format: 'binary' } },
        },
      },
    },
  },
  responses: {
    '200': {
      description: 'status, message, contentType, fileId, fileSize',
      content: { 'application/json': { schema: { type: 'object' } } },
    },
    ...failureResponses({ '413': 'Over 8 MB', '415': 'Not a JPEG, PNG or WebP' }),
  },
});

/** `/api/files/photos/:fileId` as OpenAPI writes it. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The calls the gateway answers itself rather than through the route table. */
const ownPaths: Record<string, Record<string, Schema>> = {
  [openApiPath(gatewayRoutes.upload)]: {
    post: imageUpload(
      'Upload a photo (JPEG, PNG or WebP by its bytes, at most 8 MB); stored re-encoded without metadata, with a card-size variant',
    ),
  },
  [openApiPath(gatewayRoutes.receiptUpload)]: {
    post: imageUpload(
      "Upload a payment receipt (JPEG, PNG or WebP by its bytes, at most 8 MB); stored re-encoded without metadata, with the hash of its bytes and its bank slip QR's bank and reference when it carries one",
    ),
  },
  [openApiPath(gatewayRoutes.photo)]: { get: photoFile('A photo') },
  [openApiPath(gatewayRoutes.photoCard)]: { get: photoFile("A photo's card-size variant") },
  [openApiPath(gatewayRoutes.receipt)]: {
    get: {
      summary: 'A payment receipt',
      description:
        'For the member who uploaded it and for administrators; anyone else gets 404. Cached privately for an hour.',
      security: [{ appKey: [], bearer: [] }],
      parameters: [{ name: 'fileId', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The image', content: { 'image/webp': {} } },
        '401': {
          description: 'Missing application key or session token',
          content: { 'application/json': { schema: envelope } },
        },
        '404': {
          description: "No such file, or not the caller's",
          content: { 'application/json': { schema: envelope } },
        },
      },
    },
  },
};

/** The OpenAPI document of the public API, generated from the route table and its schemas. */
export function openApiDocument(routes: readonly RouteDefinition[]) {
  const paths: Record<string, Record<string, Schema>> = { ...ownPaths };
  for (const route of routes) {
    const path = openApiPath(route.http.path);
    paths[path] = { ...paths[path], [route.http.method.toLowerCase()]: operation(route) };
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
