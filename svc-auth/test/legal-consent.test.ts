import {
  authCalls,
  currentAcceptance,
  ErrorCode,
  legalDocuments,
  MessageCode,
  said,
  type Caller,
  type LegalDocument,
} from '@dating/contracts';
import { type CallClient } from '@dating/server';
import {
  ManualClock,
  refusal,
  serviceFailure,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@dating/testing';
import { type AuthConfig } from '../src/config';
import { type CurrentDocuments } from '../src/consent/current-documents';
import { defineAuthService } from '../src/service';

const clock = new ManualClock();
const password = 'a long enough password';

/** The current versions as the test sets them: a newer one is published mid-test. */
let current: LegalDocument[] = Object.values(legalDocuments);
const documents: CurrentDocuments = { current: () => current };

const newerPrivacy: LegalDocument = {
  ...legalDocuments.privacy,
  version: '2099-01-01',
  textHash: 'f'.repeat(64),
  changes: { en: 'Something changed.', th: 'มีการเปลี่ยนแปลง', no: 'Noe er endret.' },
};

let auth: ServiceUnderTest<AuthConfig>;
let calls: CallClient;

const register = (username: string, acceptance: object = currentAcceptance) =>
  calls.relay(authCalls.userRegister, {
    email: `${username}@example.com`,
    username,
    password,
    ...acceptance,
  });
const logIn = (username: string) => calls.call(authCalls.login, { username, password });
const asMember = async (username: string): Promise<Caller> => {
  const { user_id } = await logIn(username);
  return { userId: user_id, username, role: 'U' };
};
const accept = (caller: Caller, document: 'terms' | 'privacy', version: string) =>
  calls.call(authCalls.consentAccept, { user_id: caller.userId, document, version }, { caller });
const consents = (caller: Caller) =>
  calls.call(authCalls.consentsList, { user_id: caller.userId }, { caller });
const stored = (userId: number) =>
  auth.database.query<{ document: string; version: string; text_hash: string }>(
    'SELECT document, version, text_hash FROM legal_consent WHERE user_id = $1 ORDER BY document',
    [userId],
  );

beforeAll(async () => {
  auth = await startServiceUnderTest(defineAuthService(clock, documents), {
    env: { ADMIN_PASSWORD: 'admin-password', PORTAL_URL: 'https://portal.test/' },
  });
  calls = auth.calls;
}, 120_000);

afterAll(async () => {
  await auth?.stop();
});

afterEach(() => {
  current = Object.values(legalDocuments);
});

describe('registration', () => {
  it('is refused without accepting the Terms and the Privacy Policy, and nothing is written', async () => {
    expect(
      await serviceFailure(register('anong', { accept_privacy: currentAcceptance.accept_privacy })),
    ).toEqual(refusal(ErrorCode.BadRequest, MessageCode.termsNotAccepted));
    expect(
      await serviceFailure(register('anong', { accept_terms: currentAcceptance.accept_terms })),
    ).toEqual(refusal(ErrorCode.BadRequest, MessageCode.privacyNotAccepted));
    expect(
      await serviceFailure(register('anong', { ...currentAcceptance, accept_terms: '2020-01-01' })),
    ).toEqual(refusal(ErrorCode.BadRequest, MessageCode.termsNotAccepted));
    const rows = await auth.database.query(
      "SELECT user_id FROM user_login WHERE username = 'anong'",
    );
    expect(rows).toEqual([]);
  });

  it('stores the accepted versions with their hashes and time, and nothing is due at login', async () => {
    expect(await register('nida')).toEqual({ status: 'OK', ...said(MessageCode.accountCreated) });
    const login = await logIn('nida');
    expect(login.consent_due).toBeUndefined();
    expect(await stored(login.user_id)).toEqual([
      {
        document: 'privacy',
        version: legalDocuments.privacy.version,
        text_hash: legalDocuments.privacy.textHash,
      },
      {
        document: 'terms',
        version: legalDocuments.terms.version,
        text_hash: legalDocuments.terms.textHash,
      },
    ]);
    const nida: Caller = { userId: login.user_id, username: 'nida', role: 'U' };
    const { consents: list } = await consents(nida);
    expect(list).toHaveLength(2);
    for (const row of list) expect(row.accepted_at).toBe(clock.now().toISOString());
  });

  it('records the current versions for accounts the seeds make', async () => {
    const { user_id } = await calls.call(authCalls.userCreate, {
      email: 'seeded@example.com',
      username: 'seeded',
      password,
    });
    expect((await stored(user_id)).map(({ version }) => version)).toHaveLength(2);
    expect((await logIn('seeded')).consent_due).toBeUndefined();
    const admin = await calls.call(authCalls.login, {
      username: 'admin',
      password: 'admin-password',
    });
    expect(admin.consent_due).toBeUndefined();
  });
});

describe('a new version', () => {
  it('is due at the next login and in the session, until the member accepts it', async () => {
    await register('malee');
    const malee = await asMember('malee');
    clock.advanceDays(1);
    current = [legalDocuments.terms, newerPrivacy];

    const due = [{ document: 'privacy', version: newerPrivacy.version }];
    expect((await logIn('malee')).consent_due).toEqual(due);
    expect((await calls.call(authCalls.sessionGet, {}, { caller: malee })).consent_due).toEqual(
      due,
    );

    // An older version is not what is asked.
    expect(await serviceFailure(accept(malee, 'privacy', legalDocuments.privacy.version))).toEqual(
      refusal(ErrorCode.BadRequest, MessageCode.consentVersionStale),
    );

    expect(await accept(malee, 'privacy', newerPrivacy.version)).toEqual({
      status: 'OK',
      ...said(MessageCode.consentAccepted),
    });
    expect((await logIn('malee')).consent_due).toBeUndefined();
    expect(
      (await calls.call(authCalls.sessionGet, {}, { caller: malee })).consent_due,
    ).toBeUndefined();

    // Every version accepted, newest first, with its time and hash.
    const { consents: list } = await consents(malee);
    expect(
      list.map(({ document, version, text_hash }) => ({ document, version, text_hash })),
    ).toEqual([
      { document: 'privacy', version: newerPrivacy.version, text_hash: newerPrivacy.textHash },
      {
        document: 'privacy',
        version: legalDocuments.privacy.version,
        text_hash: legalDocuments.privacy.textHash,
      },
      {
        document: 'terms',
        version: legalDocuments.terms.version,
        text_hash: legalDocuments.terms.textHash,
      },
    ]);
    expect(list[0]?.accepted_at).toBe(clock.now().toISOString());
  });

  it('is asked of administrators too', async () => {
    current = [legalDocuments.terms, newerPrivacy];
    const admin = await calls.call(authCalls.login, {
      username: 'admin',
      password: 'admin-password',
    });
    expect(admin.consent_due).toEqual([{ document: 'privacy', version: newerPrivacy.version }]);
  });

  it("refuses to accept for another member, or to list another member's", async () => {
    await register('somchai');
    await register('ingrid');
    const somchai = await asMember('somchai');
    const ingrid = await asMember('ingrid');
    current = [legalDocuments.terms, newerPrivacy];
    expect(
      await serviceFailure(
        calls.call(
          authCalls.consentAccept,
          { user_id: ingrid.userId, document: 'privacy', version: newerPrivacy.version },
          { caller: somchai },
        ),
      ),
    ).toMatchObject({ code: ErrorCode.Forbidden });
    expect(
      await serviceFailure(
        calls.call(authCalls.consentsList, { user_id: ingrid.userId }, { caller: somchai }),
      ),
    ).toMatchObject({ code: ErrorCode.Forbidden });
  });
});
