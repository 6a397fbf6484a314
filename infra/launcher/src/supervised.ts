import { ManagedChild, describeExit, type ChildExit, type ChildSpec } from './child';
import type { LineSink } from './output';
import {
  afterExit,
  defaultRestartPolicy,
  formatDuration,
  type RestartPolicy,
} from './restart-policy';

export interface SupervisionOptions {
  sink: LineSink;
  log: (message: string) => void;
  policy?: RestartPolicy;
  /** Whether the portal came up once; until then a death is reported, not restarted. */
  portalUp: () => boolean;
  /** Told of a death before the portal was up. */
  onFailedStart: (exit: ChildExit) => void;
}

/**
 * A long-running part kept running: when it dies without being asked to, it is started again
 * after a backoff (restart-policy.ts), and a log line says what died, how, and when it comes
 * back. Only stop() ends it for good. Before the portal is up, a death is not restarted but
 * reported, so that a part that cannot start fails the start at once.
 */
export class SupervisedChild {
  readonly name: string;
  private current: ManagedChild;
  private startedAt = Date.now();
  private restartsInARow = 0;
  private restartCount = 0;
  private stopRequested = false;
  private pending: NodeJS.Timeout | undefined;

  /** `running` is its first run when the caller started it already (and waited for it to answer). */
  constructor(
    private readonly spec: ChildSpec,
    private readonly options: SupervisionOptions,
    running?: ManagedChild,
  ) {
    this.name = spec.name;
    this.current = running ?? ManagedChild.start(spec, options.sink);
    this.follow(this.current);
  }

  /** The process id of the current run (undefined while it waits to be restarted). */
  get pid(): number | undefined {
    return this.current.hasExited ? undefined : this.current.pid;
  }

  /** How many times it was restarted since the launcher started it. */
  get restarts(): number {
    return this.restartCount;
  }

  private follow(child: ManagedChild): void {
    void child.exited.then((exit) => this.onExit(child, exit));
  }

  private onExit(child: ManagedChild, exit: ChildExit): void {
    const uptimeMs = Date.now() - this.startedAt;
    const decision = afterExit(
      {
        stopRequested: this.stopRequested || child.stopping,
        portalUp: this.options.portalUp(),
        uptimeMs,
        restartsInARow: this.restartsInARow,
      },
      this.options.policy ?? defaultRestartPolicy,
    );
    if (decision.action === 'none') return;
    if (decision.action === 'fail-start') {
      this.options.onFailedStart(exit);
      return;
    }
    this.restartsInARow = decision.attempt;
    this.options.log(
      `${describeExit(exit)} after ${formatDuration(uptimeMs)} up; restarting it in ` +
        `${formatDuration(decision.delayMs)} (restart ${decision.attempt} in a row)`,
    );
    this.pending = setTimeout(() => this.restart(), decision.delayMs);
  }

  private restart(): void {
    this.pending = undefined;
    if (this.stopRequested) return;
    this.current = ManagedChild.start(this.spec, this.options.sink);
    this.startedAt = Date.now();
    this.restartCount += 1;
    this.options.log(`${this.name} restarted (pid ${this.current.pid ?? 'unknown'})`);
    this.follow(this.current);
  }

  /** Stops it for good: no restart is pending afterwards. */
  async stop(graceMs: number): Promise<ChildExit> {
    this.stopRequested = true;
    clearTimeout(this.pending);
    return this.current.stop(graceMs);
  }
}
