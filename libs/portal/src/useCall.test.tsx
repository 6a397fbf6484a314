import { act, renderHook, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { defineCall, Messages, profileCalls, type CallInput } from '@dating/contracts';
import { setRuntimeConfig } from './config';
import { setLanguage } from './i18n';
import { callsTo, fakeApi, routeOf, testRuntimeConfig, type FakeCall } from './testing';
import { useCall, type UseCallOptions } from './useCall';

/** A declared call with an exact output, at a real declaration's path. */
const profile = defineCall({
  ...profileCalls.viewGet,
  input: z.object({ user_id: z.number() }),
  output: z.object({ status: z.literal('OK'), name: z.string() }),
});
const menu = defineCall({
  ...profileCalls.menuGet,
  output: z.array(z.object({ menu_name: z.string() })),
});

type Reply = [number, unknown];

/** Answers held until the test releases them, one per request, in order. */
function heldAnswers() {
  const releases: ((reply: Reply) => void)[] = [];
  const calls = fakeApi({
    [routeOf(profile)]: () => new Promise<Reply>((resolve) => releases.push(resolve)),
  });
  const answer = async (index: number, name: string) => {
    await waitFor(() => expect(releases[index]).toBeDefined());
    await act(async () => releases[index]?.([200, { status: 'OK', name }]));
  };
  return { calls, answer };
}

function renderProfile(userId: number | null) {
  return renderHook(
    ({ id }: { id: number | null }) => useCall(profile, id === null ? null : { user_id: id }),
    { initialProps: { id: userId } },
  );
}

const bodies = (calls: FakeCall[]) => callsTo(calls, profile).map((call) => call.body);

describe('useCall', () => {
  beforeEach(() => {
    localStorage.clear();
    setRuntimeConfig(testRuntimeConfig);
  });
  afterEach(() => act(() => setLanguage('en')));

  it('asks once for its input and gives the answer', async () => {
    const calls = fakeApi({
      [routeOf(profile)]: () => [200, { status: 'OK', name: 'Malee' }],
    });
    const { result, rerender } = renderProfile(12);
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual({ status: 'OK', name: 'Malee' });
    expect(result.current.error).toBeUndefined();
    rerender({ id: 12 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { user_id: 12 } });
    expect(calls[0]?.headers['x-api-key']).toBe(testRuntimeConfig.apiKey);
  });

  it('does not ask while the input is null, and asks once it is given', async () => {
    const calls = fakeApi({ [routeOf(profile)]: () => [200, { status: 'OK', name: 'Malee' }] });
    const { result, rerender } = renderProfile(null);
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    act(() => result.current.reload());
    expect(result.current.loading).toBe(false);
    expect(calls).toEqual([]);
    rerender({ id: 5 });
    await waitFor(() => expect(result.current.data).toEqual({ status: 'OK', name: 'Malee' }));
    expect(bodies(calls)).toEqual([{ user_id: 5 }]);
  });

  it('never lets the answer for an older input replace the newer one', async () => {
    const { calls, answer } = heldAnswers();
    const { result, rerender } = renderProfile(1);
    rerender({ id: 2 });
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await answer(1, 'second');
    expect(result.current.data).toEqual({ status: 'OK', name: 'second' });
    await answer(0, 'first');
    expect(result.current).toMatchObject({ data: { name: 'second' }, loading: false });
    expect(bodies(calls)).toEqual([{ user_id: 1 }, { user_id: 2 }]);
  });

  it('shows no answer of the old input while the new one loads', async () => {
    const { answer } = heldAnswers();
    const { result, rerender } = renderProfile(1);
    await answer(0, 'first');
    rerender({ id: 2 });
    expect(result.current).toMatchObject({ data: undefined, loading: true });
  });

  it("gives a failed call's error, and a reload that asks again", async () => {
    let fail = true;
    const calls = fakeApi({
      [routeOf(profile)]: () =>
        fail
          ? [404, { status: 'FAILED', message: Messages.notFound, code: 'notFound' }]
          : [200, { status: 'OK', name: 'Malee' }],
    });
    const { result } = renderProfile(4);
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 404 }));
    fail = false;
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ error: undefined, loading: true });
    await waitFor(() => expect(result.current.data).toEqual({ status: 'OK', name: 'Malee' }));
    expect(result.current.error).toBeUndefined();
    expect(bodies(calls)).toEqual([{ user_id: 4 }, { user_id: 4 }]);
  });

  it('tells onError of each failure for the current input, not of an older input', async () => {
    const releases: ((reply: Reply) => void)[] = [];
    fakeApi({
      [routeOf(profile)]: () => new Promise<Reply>((resolve) => releases.push(resolve)),
    });
    const onError = jest.fn();
    const { result, rerender } = renderHook(
      ({ id }: { id: number }) => useCall(profile, { user_id: id }, { onError }),
      { initialProps: { id: 1 } },
    );
    rerender({ id: 2 });
    await waitFor(() => expect(releases).toHaveLength(2));
    const refused: Reply = [
      503,
      {
        status: 'FAILED',
        message: Messages.serviceUnavailable,
        code: 'serviceUnavailable',
      },
    ];
    await act(async () => releases[0]?.(refused));
    expect(onError).not.toHaveBeenCalled();
    await act(async () => releases[1]?.(refused));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBe(result.current.error);
    expect(result.current.error).toMatchObject({ status: 503 });
  });

  it('keeps the answer shown while a reload asks again', async () => {
    const { answer } = heldAnswers();
    const { result } = renderProfile(6);
    await answer(0, 'before');
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: { name: 'before' }, loading: true });
    await answer(1, 'after');
    expect(result.current).toMatchObject({ data: { name: 'after' }, loading: false });
  });

  it('asks again in the new language only when the answer is worded per language', async () => {
    const calls = fakeApi({
      [routeOf(menu)]: (call) => [200, [{ menu_name: call.headers['accept-language'] ?? '' }]],
    });
    const render = (options: UseCallOptions) =>
      renderHook(() => useCall(menu, {} satisfies CallInput<typeof menu>, options));
    const worded = render({ perLanguage: true });
    const plain = render({});
    await waitFor(() => expect(worded.result.current.data).toEqual([{ menu_name: 'en' }]));
    act(() => setLanguage('th'));
    expect(worded.result.current.data).toEqual([{ menu_name: 'en' }]);
    await waitFor(() => expect(worded.result.current.data).toEqual([{ menu_name: 'th' }]));
    expect(plain.result.current.data).toEqual([{ menu_name: 'en' }]);
    expect(callsTo(calls, menu)).toHaveLength(3);
  });
});
