import Fastify, { type FastifyInstance } from 'fastify';
import { etagOf, SharedAnswers } from './shared-answers';

const appKey = 'shared-answers-key';

describe('SharedAnswers', () => {
  let app: FastifyInstance;
  let asked: string[];
  let release: () => void;
  let held: Promise<void> | null;
  let base: string;

  beforeEach(async () => {
    asked = [];
    held = null;
    app = Fastify();
    new SharedAnswers({ appKey, ttlMs: 60_000, waitMs: 10_000 }).register(app);
    app.get('/api/menu', async (request, reply) => {
      asked.push(`menu ${request.headers['accept-language'] ?? ''}`);
      if (held) await held;
      return reply
        .header('cache-control', 'public, max-age=300')
        .send({ menu: asked.length, lang: request.headers['accept-language'] ?? '' });
    });
    app.post('/api/get-category', async (request, reply) => {
      asked.push(`cards ${JSON.stringify(request.body)}`);
      const { page } = request.body as { page: number };
      if (page < 0) return reply.code(400).send({ status: 'FAILED', message: 'bad page' });
      return { cards: asked.length };
    });
    app.post('/api/admin/photos/approve', async () => ({ status: 'OK' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterEach(() => app.close());

  interface Answer {
    statusCode: number;
    body: string;
    headers: Record<string, string>;
  }

  async function request(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    payload?: unknown,
  ): Promise<Answer> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-api-key': appKey,
        'accept-language': 'en',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return {
      statusCode: response.status,
      body: await response.text(),
      headers: Object.fromEntries(response.headers),
    };
  }

  const menu = (headers: Record<string, string> = {}) => request('GET', '/api/menu', headers);
  const cards = (page: number, headers: Record<string, string> = {}) =>
    request('POST', '/api/get-category', headers, { page });

  it('asks the service once and answers the same request from memory, with its headers', async () => {
    const first = await menu();
    const second = await menu();
    expect(asked).toHaveLength(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('public, max-age=300');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(first.headers.etag).toBe(etagOf(first.body));
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 to a browser that already has the answer', async () => {
    const first = await menu();
    const again = await menu({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(asked).toHaveLength(1);
  });

  it('keeps one answer per language and per body', async () => {
    await menu({ 'accept-language': 'th-TH' });
    await menu({ 'accept-language': 'nb-NO' });
    await menu({ 'accept-language': 'th' });
    await cards(1);
    await cards(2);
    await cards(1);
    expect(asked).toEqual(['menu th-TH', 'menu nb-NO', 'cards {"page":1}', 'cards {"page":2}']);
  });

  it("never answers from memory for a member's token or without the application key", async () => {
    await menu();
    await menu({ authorization: 'Bearer a-token' });
    await menu({ 'x-api-key': 'wrong' });
    expect(asked).toHaveLength(3);
  });

  it('keeps no refusal', async () => {
    expect((await cards(-1)).statusCode).toBe(400);
    expect((await cards(-1)).statusCode).toBe(400);
    expect(asked).toHaveLength(2);
  });

  it('lets requests that arrive together share the one on its way to the service', async () => {
    held = new Promise<void>((resolve) => (release = resolve));
    const answers = Array.from({ length: 10 }, () => menu());
    await new Promise<void>((resolve) => {
      const check = () => (asked.length > 0 ? resolve() : setImmediate(check));
      check();
    });
    release();
    const bodies = new Set((await Promise.all(answers)).map((answer) => answer.body));
    expect(asked).toHaveLength(1);
    expect(bodies.size).toBe(1);
  });

  it('forgets everything when an admin call succeeds', async () => {
    await menu();
    await request('POST', '/api/admin/photos/approve', {}, {});
    await menu();
    expect(asked).toHaveLength(2);
  });
});
