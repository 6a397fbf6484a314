import { mayRetryElsewhere, Upstreams, wasRefused } from './upstreams';

const a = { name: 'gateway#1', url: 'http://127.0.0.1:3001' };
const b = { name: 'gateway#2', url: 'http://127.0.0.1:3002' };
const c = { name: 'gateway#3', url: 'http://127.0.0.1:3003' };

/** An error as the proxy hands it on: its own, with the socket's as the cause. */
function wrapped(code: string): Error {
  return new Error('proxy failed', { cause: Object.assign(new Error(code), { code }) });
}

describe('Upstreams', () => {
  it('takes the gateways in turn', () => {
    const upstreams = new Upstreams([a, b, c]);
    expect([1, 2, 3, 4, 5, 6].map(() => upstreams.pick()?.name)).toEqual([
      'gateway#1',
      'gateway#2',
      'gateway#3',
      'gateway#1',
      'gateway#2',
      'gateway#3',
    ]);
  });

  it('skips a gateway marked down until its moment is over, or until it answers', () => {
    let now = 0;
    const upstreams = new Upstreams([a, b], 1000, () => now);
    upstreams.markDown(a);
    expect([1, 2, 3].map(() => upstreams.pick()?.name)).toEqual([
      'gateway#2',
      'gateway#2',
      'gateway#2',
    ]);
    now = 1000;
    expect(new Set([1, 2].map(() => upstreams.pick()?.name))).toEqual(
      new Set(['gateway#1', 'gateway#2']),
    );
    upstreams.markDown(b);
    upstreams.markUp(b);
    expect(new Set([1, 2].map(() => upstreams.pick()?.name))).toEqual(
      new Set(['gateway#1', 'gateway#2']),
    );
  });

  it('still takes them in turn when every one is down, and never one already tried', () => {
    const upstreams = new Upstreams([a, b], 1000, () => 0);
    upstreams.markDown(a);
    upstreams.markDown(b);
    expect(upstreams.pick(new Set([a.url]))).toBe(b);
    expect(upstreams.pick(new Set([a.url, b.url]))).toBeUndefined();
  });

  it('needs a gateway', () => {
    expect(() => new Upstreams([])).toThrow(/at least one gateway/);
  });
});

describe('mayRetryElsewhere', () => {
  it('asks another gateway for a read, whatever failed', () => {
    expect(mayRetryElsewhere('GET', wrapped('ECONNRESET'))).toBe(true);
    expect(mayRetryElsewhere('HEAD', new Error('timeout'))).toBe(true);
  });

  it('sends a write again only when its connection was refused', () => {
    expect(wasRefused(wrapped('ECONNREFUSED'))).toBe(true);
    expect(mayRetryElsewhere('POST', wrapped('ECONNREFUSED'))).toBe(true);
    expect(mayRetryElsewhere('POST', wrapped('ECONNRESET'))).toBe(false);
    expect(mayRetryElsewhere('POST', new Error('headers timeout'))).toBe(false);
  });
});
