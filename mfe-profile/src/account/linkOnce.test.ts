import { oncePerToken } from './linkOnce';

it('spends a token once, however often it is asked for', async () => {
  const spend = jest.fn(async (token: string) => `spent ${token}`);
  const once = oncePerToken(spend);
  const [first, second] = await Promise.all([once('a'), once('a')]);
  expect([first, second, await once('b')]).toEqual(['spent a', 'spent a', 'spent b']);
  expect(spend.mock.calls).toEqual([['a'], ['b']]);
});

it('forgets a failure, so the link can be opened again', async () => {
  const spend = jest
    .fn<Promise<string>, [string]>()
    .mockRejectedValueOnce(new Error('unreachable'))
    .mockResolvedValueOnce('spent');
  const once = oncePerToken(spend);
  await expect(once('a')).rejects.toThrow('unreachable');
  await expect(once('a')).resolves.toBe('spent');
  expect(spend).toHaveBeenCalledTimes(2);
});
