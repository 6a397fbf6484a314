import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatewayPaths, profileCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, routeOf, type FakeAnswer, type FakeCall } from '@dating/portal/testing';
import { answer, card, logIn, renderAt, resetBrowser } from '../testing';

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

function page(ids: number[], next: string | null) {
  return { status: 'OK', result: ids.map((id) => card(id)), next_cursor: next };
}

function searchApi(category: FakeAnswer, extra: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    [routeOf(profileCalls.sectionRows)]: dateInfo,
    [routeOf(profileCalls.cardsGet)]: category,
    ...extra,
  });
}

describe('search (/search)', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it("searches All in the member's own age range, and shows the cards", async () => {
    const calls = searchApi(
      answer(200, {
        status: 'OK',
        result: [card(31), card(30, { caption: null, img: null, age: null })],
        next_cursor: null,
      }),
    );
    renderAt('/search');
    expect(
      await screen.findByRole('heading', { name: 'Member 31' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(calls[0]?.body).toEqual({ table: 'DATE_INFO', user_id: 7 });
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
    renderAt('/search');
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
    renderAt('/search');
    await screen.findByRole('heading', { name: 'Member 31' });
    expect(screen.queryByText('Age range of interest not found.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Fill in Date Information' })).toBeNull();
  });

  it('searches again with the gender chosen on the radio filter', async () => {
    const calls = searchApi(({ body }) => {
      const gender = (body as { gender_for: string }).gender_for;
      return [200, page(gender === 'F' ? [50] : [31], null)];
    });
    renderAt('/search');
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
    renderAt('/search');
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
    searchApi(answer(400, { status: 'FAILED', message: 'Gender looking for not found.' }));
    renderAt('/search');
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
    searchApi(answer(400, { status: 'FAILED', message: 'Age range of interest not found.' }));
    renderAt('/search');
    const link = await screen.findByRole(
      'link',
      { name: 'กรอกข้อมูลการออกเดต' },
      { timeout: 10_000 },
    );
    expect(link.closest('[role="status"]')?.textContent).toContain('ไม่พบช่วงอายุที่สนใจ');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's other refusals as an error, with Retry", async () => {
    searchApi(answer(400, { status: 'FAILED', message: 'User ID not found.' }));
    renderAt('/search');
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
    renderAt('/search');
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
        : [503, { status: 'FAILED', message: 'Service unavailable' }],
    );
    renderAt('/search');
    await screen.findByRole('heading', { name: 'Member 40' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Service unavailable');
    expect(names()).toEqual(['Member 40']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it("says 'No results found' when nobody fits", async () => {
    searchApi(answer(200, page([], null)));
    renderAt('/search');
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
    renderAt('/search');
    await screen.findByRole('radio', { name: 'Man' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    fireEvent.click(screen.getByRole('radio', { name: 'Man' }));
    await screen.findByRole('heading', { name: 'Member 50' });
    await act(async () => releaseAll());
    expect(names()).toEqual(['Member 50']);
  });

  it('opens a profile from its card', async () => {
    searchApi(answer(200, page([31], null)));
    renderAt('/search');
    fireEvent.click(await screen.findByRole('link', { name: /Member 31/ }));
    expect(location()).toBe('/profile?id=31');
  });

  it('goes home when logged out', () => {
    const calls = searchApi(answer(200, page([31], null)));
    localStorage.clear();
    renderAt('/search');
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
        : [200, { ...page([], null), result: [card(31, { verified: true }), card(30)] }],
    );
    renderAt('/search');
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
