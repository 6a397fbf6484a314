import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import {
  gatewayPaths,
  type LiveEvent,
  type LiveMessageData,
  type PackageListResult,
  type SendMessageResult,
  type UploadAnswer,
} from '@dating/contracts';
import { totpCode } from '@dating/server/totp';
import { apiCall, callJson } from './api';
import { saveUserInfo, type Member, type PortalAccess } from './members';
import { latencyOf, type Latency } from './stats';

export interface LiveLatency extends Latency {
  messages: number;
  streams: number;
}

/** A member's open live feed (GET /api/live), as a signed-in tab holds it. */
interface LiveStream {
  /** Resolves with the time the first message event whose text is `text` arrived. */
  arrival(text: string): Promise<number>;
  close(): void;
}

async function openStream(portal: PortalAccess, member: Member): Promise<LiveStream> {
  const abort = new AbortController();
  const call = apiCall(portal.appKey, gatewayPaths.live, {
    token: member.token,
    device: member.device,
  });
  const answer = await fetch(new URL(call.path, portal.origin), {
    headers: call.headers,
    signal: abort.signal,
  });
  if (answer.status !== 200 || !answer.body)
    throw new Error(`The live feed of ${member.username} answered ${answer.status}`);
  const waiting = new Map<string, (at: number) => void>();
  const arrived = new Map<string, number>();
  const onMessage = (text: string, at: number) => {
    const resolve = waiting.get(text);
    if (resolve) resolve(at);
    else arrived.set(text, at);
  };
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  let connected!: () => void;
  let notOpened!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    connected = resolve;
    notOpened = reject;
  });
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      const at = performance.now();
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith(': connected')) connected();
        const data = frame
          .split('\n')
          .find((line) => line.startsWith('data: '))
          ?.slice(6);
        if (!data) continue;
        const event = JSON.parse(data) as LiveEvent;
        if (event.kind === 'message')
          onMessage((event.data as unknown as LiveMessageData).message.text, at);
      }
    }
  })();
  const opening = setTimeout(() => {
    notOpened(new Error(`The live feed of ${member.username} did not open within 30 s`));
    abort.abort();
  }, 30_000);
  await ready.finally(() => clearTimeout(opening));
  return {
    arrival(text) {
      const at = arrived.get(text);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`"${text}" never arrived`)), 30_000);
        waiting.set(text, (when) => {
          clearTimeout(timer);
          resolve(when);
        });
      });
    },
    close: () => abort.abort(),
  };
}

/** The admin's login: the password and the secret of their authenticator app (the launcher's). */
export interface AdminAccess {
  adminPassword: string;
  adminTotpSecret: string;
}

/** The member buys the cheapest package, with a receipt of its own, and the admin approves it. */
async function subscribe(portal: PortalAccess, member: Member, adminLogin: AdminAccess) {
  const { origin, appKey } = portal;
  const { token, device } = member;
  const packages = await callJson<PackageListResult>(
    origin,
    apiCall(appKey, '/api/get-package', { device }),
  );
  const cheapest = packages.result[0];
  if (!cheapest) throw new Error('No package is on sale');
  const order = await callJson<{ id: number }>(
    origin,
    apiCall(appKey, '/api/create-purchase-order', {
      body: {
        user_id: member.userId,
        package_id: cheapest.package_id,
        purchase_amt: cheapest.price,
      },
      token,
      device,
    }),
  );
  const receipt = await sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 240, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(receipt)], { type: 'image/png' }), 'receipt.png');
  const upload = apiCall(appKey, gatewayPaths.receiptUpload, { token, device });
  const answer = await fetch(new URL(upload.path, origin), {
    method: 'POST',
    headers: upload.headers,
    body: form,
  });
  if (!answer.ok) throw new Error(`The receipt upload answered ${answer.status}`);
  const { fileId } = (await answer.json()) as UploadAnswer;
  await callJson(
    origin,
    apiCall(appKey, '/api/update-purchase-order', {
      body: { purchase_id: order.id, purchase_img_file: fileId, purchase_status: 'WA' },
      token,
      device,
    }),
  );
  const admin = await callJson<{ token: string }>(
    origin,
    apiCall(appKey, '/api/user/login', {
      body: {
        username: 'admin',
        password: adminLogin.adminPassword,
        code: totpCode(adminLogin.adminTotpSecret),
      },
    }),
  );
  await callJson(
    origin,
    apiCall(appKey, '/api/admin/approve-purchase-order', {
      body: { purchase_id: order.id },
      token: admin.token,
    }),
  );
}

