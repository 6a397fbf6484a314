import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatewayPaths, profileCalls, type SearchSort } from '@dating/contracts';
import { setLanguage, useNavigate } from '@dating/portal';
import {
  callsTo,
  fakeApi,
  renderRoutes,
  routeOf,
  type FakeAnswer,
  type FakeCall,
  memberCard,
} from '@dating/portal/testing';
import SearchPage from '../pages/SearchPage';
import { answer, logIn, renderSearchAt, resetBrowser } from '../testing';

const location = () => screen.getByTestId('location').textContent;
const searches = (calls: FakeCall[]) =>
  callsTo(calls, profileCalls.cardsGet).map((call) => call.body);
const names = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

const dateInfo = answer(200, {
  status: 'OK',
  result: [{ user_id: 7, age_start: 25, age_end: 40, active_flag: 'Y' }],
});

function page(ids: number[], next: string | null, sort: SearchSort = 'newest') {
  return { status: 'OK', result: ids.map((id) => memberCard(id)), next_cursor: next, sort };
}

function choices(codes: Record<string, string>) {
  const result = Object.entries(codes).map(([code, en]) => ({
    REFERENCE_CODE: code,
    REFERENCE_VALUE_2_TEXT: en,
    REFERENCE_VALUE_3_TEXT: null,
    labels: { en, th: `${en} (th)`, no: `${en} (no)` },
  }));
  return answer(200, { status: 'OK', message: '', result });
}

/** The choice lists of the filters for children, religion and education. */
const choiceLists: Record<string, FakeAnswer> = {
  [routeOf(profileCalls.choicesList, { refTable: 'KIDS' })]: choices({
    WANT: 'Yes, I want children',
    NO: 'No, I do not want children',
  }),
  [routeOf(profileCalls.choicesList, { refTable: 'RELIGION' })]: choices({
    BUDDHISM: 'Buddhism',
    CHRISTIANITY: 'Christianity',
  }),
  [routeOf(profileCalls.choicesList, { refTable: 'EDUCATION' })]: choices({
    BACHELOR: "Bachelor's degree",
    MASTER: "Master's degree",
  }),
};

/** The member's GENDER_FOR choice, stored with their choices (none: All). */
function genderLookedFor(...codes: string[]) {
  return answer(200, {
    status: 'OK',
    result: codes.map((ref_code) => ({ ref_table_code: 'GENDER_FOR', ref_code, ref_desc: null })),
  });
}

function searchApi(category: FakeAnswer, extra: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    [routeOf(profileCalls.sectionRows)]: dateInfo,
    [routeOf(profileCalls.userChoicesGet)]: genderLookedFor(),
    [routeOf(profileCalls.cardsGet)]: category,
    ...choiceLists,
    ...extra,
  });
}

/** The search page with a Back button, as the browser's. */
function renderWithBack(path: string) {
  function Back() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    );
  }
  return renderRoutes(path, {
    '/search': (
      <>
        <SearchPage />
        <Back />
      </>
    ),
  });
}

