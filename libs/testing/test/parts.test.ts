import { startParts, type Stoppable } from '../src/parts';

/** A part that notes in `stopped` when it stops. */
function part(name: string, stopped: string[]): Stoppable {
  return {
    stop: async () => {
      stopped.push(name);
    },
  };
}

function failingTo(what: 'start' | 'stop', message: string): () => Promise<Stoppable> {
  return what === 'start'
    ? () => Promise.reject(new Error(message))
    : async () => ({ stop: () => Promise.reject(new Error(message)) });
}

async function failureOf(work: Promise<unknown>): Promise<Error> {
  const outcome = await work.then(
    () => new Error('Expected a failure, but it succeeded'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error(`Not an Error: ${String(outcome)}`);
  return outcome;
}

describe('startParts', () => {
  it('answers the parts by name once every one has started', async () => {
    const server = { url: 'nats://127.0.0.1:4222', stop: async () => undefined };
    const built = await startParts(async (parts) => {
      const { nats } = await parts.start({ nats: async () => server });
      return nats.url;
    });
    expect(built).toBe('nats://127.0.0.1:4222');
  });

  it('stops every part that started when one fails to start, and names the one that failed', async () => {
    const stopped: string[] = [];
    const cause = new Error('port 4222 is taken');
    const failure = await failureOf(
      startParts((parts) =>
        parts.start({
          postgres: async () => part('postgres', stopped),
          nats: () => Promise.reject(cause),
          objectStorage: async () => part('objectStorage', stopped),
        }),
      ),
    );
    expect(failure.message).toBe('Could not start nats: port 4222 is taken');
    expect(failure.cause).toBe(cause);
    expect(stopped.sort()).toEqual(['objectStorage', 'postgres']);
  });

  it('waits for a part still starting when another fails, and stops it once it is up', async () => {
    const stopped: string[] = [];
    let finishStarting: (started: Stoppable) => void = () => undefined;
    let settled = false;
    const starting = startParts((parts) =>
      parts.start({
        broken: failingTo('start', 'no binary'),
        slow: () =>
          new Promise<Stoppable>((resolve) => {
            finishStarting = resolve;
          }),
      }),
    ).finally(() => {
      settled = true;
    });
    // Everything but the slow part's start runs to its end before the next turn of the loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);

    finishStarting(part('slow', stopped));
    expect((await failureOf(starting)).message).toBe('Could not start broken: no binary');
    expect(stopped).toEqual(['slow']);
  });

  it('names every part that failed, the first listed first, and what failed to stop', async () => {
    const failure = await failureOf(
      startParts((parts) =>
        parts.start({
          postgres: failingTo('stop', 'connection reset'),
          nats: failingTo('start', 'no nats-server'),
          objectStorage: failingTo('start', 'disk full'),
        }),
      ),
    );
    expect(failure.message).toBe(
      [
        'Could not start nats: no nats-server',
        'Could not start objectStorage: disk full',
        'Could not stop postgres: connection reset',
      ].join('\n'),
    );
  });

  it('stops the earlier steps, newest first, when a later step throws', async () => {
    const stopped: string[] = [];
    const migrationFailed = new Error('migration failed');
    const failure = await failureOf(
      startParts(async (parts) => {
        await parts.start({ infra: async () => part('infra', stopped) });
        await parts.start({ database: async () => part('database', stopped) });
        throw migrationFailed;
      }),
    );
    expect(failure).toBe(migrationFailed);
    expect(stopped).toEqual(['database', 'infra']);
  });

  it('stops them all, newest step first, even when one cannot stop, and names that one', async () => {
    const stopped: string[] = [];
    const built = await startParts(async (parts) => {
      await parts.start({
        infra: async () => part('infra', stopped),
        stuck: failingTo('stop', 'still busy'),
      });
      await parts.start({ service: async () => part('service', stopped) });
      return parts;
    });
    expect((await failureOf(built.stop())).message).toBe('Could not stop stuck: still busy');
    expect(stopped).toEqual(['service', 'infra']);

    await built.stop();
    expect(stopped).toEqual(['service', 'infra']);
  });
});
