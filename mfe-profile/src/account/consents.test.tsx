import { act, screen, within } from '@testing-library/react';
import { authCalls, legalDocuments } from '@dating/contracts';
import { dateTimeText, setLanguage } from '@dating/portal';
import { callsTo, routeOf } from '@dating/portal/testing';
import { fakeApi, renderAccountAt, resetBrowserInEnglish, signInMalee } from '../testing';

const wait = { timeout: 5000 };

const accepted = [
  {
    document: 'privacy',
    version: '2027-03-01',
    text_hash: 'b'.repeat(64),
    accepted_at: '2027-03-02T09:30:00.000Z',
  },
  {
    document: 'privacy',
    version: legalDocuments.privacy.version,
    text_hash: legalDocuments.privacy.textHash,
    accepted_at: '2026-12-08T10:00:00.000Z',
  },
  {
    document: 'terms',
    version: legalDocuments.terms.version,
    text_hash: legalDocuments.terms.textHash,
    accepted_at: '2026-12-08T10:00:00.000Z',
  },
];

beforeEach(() => {
  resetBrowserInEnglish();
});

describe("the account page's consents", () => {
  it('lists every version the member accepted, with its date', async () => {
    signInMalee();
    const calls = fakeApi({
      [routeOf(authCalls.consentsList)]: () => [200, { consents: accepted }],
    });
    renderAccountAt('/account');
    const heading = await screen.findByRole('heading', { name: 'Your consents' }, wait);
    const section = heading.closest('section');
    if (!section) throw new Error('no consents section');
    const items = await within(section).findAllByRole('listitem', {}, wait);
    expect(items.map((item) => item.textContent)).toEqual([
      `Privacy Policy, version of 2027-03-01accepted ${dateTimeText(accepted[0]?.accepted_at ?? null, 'en')}`,
      `Privacy Policy, version of ${legalDocuments.privacy.version}accepted ${dateTimeText('2026-12-08T10:00:00.000Z', 'en')}`,
      `Terms of Use, version of ${legalDocuments.terms.version}accepted ${dateTimeText('2026-12-08T10:00:00.000Z', 'en')}`,
    ]);
    expect(callsTo(calls, authCalls.consentsList)[0]?.body).toEqual({ user_id: 1 });
  });

  it('speaks Norwegian', async () => {
    signInMalee();
    fakeApi({
      [routeOf(authCalls.consentsList)]: () => [200, { consents: accepted.slice(2) }],
    });
    act(() => setLanguage('no'));
    renderAccountAt('/account');
    expect(await screen.findByRole('heading', { name: 'Dine samtykker' }, wait)).toBeTruthy();
    expect(
      (await screen.findByText('Vilkår for bruk', {}, wait)).closest('li')?.textContent,
    ).toContain(`godtatt ${dateTimeText('2026-12-08T10:00:00.000Z', 'no')}`);
  });
});
