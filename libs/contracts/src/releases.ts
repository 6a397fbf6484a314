/** One release of the portal, as /update lists it and /update-form builds it. */
export interface Release {
  version: string;
  /** Buddhist-era date, day/month/year: '15/03/2568'. */
  date: string;
  details: string[];
}

/** The Buddhist era counts from 543 BC: 2025 AD is 2568 BE. */
const buddhistEraOffset = 543;

/** A day as the release notes write it, in the Buddhist era: 15 March 2025 → '15/03/2568'. */
export function toBuddhistDate(day: Date): string {
  const dd = String(day.getDate()).padStart(2, '0');
  const mm = String(day.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${day.getFullYear() + buddhistEraOffset}`;
}

/** The version history (SPEC.md §2 /update), newest first; the first is the current release. */
export const releases: readonly [Release, ...Release[]] = [
  {
    version: '1.0.15',
    date: '15/03/2568',
    details: [
      'The whole interface in Thai, English and Norwegian; the language you choose is remembered.',
      'Update form: builds the JSON of the next release and copies it to the clipboard.',
      'Member cards load their photos at card size.',
    ],
  },
  {
    version: '1.0.14',
    date: '28/02/2568',
    details: [
      "The home page shows the 'Our Inspiration' text in Thai, English and Norwegian.",
      'Version history page with the details of every release.',
    ],
  },
  {
    version: '1.0.13',
    date: '07/02/2568',
    details: [
      'Manage users: admins can find, deactivate and reactivate members.',
      'Deactivated members can no longer log in.',
    ],
  },
  {
    version: '1.0.12',
    date: '17/01/2568',
    details: [
      'Admin dashboard with new members, waiting purchases and active memberships.',
      'Admins approve or reject purchases after checking the receipt.',
    ],
  },
  {
    version: '1.0.11',
    date: '27/12/2567',
    details: [
      'The API restarts every 5 minutes to release memory.',
      'Clearer error messages when the server cannot be reached.',
    ],
  },
  {
    version: '1.0.10',
    date: '06/12/2567',
    details: [
      'The preloader is limited to 30 seconds.',
      'Pages load on demand, so the first visit is faster.',
    ],
  },
  {
    version: '1.0.9',
    date: '15/11/2567',
    details: [
      'An automatic scheduler expires memberships on their end date.',
      'My Package shows whether the membership is active or expired, with its dates.',
    ],
  },
  {
    version: '1.0.8',
    date: '25/10/2567',
    details: [
      'Forgot password: members can ask for a password reset by e-mail.',
      'Reset password page with show/hide for both password fields.',
    ],
  },
  {
    version: '1.0.7',
    date: '04/10/2567',
    details: [
      'Purchase history with purchase, approval and receipt dates.',
      'Subscribers see the contact details of members who responded to their interest.',
    ],
  },
  {
    version: '1.0.6',
    date: '13/09/2567',
    details: [
      'Subscription packages, paid by PromptPay transfer with a QR code.',
      'Attach the transfer receipt to a purchase for the admin to check.',
    ],
  },
  {
    version: '1.0.5',
    date: '23/08/2567',
    details: [
      'Hide Profile and Show Profile.',
      "Fields you keep private are shown to others as '[Hidden]'.",
    ],
  },
  {
    version: '1.0.4',
    date: '02/08/2567',
    details: [
      'Match with or ignore the members who showed interest in you.',
      'Matching page with all your matches.',
    ],
  },
  {
    version: '1.0.3',
    date: '12/07/2567',
    details: [
      'Show interest in a member from their profile.',
      'My Interest and Interest Me pages.',
    ],
  },
  {
    version: '1.0.2',
    date: '28/06/2567',
    details: [
      'Search by gender (All, Man, Woman, Ladyboy, Transgender) within your age range.',
      'Profile page with personal information, favorites and date information.',
    ],
  },
  {
    version: '1.0.1',
    date: '14/06/2567',
    details: [
      'Up to three profile photos; the first one is shown on your card.',
      'The birthday picker no longer offers dates in the future.',
    ],
  },
  {
    version: '1.0.0',
    date: '01/06/2567',
    details: [
      'First release: home page with member cards, About Us and Contact Us.',
      'Registration with a four-step profile: User Information, Personal Information, Favorite and Date Information.',
      'Login and logout.',
    ],
  },
];
