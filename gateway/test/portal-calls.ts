import sharp from 'sharp';
import { type Answer, type GatewayUnderTest } from './gateway-under-test';

/** A member as the tests call the portal: their token and id. */
export type Member = { token: string; userId: number };

/** The body of a 200 answer; any other status throws with what was answered. */
export async function ok(answer: Promise<Answer>): Promise<Answer['body']> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`expected 200, got ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A member's call through the gateway, with their token and their id in the body. */
export const callAs = (
  gateway: GatewayUnderTest,
  member: Member,
  path: string,
  body: Record<string, unknown>,
) =>
  ok(
    gateway.call('POST', path, { token: member.token, body: { user_id: member.userId, ...body } }),
  );

/** Reads until `done` accepts what was read, for a minute at most. */
export async function until<Value>(
  read: () => Promise<Value>,
  done: (value: Value) => boolean,
  timeoutMs = 60_000,
): Promise<Value> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads an image through `path` (a photo, a receipt) and answers its stored file id. */
export async function upload(
  gateway: GatewayUnderTest,
  member: Member,
  path: string,
  image: Buffer,
): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  const body = await ok(gateway.call('POST', path, { raw: form, token: member.token }));
  return String(body.fileId);
}

/** A profile photo of one colour, as a phone's camera would size it. */
export const photo = (background: string) =>
  sharp({ create: { width: 640, height: 800, channels: 3, background } })
    .png()
    .toBuffer();
