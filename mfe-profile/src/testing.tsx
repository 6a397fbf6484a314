import {
  authCalls,
  gatewayPaths,
  languages,
  profileCalls,
  refTables,
  type AuthenResult,
  type ChoiceOption,
  type PhotoView,
  type ProfileView,
  type SectionTable,
  type ViewSection,
} from '@dating/contracts';
import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { setLanguage, type RemoteComponentProps } from '@dating/portal';
import {
  fakeApi as fakePortalApi,
  logIn,
  renderRoutes,
  resetBrowser,
  routeOf,
  type FakeAnswer,
  type FakeCall,
} from '@dating/portal/testing';
import DeletionBanner from './components/DeletionBanner';
import EmailBanner from './components/EmailBanner';
import AccountPage from './pages/AccountPage';
import ConfirmEmailPage from './pages/ConfirmEmailPage';
import RegisterPage from './pages/RegisterPage';
import ProfilePage from './pages/ProfilePage';
import MyProfilePage from './pages/MyProfilePage';
import EditProfilePage from './pages/EditProfilePage';
import RePasswordPage from './pages/RePasswordPage';
import SearchPage from './pages/SearchPage';
import UnlockPage from './pages/UnlockPage';
import UnsubscribePage from './pages/UnsubscribePage';

export { logIn, resetBrowser };

/** A clean browser (see resetBrowser) showing the interface in English: most tests' start. */
export function resetBrowserInEnglish(): void {
  resetBrowser();
  act(() => setLanguage('en'));
}

/**
 * Malee (member 1, whom `maleeSession` describes) signed in on this browser; her requests carry
 * `Bearer a-session`.
 */
export function signInMalee(): void {
  localStorage.setItem('token', 'a-session');
  localStorage.setItem('user_id', '1');
  localStorage.setItem('role', 'U');
}

/**
 * Stands in for mfe-matching's interest actions: a button naming the viewer and the member that
 * reports a change when clicked.
 */
export function FakeInterestActions({
  viewerId,
  memberId,
  onChanged,
}: RemoteComponentProps<'mfe_matching/InterestActions'>) {
  return (
    <button type="button" onClick={onChanged}>
      Interest actions of {viewerId} for {memberId}
    </button>
  );
}

/**
 * This remote's pages at their shell routes, as the shell frames them (notices included), with
 * `FakeInterestActions` as mfe-matching's component.
 */
export function renderAt(path: string) {
  return renderRoutes(
    path,
    {
      '/register': <RegisterPage />,
      '/profile': <ProfilePage />,
      '/my-profile': <MyProfilePage />,
      '/edit-profile': <EditProfilePage />,
    },
    { remoteComponents: { 'mfe_matching/InterestActions': FakeInterestActions } },
  );
}

/** An admin panel alone at its route (`/admin/exports`), as the shell's admin area mounts it. */
export function renderAdminPanel(path: string, panel: ReactNode) {
  return renderRoutes(path, { [path]: panel });
}

/** The search page at its shell route; a card's profile and Date Information are elsewhere. */
export function renderSearchAt(path: string) {
  return renderRoutes(path, { '/search': <SearchPage /> });
}

/** The same answer to every call of a path. */
export function answer(status: number, body: unknown): FakeAnswer {
  return () => [status, body];
}

/** What the session says of malee, member 1: her e-mail address confirmed, unless `overrides`. */
export function maleeSession(overrides: Partial<AuthenResult> = {}): AuthenResult {
  return {
    status: 'OK',
    decoded: { username: 'malee', user_id: 1, role: 'U' },
    email: 'malee@example.com',
    email_confirmed: true,
    pending_email: null,
    ...overrides,
  };
}

/** The session's answer for a signed-in member whose e-mail address is confirmed. */
export const confirmedAccount: FakeAnswer = () => [200, maleeSession()];

/** The portal's fake API, the session answering for a confirmed member unless a test says so. */
export function fakeApi(answers: Record<string, FakeAnswer> = {}): FakeCall[] {
  return fakePortalApi({ [routeOf(authCalls.sessionGet)]: confirmedAccount, ...answers });
}