/** `member` shows interest in `other`, who matches. */
async function match(portal: PortalAccess, member: Member, other: Member): Promise<void> {
  const { origin, appKey } = portal;
  await callJson(
    origin,
    apiCall(appKey, '/api/create-interest', {
      body: { user_id: member.userId, user_interest_id: other.userId },
      token: member.token,
      device: member.device,
    }),
  );
  await callJson(
    origin,
    apiCall(appKey, '/api/manage-interest', {
      body: { user_id: other.userId, user_interest_id: member.userId, action: 'match' },
      token: other.token,
      device: other.device,
    }),
  );
}

/**
 * Letters only: digits in a row would read as a phone number, which the portal masks in the
 * messages of members without a membership.
 */
const nonce = () =>
  Array.from({ length: 16 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** Under the per-member limit of 20 messages a minute (svc-interest's conversation rules). */
const repliesPerPartner = 12;

/**
 * Message send-to-delivery over the live stream while every member holds one open (issue 16):
 * the first of `talkers` subscribes and opens a conversation with each of the others, who match
 * first and then reply in turn; `listeners` only hold their streams open. Each message is timed
 * from the moment its send call starts until the receiver's stream carries it; one message is in
 * flight at a time.
 */
export async function liveLatency(
  portal: PortalAccess & AdminAccess,
  talkers: readonly Member[],
  listeners: readonly Member[],
): Promise<LiveLatency> {
  const [subscriber, ...matches] = talkers;
  if (!subscriber || matches.length === 0)
    throw new Error('The live measure needs a subscriber and a match');
  const members = [...talkers, ...listeners];
  // A member without a profile is not there to match with.
  for (const talker of talkers) await saveUserInfo(portal, talker);
  await subscribe(portal, subscriber, portal);
  for (const partner of matches) await match(portal, subscriber, partner);

  const streams = new Map<number, LiveStream>();
  for (let first = 0; first < members.length; first += 50) {
    await Promise.all(
      members.slice(first, first + 50).map(async (member) => {
        streams.set(member.userId, await openStream(portal, member));
      }),
    );
  }
  const streamOf = (member: Member) => {
    const stream = streams.get(member.userId);
    if (!stream) throw new Error(`No live feed is open for ${member.username}`);
    return stream;
  };
  const timings: number[] = [];
  const send = async (from: Member, to: Member, target: Record<string, number>) => {
    const text = `hello ${nonce()}`;
    const started = performance.now();
    const delivered = streamOf(to).arrival(text);
    const sent = await callJson<SendMessageResult>(
      portal.origin,
      apiCall(portal.appKey, '/api/send-message', {
        body: { user_id: from.userId, ...target, text },
        token: from.token,
        device: from.device,
      }),
    );
    timings.push((await delivered) - started);
    return sent.conversation_id;
  };
  try {
    const conversations: { partner: Member; conversationId: number }[] = [];
    for (const partner of matches) {
      const conversationId = await send(subscriber, partner, { other_user_id: partner.userId });
      conversations.push({ partner, conversationId });
    }
    for (let round = 0; round < repliesPerPartner; round += 1)
      for (const { partner, conversationId } of conversations)
        await send(partner, subscriber, { conversation_id: conversationId });
  } finally {
    streams.forEach((stream) => stream.close());
  }
  return { ...latencyOf(timings), messages: timings.length, streams: streams.size };
}
