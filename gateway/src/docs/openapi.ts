import { z } from 'zod';
import {
  gatewayRoutes,
  messageCodeSchema,
  messageParamsSchema,
  portalVersion,
  type RouteDefinition,
} from '@dating/contracts';

type Schema = Record<string, unknown>;

/** A refusal: the English message, and the code (with values) a client translates it by. */
const envelope: Schema = {
  type: 'object',
  required: ['status', 'message', 'code'],
  properties: {
    status: { enum: ['FAILED'] },
    message: { type: 'string' },
    code: z.toJSONSchema(messageCodeSchema),
    params: z.toJSONSchema(messageParamsSchema),
  },
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

/**
 * zod writes a record with enumerated keys (`z.record(z.enum(languages), …)`) as `propertyNames`
 * and `required`; linters and client generators look for required keys in `properties`, so each
 * key is named there instead: the same object, described the way they read it.
 */
function nameRecordKeys(schema: z.core.JSONSchema.BaseSchema): void {
  const { propertyNames, additionalProperties } = schema;
  if (typeof propertyNames !== 'object' || !propertyNames.enum || !additionalProperties) return;
  schema.properties = Object.fromEntries(
    propertyNames.enum.map((key) => [String(key), additionalProperties]),
  );
  schema.additionalProperties = false;
  delete schema.propertyNames;
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Schema =>
  z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (context) => nameRecordKeys(context.jsonSchema),
  });

const keyOnly: Schema[] = [{ appKey: [] }];
const keyAndToken: Schema[] = [{ appKey: [], bearer: [] }];

function operation(route: RouteDefinition): Schema {
  const schema = jsonSchema(route.input, 'input');
  const answer = jsonSchema(route.output, 'output');
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
    operationId: route.subject,
    summary: route.summary,
    description: route.access === 'admin' ? 'Administrators only.' : undefined,
    security: route.access === 'visitor' ? keyOnly : keyAndToken,
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

const photoFile = (operationId: string, summary: string): Schema => ({
  operationId,
  summary,
  description:
    "For <img> tags: no application key. A site image or a visible member's photo for anyone; a hidden profile's photo only with the `access` grant in the URLs its owner is given, or by token to its uploader and administrators; else 404. Revalidated on every use (ETag).",
  // Anyone without a key, or by token (a hidden photo's uploader, administrators).
  security: [{}, { bearer: [] }],
  parameters: [
    { name: 'fileId', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'access', in: 'query', required: false, schema: { type: 'string' } },
  ],
  responses: {
    '200': { description: 'The image', content: { 'image/webp': {} } },
    '404': { description: 'No such file', content: { 'application/json': { schema: envelope } } },
  },
});

const imageUpload = (operationId: string, summary: string): Schema => ({
  operationId,
  summary,
  security: keyAndToken,
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
      'gateway.photo.upload',
      'Upload a photo (JPEG, PNG or WebP by its bytes, at most 8 MB); stored re-encoded without metadata, with a card-size variant',
    ),
  },
  [openApiPath(gatewayRoutes.receiptUpload)]: {
    post: imageUpload(
      'gateway.receipt.upload',
      "Upload a payment receipt (JPEG, PNG or WebP by its bytes, at most 8 MB); stored re-encoded without metadata, with the hash of its bytes and its bank slip QR's bank and reference when it carries one",
    ),
  },
  [openApiPath(gatewayRoutes.photo)]: { get: photoFile('gateway.photo.get', 'A photo') },
  [openApiPath(gatewayRoutes.photoCard)]: {
    get: photoFile('gateway.photo-card.get', "A photo's card-size variant"),
  },
  [openApiPath(gatewayRoutes.receipt)]: {
    get: {
      operationId: 'gateway.receipt.get',
      summary: 'A payment receipt',
      description:
        'For the member who uploaded it and for administrators; anyone else gets 404. Cached privately for an hour.',
      security: keyAndToken,
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
  [openApiPath(gatewayRoutes.exportDownload)]: {
    get: {
      operationId: 'gateway.export.download',
      summary: 'A ready data export as one zip (README.txt first), built as it is sent',
      description:
        'For the member who asked for it, or for administrators when an administrator asked for it; anyone else gets 404. Never cached. A store failure after the first byte breaks the connection.',
      security: keyAndToken,
      parameters: [{ name: 'exportId', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The zip', content: { 'application/zip': {} } },
        ...failureResponses({
          '404': "No such export, or not the caller's",
          '409': 'Still being prepared, or expired',
        }),
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
    // Relative: the origin this document is read from (the web server in front of the gateway).
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        appKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    paths,
  };
}
