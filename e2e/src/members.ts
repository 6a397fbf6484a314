import { randomInt } from 'node:crypto';
import { type Browser, type Page } from 'playwright-core';
import {
  currentAcceptance,
  sensitiveConsent,
  type ChoiceListResult,
  type Language,
  type RefTable,
} from '@dating/contracts';
import { adminLogin, enterAdminCode, portalUrl } from './browser';
import { confirmationTokenIn, isConfirmationMail, waitForMatchingMail } from './mail';

export interface Member {
  /** The address this member's calls come from (see `deviceAddress`). */
  device: string;
  userId: number;
  username: string;
  email: string;
  password: string;
  token: string;
  name: string;
}

export interface MemberProfile {
  name: string;
  gender: 'M' | 'F' | 'LB' | 'TG';
  genderFor: 'M' | 'F' | 'LB' | 'TG';
  birthdate: string;
  country: string;
  ageStart: number;
  ageEnd: number;
  line?: string;
  phone?: string;
}

const password = 'a long enough password';

/**
 * An address of a device of its own. The gateway limits logins per client address; every test
 * calling from 127.0.0.1 would look like one client trying many accounts. The test portal's
 * web origin believes X-Forwarded-For from loopback (WEB_TRUST_PROXY), as it would from a load
 * balancer in front of it, and passes that address on to the gateway.
 */
export function deviceAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  device?: string;
  /** The language the member's browser asks for, as the portal's API client sends it. */
  language?: Language;
}

/** A call to the portal's API as the frontends make it: the application key, and a token. */
export async function callApi<T>(pathname: string, options: CallOptions = {}): Promise<T> {
  const { body, token, device, language } = options;
  const answer = await fetch(portalUrl(pathname), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': process.env.E2E_APP_KEY ?? '',
      ...(language ? { 'accept-language': language } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(device ? { 'x-forwarded-for': device } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await answer.json()) as T;
  if (!answer.ok) throw new Error(`${pathname} answered ${answer.status}: ${JSON.stringify(json)}`);
  return json;
}

async function firstOption(table: RefTable): Promise<string> {
  const list = await callApi<ChoiceListResult>(`/api/load-rf/${table}`);
  const first = list.result[0];
  if (!first) throw new Error(`The choice list ${table} has no options`);
  return first.REFERENCE_CODE;
}

/** Opens the confirmation link mailed to `email`, as its owner would. */
export async function confirmEmail(email: string, device?: string): Promise<void> {
  const token = confirmationTokenIn(await waitForMatchingMail(email, isConfirmationMail));
  await callApi('/api/confirm-email', { body: { token }, device });
}

/**
 * A member with an account (its address confirmed through the mailed link) and all four
 * profile sections, made through the public API the way the registration wizard makes one (the
 * wizard itself has its own journey in profile.test.ts).
 */
export async function createMember(username: string, profile: MemberProfile): Promise<Member> {
  const email = `${username}@example.com`;
  const device = deviceAddress();
  await callApi('/api/create-user-login', {
    body: { email, username, password, ...currentAcceptance },
    device,
  });
  await confirmEmail(email, device);
  const login = await callApi<{ token: string }>('/api/user/login', {
    body: { username, password },
    device,
  });
  const token = login.token;
  const found = await callApi<{ user: { user_id: number }[] }>(
    `/api/get-user-by-username/${username}`,
    { token, device },
  );
  const userId = found.user[0]?.user_id;
  if (!userId) throw new Error(`${username} was created but cannot be found`);

  const [marital, kids, ethnicity, religion, education, drinking, smoking, lookingFor] =
    await Promise.all(
      (
        [
          'MARITAL_STAT',
          'KIDS',
          'ETHNICITY',
          'RELIGION',
          'EDUCATION',
          'DRINKING',
          'SMOKING',
          'LOOKING_FOR',
        ] as const
      ).map(firstOption),
    );
  const man = profile.gender === 'M' && profile.country !== 'Thailand';
  const save = (pathname: string, section: Record<string, unknown>) =>
    callApi(pathname, { body: { user_id: userId, ...section }, token, device });
  await save('/api/create-user-info', {
    name: profile.name,
    gender: profile.gender,
    birthdate: profile.birthdate,
    country: profile.country,
    occupation: 'Teacher',
    caption: `Hello from ${profile.name}`,
    c_email: email,
    line: profile.line ?? null,
    phone: profile.phone ?? null,
  });
  await save('/api/create-person-info', {
    height: 170,
    weight: 60,
    marital_stat: marital,
    kids,
    ethnicity,
    religion,
    education,
    sensitive_consent: { version: sensitiveConsent.version, lang: 'en' },
  });
  await save('/api/create-favorite-info', { drinking, smoking });
  await save('/api/create-date-info', {
    looking_for: lookingFor,
    gender_for: profile.genderFor,
    age_start: profile.ageStart,
    age_end: profile.ageEnd,
    lang_important: 'Y',
    learn_th: 'Y',
    th_spouse_reason: man ? 'Kindness and family values.' : null,
    th_women_think: man ? 'Warm and strong.' : null,
  });
  return { device, userId, username, email, password, token, name: profile.name };
}

/** A browser of its own for someone on `device`, logged in through the login page. */
export async function openLoggedIn(
  browser: Browser,
  login: { username: string; password: string },
  device = deviceAddress(),
): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': device } });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  await logIn(page, login.username, login.password);
  return page;
}

/** Fills in the login page and submits it. */
export async function submitLogin(page: Page, username: string, secret: string): Promise<void> {
  await page.goto(portalUrl('/login'));
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: /^login$/i }).click();
}

/**
 * Logs in through the login page (the admin also with the code of their authenticator app,
 * which the page asks for after the password) and waits until the header shows the menu.
 */
export async function logIn(page: Page, username: string, secret: string): Promise<void> {
  await submitLogin(page, username, secret);
  if (username === adminLogin.username) await enterAdminCode(page);
  await page.getByRole('button', { name: 'Profile menu' }).waitFor();
}
