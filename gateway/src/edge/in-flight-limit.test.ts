import { ErrorCode, Messages } from '@dating/contracts';
import { serviceErrorOf } from '@dating/server';
import { InFlightLimit } from './in-flight-limit';

/** A call that ends when the test says so. */
function pendingCall(): { promise: Promise<string>; end: (ok: boolean) => void } {
  let end: (ok: boolean) => void = () => undefined;
  const promise = new Promise<string>((resolve, reject) => {
    end = (ok) => (ok ? resolve('answered') : reject(new Error('timed out')));
  });
  return { promise, end };
}

async function refusal(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return serviceErrorOf(error);
  }
  return 'not refused';
}

describe('InFlightLimit', () => {
  it('refuses one call more than the limit at once, without starting it', async () => {
    const limit = new InFlightLimit(2);
    const calls = [pendingCall(), pendingCall()];
    const running = calls.map((call) => limit.run('/api/slow', () => call.promise));
    let started = false;
    const refused = await refusal(
      limit.run('/api/slow', () => {
        started = true;
        return Promise.resolve('answered');
      }),
    );
    expect(refused).toEqual({
      code: ErrorCode.Unavailable,
      message: Messages.serviceUnavailable,
      messageCode: 'serviceUnavailable',
      retryAfterSeconds: 1,
    });
    expect(started).toBe(false);
    await expect(limit.run('/api/other', () => Promise.resolve('other'))).resolves.toBe('other');
    for (const call of calls) call.end(true);
    await expect(Promise.all(running)).resolves.toEqual(['answered', 'answered']);
  });

  it('gives a place back when a call ends, answered or failed', async () => {
    const limit = new InFlightLimit(1);
    const answered = pendingCall();
    const first = limit.run('/api/slow', () => answered.promise);
    expect(await refusal(limit.run('/api/slow', () => Promise.resolve('x')))).not.toBe(
      'not refused',
    );
    answered.end(true);
    await first;

    const failing = pendingCall();
    const second = limit.run('/api/slow', () => failing.promise);
    failing.end(false);
    await expect(second).rejects.toThrow('timed out');
    await expect(limit.run('/api/slow', () => Promise.resolve('again'))).resolves.toBe('again');
  });
});
