/** Something a test started and must stop again: a server, a container, a service. */
export interface Stoppable {
  stop(): Promise<void>;
}

/** Functions that each start one part, by the name a failure reports it under. */
export type Starters = Record<string, () => Promise<Stoppable>>;

export type StartedParts<S extends Starters> = { [Name in keyof S]: Awaited<ReturnType<S[Name]>> };

export interface Parts extends Stoppable {
  /**
   * Starts these parts at once and answers them by name. It waits for every one to start or
   * fail; when any fails, it throws naming each that failed, the first listed first.
   */
  start<S extends Starters>(starters: S): Promise<StartedParts<S>>;
  /** Stops every part started, the newest step first and the parts of a step together. */
  stop(): Promise<void>;
}

interface Started {
  name: string;
  part: Stoppable;
}

interface Failure {
  name: string;
  error: unknown;
}

/**
 * Runs `build`, which starts parts in one or more steps with `parts.start` and answers what it
 * made of them (its `stop` is `parts.stop`). When `build` throws, at whatever step, every part
 * started so far is stopped before the error is thrown on: a server left running keeps the test
 * process, and so jest, from exiting.
 */
export async function startParts<Built>(build: (parts: Parts) => Promise<Built>): Promise<Built> {
  const steps: Map<string, Stoppable>[] = [];

  async function stopAll(): Promise<Failure[]> {
    const failures: Failure[] = [];
    for (const step of steps.splice(0).reverse()) {
      const outcomes = await Promise.all(
        [...step].map(async ([name, part]): Promise<Failure | undefined> => {
          try {
            await part.stop();
          } catch (error) {
            return { name, error };
          }
        }),
      );
      failures.push(...outcomes.filter((outcome) => outcome !== undefined));
    }
    return failures;
  }

  const parts: Parts = {
    async start<S extends Starters>(starters: S): Promise<StartedParts<S>> {
      const outcomes = await Promise.all(
        Object.entries(starters).map(async ([name, start]): Promise<Started | Failure> => {
          try {
            return { name, part: await start() };
          } catch (error) {
            return { name, error };
          }
        }),
      );
      const step = new Map<string, Stoppable>();
      const failures: Failure[] = [];
      for (const outcome of outcomes) {
        if ('part' in outcome) step.set(outcome.name, outcome.part);
        else failures.push(outcome);
      }
      steps.push(step);
      if (failures.length > 0) throw failed('start', failures);
      return Object.fromEntries(step) as StartedParts<S>;
    },
    async stop() {
      const failures = await stopAll();
      if (failures.length > 0) throw failed('stop', failures);
    },
  };

  try {
    return await build(parts);
  } catch (error) {
    const failures = await stopAll();
    if (failures.length === 0) throw error;
    throw new Error(`${messageOf(error)}\n${failed('stop', failures).message}`, { cause: error });
  }
}

/** One line per failure, `Could not start nats: …`; its cause is the first failure's error. */
function failed(verb: 'start' | 'stop', failures: readonly Failure[]): Error {
  return new Error(
    failures.map(({ name, error }) => `Could not ${verb} ${name}: ${messageOf(error)}`).join('\n'),
    { cause: failures[0]?.error },
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
