/** A minimal fetch Response for tests (jsdom has none). */
export function fakeResponse(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'text' | 'json'> = {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
  return response as Response;
}