/** A page under the e-mail and deletion banners, as the shell's layout shows every page. */
const underBanner = (page: ReactNode) => (
  <>
    <EmailBanner />
    <DeletionBanner />
    {page}
  </>
);

/**
 * The account's and recovery's pages at their shell routes, as the shell frames them (the
 * e-mail banner above); '/about', '/my-profile' and '/login' stand for the shell's other pages.
 */
export function renderAccountAt(path: string) {
  const pages = {
    '/about': underBanner(<h1>About Us</h1>),
    '/my-profile': underBanner(<h1>My Profile</h1>),
    '/login': underBanner(<h1>Login</h1>),
    '/account': underBanner(<AccountPage />),
    '/confirm-email': underBanner(<ConfirmEmailPage />),
    '/unsubscribe': underBanner(<UnsubscribePage />),
    '/unlock': underBanner(<UnlockPage />),
    '/re-password': underBanner(<RePasswordPage />),
  };
  return renderRoutes(path, pages, { account: true });
}

function option(code: string, en: string): ChoiceOption {
  const labels = Object.fromEntries(languages.map((lang) => [lang, `${en} (${lang})`]));
  return {
    REFERENCE_CODE: code,
    REFERENCE_VALUE_2_TEXT: en,
    REFERENCE_VALUE_3_TEXT: null,
    labels: { ...labels, en } as ChoiceOption['labels'],
  };
}

/** Every choice list answers two options (ACTIVE_FLAG: Y and N; GENDER: M and F). */
export const choiceAnswers: Record<string, FakeAnswer> = Object.fromEntries(
  refTables.map((table) => {
    const options =
      table === 'ACTIVE_FLAG'
        ? [option('Y', 'Yes'), option('N', 'No')]
        : table === 'GENDER' || table === 'GENDER_FOR'
          ? [option('M', 'Man'), option('F', 'Woman')]
          : [option(`${table}_1`, `${table} one`), option(`${table}_2`, `${table} two`)];
    return [
      routeOf(profileCalls.choicesList, { refTable: table }),
      () => [200, { status: 'OK', message: '', result: options }],
    ];
  }),
);

export function viewSection(values: ViewSection['values'], hidden: string[] = []): ViewSection {
  return { values, hidden };
}

export function profileView(overrides: Partial<ProfileView> = {}): ProfileView {
  const sections: Record<SectionTable, ViewSection | null> = {
    USER_INFO: null,
    PERSON_INFO: null,
    FAVORITE_INFO: null,
    DATE_INFO: null,
  };
  return {
    user_id: 7,
    is_owner: true,
    active_flag: 'Y',
    age: null,
    sections,
    photos: [],
    verified: false,
    // The owner always receives their contact details; another member only under SPEC.md §4.
    contact_visible: overrides.is_owner ?? true,
    ...overrides,
  };
}

export function photo(seq: number): PhotoView {
  return {
    img_seq: seq,
    url: gatewayPaths.photo(`p${seq}`),
    card_url: gatewayPaths.photo(`p${seq}`, 'card'),
    img_type: 'image/jpeg',
    img_size: 1000,
  };
}

/** get-profile answering `profile`. */
export function profileAnswer(profile: ProfileView): FakeAnswer {
  return () => [200, { status: 'OK', profile }];
}

/** What the gateway answers for an uploaded image that it stored as `fileId`. */
export function uploaded(fileId: string) {
  return {
    status: 'OK',
    message: 'The image has been uploaded',
    code: 'imageUploaded',

    contentType: 'image/webp',
    fileId,
    fileSize: 3,
  };
}

export const saved: FakeAnswer = () => [
  200,
  {
    status: 'OK',
    message: 'Your information has been saved',
    code: 'sectionSaved',
  },
];

/** An answer held back until `release()`, to look at the page while the request is in flight. */
export function heldAnswer(reply: [status: number, body: unknown]): {
  answer: FakeAnswer;
  release: () => void;
} {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    answer: async () => {
      await released;
      return reply;
    },
    release: () => release(),
  };
}