const timeout = { timeout: 10_000 };
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('search (/search)', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('starts from the gender the member looks for, kept with their choices', async () => {
    const calls = searchApi(answer(200, page([31], null)), {
      [routeOf(profileCalls.userChoicesGet)]: genderLookedFor('M'),
    });
    renderSearchAt('/search');
    await screen.findByRole('heading', { name: 'Member 31' }, { timeout: 10_000 });
    expect(calls.map((call) => call.body)).toContainEqual({ ref_table: 'GENDER_FOR', user_id: 7 });
    expect(searches(calls)).toEqual([{ user_id: 7, gender_for: 'M', age_start: 25, age_end: 40 }]);
    expect((screen.getByRole('radio', { name: 'Man' }) as HTMLInputElement).checked).toBe(true);
  });

  it("searches All in the member's own age range, and shows the cards", async () => {
    const calls = searchApi(
      answer(200, {
        status: 'OK',
        result: [memberCard(31), memberCard(30, { caption: null, img: null, age: null })],
        next_cursor: null,
        sort: 'newest',
      }),
    );
    renderSearchAt('/search');
    expect(
      await screen.findByRole('heading', { name: 'Member 31' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(calls.map((call) => call.body)).toContainEqual({ table: 'DATE_INFO', user_id: 7 });
    expect(searches(calls)).toEqual([
      { user_id: 7, gender_for: 'ALL', age_start: 25, age_end: 40 },
    ]);
    expect((screen.getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    expect([select('Age range from').value, select('Age range to').value]).toEqual(['25', '40']);

    const [first, second] = screen.getAllByRole('link');
    expect(first?.getAttribute('href')).toBe('/profile?id=31');
    expect(first?.textContent).toContain('30 years');
    expect(first?.textContent).toContain('Caption 31');
    expect(first?.querySelector('img')?.getAttribute('src')).toBe(
      gatewayPaths.photo('m31', 'card'),
    );
    expect(second?.textContent).toContain('No caption');
    expect(second?.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('starts from every age (18 to 99) when the member saved no age range, and says it is missing', async () => {
    const calls = searchApi(answer(200, page([], null)), {
      [routeOf(profileCalls.sectionRows)]: answer(200, { status: 'OK', result: [] }),
    });
    renderSearchAt('/search');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(searches(calls)).toEqual([
      { user_id: 7, gender_for: 'ALL', age_start: 18, age_end: 99 },
    ]);
    const link = screen.getByRole('link', { name: 'Fill in Date Information' });
    expect(link.closest('[role="status"]')?.textContent).toContain(
      'Age range of interest not found.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(location()).toBe('/edit-profile'), { timeout: 10_000 });
    expect(localStorage.getItem('section_index')).toBe('4');
  });

  it('says nothing is missing when the member saved an age range', async () => {
    searchApi(answer(200, page([31], null)));
    renderSearchAt('/search');
    await screen.findByRole('heading', { name: 'Member 31' });
    expect(screen.queryByText('Age range of interest not found.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Fill in Date Information' })).toBeNull();
  });

  it('searches again with the gender chosen on the radio filter', async () => {
    const calls = searchApi(({ body }) => {
      const gender = (body as { gender_for: string }).gender_for;
      return [200, page(gender === 'F' ? [50] : [31], null)];
    });
    renderSearchAt('/search');
    await screen.findByRole('heading', { name: 'Member 31' });
    fireEvent.click(screen.getByRole('radio', { name: 'Woman' }));
    expect(await screen.findByRole('heading', { name: 'Member 50' })).toBeTruthy();
    expect(names()).toEqual(['Member 50']);
    fireEvent.click(screen.getByRole('radio', { name: 'Transgender' }));
    await act(async () => {});
    expect(searches(calls).map((body) => (body as { gender_for: string }).gender_for)).toEqual([
      'ALL',
      'F',
      'TG',
    ]);
  });

  it('keeps the range in order: a later start moves the end, ends start at the start', async () => {
    const calls = searchApi(answer(200, page([31], null)));
    renderSearchAt('/search');
    await screen.findByRole('heading', { name: 'Member 31' });
    fireEvent.change(select('Age range from'), { target: { value: '45' } });
    await act(async () => {});
    expect(select('Age range to').value).toBe('45');
    expect(within(select('Age range to')).getAllByRole('option')[0]?.textContent).toBe('45');
    fireEvent.change(select('Age range to'), { target: { value: '60' } });
    await act(async () => {});
    expect(searches(calls).slice(1)).toEqual([
      { user_id: 7, gender_for: 'ALL', age_start: 45, age_end: 45 },
      { user_id: 7, gender_for: 'ALL', age_start: 45, age_end: 60 },
    ]);
  });

  it("says calmly 'Gender looking for not found.' and leads to Date Information", async () => {
    searchApi(
      answer(400, {
        status: 'FAILED',
        message: 'Gender looking for not found.',
        code: 'searchGenderMissing',
      }),
    );
    renderSearchAt('/search');
    const link = await screen.findByRole(
      'link',
      { name: 'Fill in Date Information' },
      { timeout: 10_000 },
    );
    const missing = link.closest('[role="status"]');
    expect(missing?.textContent).toContain('Gender looking for not found.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(location()).toBe('/edit-profile'), { timeout: 10_000 });
    expect(localStorage.getItem('section_index')).toBe('4');
  });

  it("says 'Age range of interest not found.' in Thai, with the link", async () => {
    act(() => setLanguage('th'));
    searchApi(
      answer(400, {
        status: 'FAILED',
        message: 'Age range of interest not found.',
        code: 'searchAgeMissing',
      }),
    );
    renderSearchAt('/search');
    const link = await screen.findByRole(
      'link',
      { name: 'กรอกข้อมูลการออกเดต' },
      { timeout: 10_000 },
    );
    expect(link.closest('[role="status"]')?.textContent).toContain('ไม่พบช่วงอายุที่สนใจ');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's other refusals as an error, with Retry", async () => {
    searchApi(
      answer(400, {
        status: 'FAILED',
        message: 'User ID not found.',
        code: 'searchUserMissing',
      }),
    );
    renderSearchAt('/search');
    expect((await screen.findByRole('alert')).textContent).toContain('Error: User ID not found.');
    expect(screen.getByText('The members could not be loaded: User ID not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('loads more with the cursor of the page before, after the cards shown', async () => {
    const calls = searchApi(({ body }) => {
      const cursor = (body as { cursor?: string }).cursor;
      if (cursor === undefined) return [200, page([40, 39], 'c1')];
      if (cursor === 'c1') return [200, page([38, 37], 'c2')];
      return [200, page([36], null)];
    });
    renderSearchAt('/search');
    await screen.findByRole('heading', { name: 'Member 40' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Member 38' })).toBeTruthy();
    expect(names()).toEqual(['Member 40', 'Member 39', 'Member 38', 'Member 37']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Member 36' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(searches(calls).map((body) => (body as { cursor?: string }).cursor)).toEqual([
      undefined,
      'c1',
      'c2',
    ]);
    expect(searches(calls)[1]).toEqual({
      user_id: 7,
      gender_for: 'ALL',
      age_start: 25,
      age_end: 40,
      cursor: 'c1',
    });
  });

  it('keeps the cards shown when loading more fails, and says why', async () => {
    searchApi(({ body }) =>
      (body as { cursor?: string }).cursor === undefined
        ? [200, page([40], 'c1')]
        : [
            503,
            {
              status: 'FAILED',
              message: 'Service unavailable',
              code: 'serviceUnavailable',
            },
          ],
    );
    renderSearchAt('/search');
    await screen.findByRole('heading', { name: 'Member 40' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Service unavailable');
    expect(names()).toEqual(['Member 40']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it("says 'No results found' when nobody fits", async () => {
    searchApi(answer(200, page([], null)));
    renderSearchAt('/search');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows only the answer to the latest filter', async () => {
    let releaseAll = () => {};
    const allHeld = new Promise<void>((resolve) => {
      releaseAll = resolve;
    });
    searchApi(async ({ body }) => {
      if ((body as { gender_for: string }).gender_for === 'ALL') {
        await allHeld;
        return [200, page([31], null)];
      }
      return [200, page([50], null)];
    });
    renderSearchAt('/search');
    await screen.findByRole('radio', { name: 'Man' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    fireEvent.click(screen.getByRole('radio', { name: 'Man' }));
    await screen.findByRole('heading', { name: 'Member 50' });
    await act(async () => releaseAll());
    expect(names()).toEqual(['Member 50']);
  });

  it('opens a profile from its card', async () => {
    searchApi(answer(200, page([31], null)));
    renderSearchAt('/search');
    fireEvent.click(await screen.findByRole('link', { name: /Member 31/ }));
    expect(location()).toBe('/profile?id=31');
  });

  it('goes home when logged out', () => {
    const calls = searchApi(answer(200, page([31], null)));
    localStorage.clear();
    renderSearchAt('/search');
    expect(location()).toBe('/');
    expect(calls).toEqual([]);
  });
});

describe('verified members (/search)', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('shows the badge in words on verified cards only, and filters to verified members', async () => {
    const calls = searchApi(({ body }) =>
      (body as { verified_only?: boolean }).verified_only
        ? [200, page([31], null)]
        : [
            200,
            { ...page([], null), result: [memberCard(31, { verified: true }), memberCard(30)] },
          ],
    );
    renderSearchAt('/search');
    expect(
      await screen.findByRole('heading', { name: 'Member 30' }, { timeout: 10000 }),
    ).toBeTruthy();
    expect(screen.getAllByText('Verified photos')).toHaveLength(1);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Verified members only' }));
    await waitFor(() => expect(names()).toEqual(['Member 31']), { timeout: 10000 });
    expect(searches(calls).at(-1)).toEqual({
      user_id: 7,
      gender_for: 'ALL',
      age_start: 25,
      age_end: 40,
      verified_only: true,
    });
  });
});

describe('the search filters (/search)', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('asks with every filter chosen, and puts them in the URL', async () => {
    const calls = searchApi(answer(200, page([31], null)));
    renderSearchAt('/search');
    await screen.findByRole('heading', { name: 'Member 31' }, timeout);
    await waitFor(
      () => expect(within(select('Children')).getAllByRole('option')).toHaveLength(3),
      timeout,
    );

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: ' Norway ' } });
    expect(searches(calls)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2), timeout);
    fireEvent.change(select('Children'), { target: { value: 'WANT' } });
    fireEvent.change(select('Religion'), { target: { value: 'BUDDHISM' } });
    fireEvent.change(select('Education'), { target: { value: 'MASTER' } });
    fireEvent.click(checkbox('Members with a photo only'));
    fireEvent.click(checkbox('Verified members only'));
    fireEvent.change(select('Sort by'), { target: { value: 'active' } });
    await waitFor(
      () =>
        expect(searches(calls).at(-1)).toEqual({
          user_id: 7,
          gender_for: 'ALL',
          age_start: 25,
          age_end: 40,
          country: 'Norway',
          has_photo: true,
          verified_only: true,
          kids: 'WANT',
          religion: 'BUDDHISM',
          education: 'MASTER',
          sort: 'active',
        }),
      timeout,
    );
    expect(location()).toBe(
      '/search?gender_for=ALL&age_start=25&age_end=40&country=Norway&has_photo=1' +
        '&verified_only=1&kids=WANT&religion=BUDDHISM&education=MASTER&sort=active',
    );
    expect(searches(calls)[1]).toEqual({
      user_id: 7,
      gender_for: 'ALL',
      age_start: 25,
      age_end: 40,
      country: 'Norway',
    });
  });

  it('labels the choices in the interface language', async () => {
    act(() => setLanguage('no'));
    searchApi(answer(200, page([31], null)));
    renderSearchAt('/search');
    await screen.findByRole('heading', { name: 'Member 31' }, timeout);
    await waitFor(
      () =>
        expect(
          within(select('Religion'))
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Alle', 'Buddhism (no)', 'Christianity (no)']),
      timeout,
    );
  });

  it('opens the search a URL names: its request, and the filters shown', async () => {
    const calls = searchApi(answer(200, page([31], null, 'active')));
    renderSearchAt(
      '/search?gender_for=F&age_start=30&age_end=50&country=norway&has_photo=1&verified_only=1' +
        '&kids=NO&religion=CHRISTIANITY&education=BACHELOR&sort=active',
    );
    await screen.findByRole('heading', { name: 'Member 31' }, timeout);
    expect(searches(calls)).toEqual([
      {
        user_id: 7,
        gender_for: 'F',
        age_start: 30,
        age_end: 50,
        country: 'norway',
        has_photo: true,
        verified_only: true,
        kids: 'NO',
        religion: 'CHRISTIANITY',
        education: 'BACHELOR',
        sort: 'active',
      },
    ]);
    expect((screen.getByRole('radio', { name: 'Woman' }) as HTMLInputElement).checked).toBe(true);
    expect([select('Age range from').value, select('Age range to').value]).toEqual(['30', '50']);
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('norway');
    expect([
      checkbox('Members with a photo only').checked,
      checkbox('Verified members only').checked,
    ]).toEqual([true, true]);
    await waitFor(() => expect(select('Religion').value).toBe('CHRISTIANITY'), timeout);
    expect([select('Children').value, select('Education').value, select('Sort by').value]).toEqual([
      'NO',
      'BACHELOR',
      'active',
    ]);
    // Filters beyond gender and age are on: a phone shows them unfolded.
    expect(screen.getByRole('button', { name: 'More filters' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ignores what a URL gets wrong, and searches with the defaults instead', async () => {
    const calls = searchApi(answer(200, page([31], null)));
    renderSearchAt(
      '/search?gender_for=XX&age_start=50&age_end=30&country=%01&has_photo=yes&kids=a%20b' +
        '&education=&sort=oldest&user_id=99',
    );
    await screen.findByRole('heading', { name: 'Member 31' }, timeout);
    expect(searches(calls)).toEqual([
      { user_id: 7, gender_for: 'ALL', age_start: 25, age_end: 40 },
    ]);
    expect((screen.getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    expect(checkbox('Members with a photo only').checked).toBe(false);
    expect(screen.getByRole('button', { name: 'More filters' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('adds a history entry per search: Back shows the search before, and its results', async () => {
    const calls = searchApi(({ body }) =>
      (body as { gender_for: string }).gender_for === 'F'
        ? [200, page([50], null)]
        : [200, page([31], null)],
    );
    renderWithBack('/search');
    await screen.findByRole('heading', { name: 'Member 31' }, timeout);
    fireEvent.click(screen.getByRole('radio', { name: 'Woman' }));
    await screen.findByRole('heading', { name: 'Member 50' }, timeout);
    expect(location()).toBe('/search?gender_for=F&age_start=25&age_end=40');

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByRole('heading', { name: 'Member 31' }, timeout);
    expect(location()).toBe('/search');
    expect((screen.getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    expect(searches(calls).map((body) => (body as { gender_for: string }).gender_for)).toEqual([
      'ALL',
      'F',
      'ALL',
    ]);
  });

  it('searches again, without a new history entry, when Search applies nothing new', async () => {
    const calls = searchApi(answer(200, page([31], null)));
    renderSearchAt('/search?gender_for=ALL&age_start=25&age_end=40');
    await screen.findByRole('heading', { name: 'Member 31' }, timeout);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2), timeout);
    expect(location()).toBe('/search?gender_for=ALL&age_start=25&age_end=40');
  });

  it("folds the filters beyond gender and age under 'More filters' (a phone shows the button)", async () => {
    searchApi(answer(200, page([31], null)));
    renderSearchAt('/search');
    const more = await screen.findByRole('button', { name: 'More filters' }, timeout);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const folded = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(folded?.contains(screen.getByLabelText('Country'))).toBe(true);
    expect(folded?.className).toContain('search-filters__more--closed');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(folded?.className).not.toContain('search-filters__more--closed');
  });

  it('keeps the control used focused, and the further filters unfolded, as the search changes', async () => {
    const calls = searchApi(answer(200, page([31], null)));
    renderSearchAt('/search');
    const woman = await screen.findByRole('radio', { name: 'Woman' }, timeout);
    const more = screen.getByRole('button', { name: 'More filters' });
    fireEvent.click(more);
    woman.focus();
    fireEvent.click(woman);
    await waitFor(() => expect(searches(calls)).toHaveLength(2), timeout);
    await screen.findByRole('heading', { name: 'Member 31' }, timeout);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Woman' }));
    expect(woman.isConnected).toBe(true);
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('says why the newest come first when the member hides their own activity', async () => {
    searchApi(answer(200, page([31], null, 'newest')));
    renderSearchAt('/search?sort=active');
    const note = (
      await screen.findByText(
        /^Sorting by last active needs your own activity shown, so the newest members come first\./,
        {},
        timeout,
      )
    ).closest('[role="status"]') as HTMLElement;
    expect(
      within(note)
        .getByRole('link', { name: 'Show your activity on My Profile' })
        .getAttribute('href'),
    ).toBe('/my-profile');
    expect(select('Sort by').value).toBe('active');
  });

  it('says nothing about the order when it is the one asked for', async () => {
    searchApi(answer(200, page([31], null, 'active')));
    renderSearchAt('/search?sort=active');
    await screen.findByRole('heading', { name: 'Member 31' }, timeout);
    expect(screen.queryByText(/Sorting by last active/)).toBeNull();
  });

  it('says which filters are on when nobody fits, and clears them back to the defaults', async () => {
    const calls = searchApi(({ body }) =>
      (body as { country?: string }).country ? [200, page([], null)] : [200, page([31], null)],
    );
    renderSearchAt(
      '/search?gender_for=F&age_start=30&age_end=40&country=Atlantis&has_photo=1&kids=WANT',
    );
    expect(await screen.findByText('No results found', {}, timeout)).toBeTruthy();
    const hint = screen.getByText('Nobody fits all of these filters:').parentElement as HTMLElement;
    await waitFor(
      () =>
        expect(
          within(hint)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([
          'Gender looking for: Woman',
          'Age range: 30–40',
          'Country: Atlantis',
          'Members with a photo only',
          'Children: Yes, I want children',
        ]),
      timeout,
    );
    fireEvent.click(within(hint).getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('heading', { name: 'Member 31' }, timeout);
    expect(location()).toBe('/search');
    expect(searches(calls).at(-1)).toEqual({
      user_id: 7,
      gender_for: 'ALL',
      age_start: 25,
      age_end: 40,
    });
  });

  it('offers no Clear filters when the search is already the defaults', async () => {
    searchApi(answer(200, page([], null)), {
      [routeOf(profileCalls.userChoicesGet)]: genderLookedFor('M'),
    });
    renderSearchAt('/search');
    expect(await screen.findByText('Nobody fits all of these filters:', {}, timeout)).toBeTruthy();
    expect(screen.getByText('Gender looking for: Man')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

describe('last active on cards (/search)', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it("shows 'Active today' and 'Active this week' in words, and nothing otherwise", async () => {
    searchApi(
      answer(200, {
        ...page([], null),
        result: [
          memberCard(31, { active: 'today' }),
          memberCard(30, { active: 'week' }),
          memberCard(29, { active: null }),
          memberCard(28),
        ],
      }),
    );
    renderSearchAt('/search');
    await screen.findByRole('heading', { name: 'Member 31' }, timeout);
    const today = screen.getByText('Active today');
    expect(today.closest('.ui-card')?.textContent).toContain('Member 31');
    expect(screen.getByText('Active this week').closest('.ui-card')?.textContent).toContain(
      'Member 30',
    );
    expect(screen.getAllByText(/^Active /)).toHaveLength(2);
  });

  it('speaks Thai', async () => {
    act(() => setLanguage('th'));
    searchApi(answer(200, { ...page([], null), result: [memberCard(31, { active: 'week' })] }));
    renderSearchAt('/search');
    expect(await screen.findByText('ใช้งานสัปดาห์นี้', {}, timeout)).toBeTruthy();
  });
});
