import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from './api';
import { useKeysetList, type KeysetListState, type KeysetPage } from './useKeysetList';

interface Item {
  id: number;
}

interface Answer extends KeysetPage<Item> {
  count: number;
}

interface Asked {
  before?: number;
  answer: (page: Answer) => Promise<void>;
  fail: (error: unknown) => Promise<void>;
}

/** A list whose pages are held until the test answers them, one request at a time, in order. */
function heldList() {
  const asked: Asked[] = [];
  const load = (before?: number) =>
    new Promise<Answer>((resolve, reject) => {
      asked.push({
        before,
        answer: (page) => act(async () => resolve(page)),
        fail: (error) => act(async () => reject(error)),
      });
    });
  const onPage = jest.fn<undefined, [Answer, number | undefined]>();
  const merge = (shown: readonly Item[], page: readonly Item[]) => [...shown, ...page];
  const hook = renderHook(() => useKeysetList(load, { merge, onPage }));
  const request = async (index: number) => {
    await waitFor(() => expect(asked[index]).toBeDefined());
    return asked[index] as Asked;
  };
  return { ...hook, asked, onPage, request };
}

const page = (ids: number[], next: number | null, count = 0): Answer => ({
  result: ids.map((id) => ({ id })),
  next_before: next,
  count,
});

const shownIds = (state: KeysetListState<Item>) =>
  state.status === 'ready' ? state.items.map((item) => item.id) : null;

describe('useKeysetList', () => {
  it('loads the first page and tells onPage of it', async () => {
    const { result, request, onPage } = heldList();
    expect(result.current.state).toEqual({ status: 'loading' });
    const first = await request(0);
    expect(first.before).toBeUndefined();
    await first.answer(page([9, 8], 8, 3));
    expect(result.current.state).toEqual({
      status: 'ready',
      items: [{ id: 9 }, { id: 8 }],
      next: 8,
      loadingMore: false,
      moreFailed: null,
    });
    expect(onPage.mock.calls).toEqual([[page([9, 8], 8, 3)]]);
  });

  it('loads more from the cursor, merges the page, and stops on the last one', async () => {
    const { result, request, asked, onPage } = heldList();
    await (await request(0)).answer(page([9, 8], 8));
    act(() => result.current.loadMore());
    expect(result.current.state).toMatchObject({ loadingMore: true });
    const more = await request(1);
    expect(more.before).toBe(8);
    await more.answer(page([7], null, 2));
    expect(shownIds(result.current.state)).toEqual([9, 8, 7]);
    expect(result.current.state).toMatchObject({ next: null, loadingMore: false });
    expect(onPage).toHaveBeenLastCalledWith(page([7], null, 2), 8);
    act(() => result.current.loadMore());
    expect(asked).toHaveLength(2);
  });

  it('asks for one page at a time however often more is asked', async () => {
    const { result, request, asked } = heldList();
    await (await request(0)).answer(page([9], 9));
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    await request(1);
    expect(asked).toHaveLength(2);
    await asked[1]?.answer(page([8], 8));
    act(() => result.current.loadMore());
    await request(2);
    expect(asked.map((request) => request.before)).toEqual([undefined, 9, 8]);
  });

  it('drops answers asked before a reload', async () => {
    const { result, request, onPage } = heldList();
    await (await request(0)).answer(page([9], 9));
    act(() => result.current.loadMore());
    const more = await request(1);
    act(() => result.current.reload());
    const again = await request(2);
    await again.answer(page([10, 9], 9));
    await more.answer(page([8], null));
    expect(shownIds(result.current.state)).toEqual([10, 9]);
    expect(result.current.state).toMatchObject({ next: 9 });
    expect(onPage).toHaveBeenCalledTimes(2);

    act(() => result.current.reload());
    const stale = await request(3);
    act(() => result.current.reload());
    const latest = await request(4);
    await latest.answer(page([11], null));
    await stale.answer(page([1], null));
    expect(shownIds(result.current.state)).toEqual([11]);
  });

  it('keeps the list shown while a reload reads it again', async () => {
    const { result, request } = heldList();
    await (await request(0)).answer(page([9], null));
    act(() => result.current.reload());
    await request(1);
    expect(shownIds(result.current.state)).toEqual([9]);
  });

  it('shows a failed first page, and a retry that loads again', async () => {
    const { result, request } = heldList();
    await (
      await request(0)
    ).fail(new ApiError('Service unavailable', 503, { code: 'serviceUnavailable' }));
    expect(result.current.state).toEqual({ status: 'failed', message: 'Service unavailable' });
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await (await request(1)).answer(page([9], null));
    expect(shownIds(result.current.state)).toEqual([9]);
  });

  it('keeps the list when more fails, and asks again for the same page', async () => {
    const { result, request } = heldList();
    await (await request(0)).answer(page([9], 9));
    act(() => result.current.loadMore());
    await (
      await request(1)
    ).fail(new ApiError('Service unavailable', 503, { code: 'serviceUnavailable' }));
    expect(result.current.state).toMatchObject({
      items: [{ id: 9 }],
      next: 9,
      loadingMore: false,
      moreFailed: 'Service unavailable',
    });
    act(() => result.current.loadMore());
    expect(result.current.state).toMatchObject({ loadingMore: true, moreFailed: null });
    const again = await request(2);
    expect(again.before).toBe(9);
    await again.answer(page([8], null));
    expect(shownIds(result.current.state)).toEqual([9, 8]);
  });

  it('changes shown items, and nothing while none are shown', async () => {
    const { result, request } = heldList();
    act(() => result.current.changeItems(() => [{ id: 1 }]));
    expect(result.current.state).toEqual({ status: 'loading' });
    await (await request(0)).answer(page([9, 8], null));
    act(() => result.current.changeItems((items) => items.filter((item) => item.id !== 8)));
    expect(shownIds(result.current.state)).toEqual([9]);
  });
});
