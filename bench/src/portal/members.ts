import { currentAcceptance } from '@dating/contracts';
import { apiCall, callJson } from './api';

export interface Member {
  userId: number;
  username: string;
  token: string;
  /** The address this member's calls come from. */
  device: string;
}

export interface PortalAccess {
  /** The web origin members use. */
  origin: string;
  appKey: string;
  /** The launcher's mail catcher (Mailpit's API). */
  mailUrl: string;
}

const password = 'a long enough bench password';

/**
 * A distinct address per member, so that the per-address limits (registration, login,
 * interest) count each member on their own, as they would in life.
 */
function deviceOf(index: number): string {
  return `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

interface MailSummary {
  ID: string;
  To: { Address: string }[];
}

/** The token of the confirmation link mailed to `email`, waiting for the mail to arrive. */
async function confirmationToken(mailUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    const list = await callJson<{ messages: MailSummary[] }>(mailUrl, {
      method: 'GET',
      path: '/api/v1/messages',
      headers: {},
    });
    for (const summary of list.messages) {
      if (!summary.To.some((to) => to.Address === email)) continue;
      const mail = await callJson<{ Text: string }>(mailUrl, {
        method: 'GET',
        path: `/api/v1/message/${summary.ID}`,
        headers: {},
      });
      const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.Text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No confirmation mail to ${email} arrived within 60 s`);
}

/** An account made through the API as the registration page makes one, confirmed, logged in. */
async function register(portal: PortalAccess, index: number): Promise<Member> {
  const { origin, appKey } = portal;
  const username = `benchmember${index}`;
  const email = `${username}@example.com`;
  const device = deviceOf(index);
  await callJson(
    origin,
    apiCall(appKey, '/api/create-user-login', {
      body: { email, username, password, ...currentAcceptance },
      device,
    }),
  );
  const token = await confirmationToken(portal.mailUrl, email);
  await callJson(origin, apiCall(appKey, '/api/confirm-email', { body: { token }, device }));
  const login = await callJson<{ token: string; user_id: number }>(
    origin,
    apiCall(appKey, '/api/user/login', { body: { username, password }, device }),
  );
  return { userId: login.user_id, username, token: login.token, device };
}

/** `count` members registered `batch` at a time, numbered from `firstIndex`. */
export async function registerMembers(
  portal: PortalAccess,
  count: number,
  batch: number,
  firstIndex = 0,
): Promise<Member[]> {
  const members: Member[] = [];
  for (let first = 0; first < count; first += batch) {
    const indexes = Array.from(
      { length: Math.min(batch, count - first) },
      (_, i) => firstIndex + first + i,
    );
    members.push(...(await Promise.all(indexes.map((index) => register(portal, index)))));
  }
  return members;
}

/** Section 1 of a member's profile, so that reading their own rows reads a row. */
export async function saveUserInfo(portal: PortalAccess, member: Member): Promise<void> {
  await callJson(
    portal.origin,
    apiCall(portal.appKey, '/api/create-user-info', {
      body: {
        user_id: member.userId,
        name: `Bench ${member.username}`,
        gender: 'M',
        birthdate: '1985-04-12',
        country: 'Norway',
        occupation: 'Engineer',
        caption: 'Measuring the portal',
        c_email: `${member.username}@example.com`,
      },
      token: member.token,
      device: member.device,
    }),
  );
}
