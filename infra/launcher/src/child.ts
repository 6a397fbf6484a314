import { spawn, type ChildProcess } from 'node:child_process';
import { LineSplitter, type LineSink } from './output';

export interface ChildSpec {
  name: string;
  command: string;
  args: readonly string[];
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Run as this user (the launcher runs as root and the program refuses root). */
  uid?: number;
  gid?: number;
  /** Asked to stop with this signal first (default SIGTERM); SIGKILL after the grace period. */
  stopSignal?: NodeJS.Signals;
}

export interface ChildExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the program could not be started at all. */
  error?: Error;
}

export function describeExit(exit: ChildExit): string {
  if (exit.error !== undefined) return `${exit.name} could not start: ${exit.error.message}`;
  if (exit.signal !== null) return `${exit.name} was killed by ${exit.signal}`;
  return `${exit.name} exited with code ${exit.code ?? 'unknown'}`;
}

/** Every child still running, so a last-moment exit handler can kill them all. */
const running = new Set<ManagedChild>();

/**
 * A program the launcher started, in a process group of its own: a Ctrl-C at the terminal
 * reaches only the launcher, which then stops its children in order, and a stop reaches
 * whatever the child itself started.
 */
export class ManagedChild {
  readonly name: string;
  readonly exited: Promise<ChildExit>;
  private stopRequested = false;
  private done = false;
  private readonly process: ChildProcess;
  private readonly stopSignal: NodeJS.Signals;

  private constructor(spec: ChildSpec, sink: LineSink) {
    this.name = spec.name;
    this.stopSignal = spec.stopSignal ?? 'SIGTERM';
    this.process = spawn(spec.command, [...spec.args], {
      cwd: spec.cwd,
      env: spec.env,
      uid: spec.uid,
      gid: spec.gid,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = new LineSplitter((line) => sink(this.name, line, 'stdout'));
    const err = new LineSplitter((line) => sink(this.name, line, 'stderr'));
    this.process.stdout?.setEncoding('utf8').on('data', (chunk: string) => out.push(chunk));
    this.process.stderr?.setEncoding('utf8').on('data', (chunk: string) => err.push(chunk));
    running.add(this);
    this.exited = new Promise<ChildExit>((resolve) => {
      const finish = (exit: ChildExit) => {
        if (this.done) return;
        this.done = true;
        running.delete(this);
        out.end();
        err.end();
        resolve(exit);
      };
      // Whatever the child left running in its group goes with it (that also closes its pipes).
      this.process.once('exit', () => this.sweepGroup());
      this.process.once('error', (error) =>
        finish({ name: this.name, code: null, signal: null, error }),
      );
      this.process.once('close', (code, signal) => finish({ name: this.name, code, signal }));
    });
  }

  static start(spec: ChildSpec, sink: LineSink): ManagedChild {
    return new ManagedChild(spec, sink);
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  /** True once stop() was called: its exit is then expected, not a crash. */
  get stopping(): boolean {
    return this.stopRequested;
  }

  get hasExited(): boolean {
    return this.done;
  }

  /** Asks the program to stop, and kills its whole process group after `graceMs`. */
  async stop(graceMs: number): Promise<ChildExit> {
    this.stopRequested = true;
    if (this.done) return this.exited;
    this.signal(this.stopSignal, false);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), graceMs);
    });
    const first = await Promise.race([this.exited, timeout]);
    clearTimeout(timer);
    if (first !== 'timeout') return first;
    this.signal('SIGKILL', true);
    return this.exited;
  }

  /** Immediate SIGKILL of the group, for the process 'exit' handler (which cannot wait). */
  killNow(): void {
    this.stopRequested = true;
    if (!this.done) this.signal('SIGKILL', true);
  }

  private signal(signal: NodeJS.Signals, group: boolean): void {
    const pid = this.process.pid;
    if (pid === undefined) return;
    try {
      process.kill(group ? -pid : pid, signal);
    } catch {
      // already gone
    }
  }

  private sweepGroup(): void {
    const pid = this.process.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group is empty: nothing left behind
    }
  }
}

export function killAllNow(): void {
  for (const child of running) child.killNow();
}

/** Runs a one-shot program (a migration) to its end; its exit code is the answer. */
export async function runToEnd(
  spec: ChildSpec,
  sink: LineSink,
  track?: (child: ManagedChild) => void,
): Promise<ChildExit> {
  const child = ManagedChild.start(spec, sink);
  track?.(child);
  return child.exited;
}
