import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

// Where a call's CPU goes: the user and system time of every process this bench started (the
// launcher, the services, the gateway, the embedded Postgres and nats-server) read from
// /proc before and after a measure, plus the bench's own client. Linux only; elsewhere the
// breakdown is empty.

/** Clock ticks a second (`getconf CLK_TCK`), 100 on every Linux this runs on. */
const ticksPerSecond = 100;

/** CPU time in user code and in the kernel (system calls: socket reads and writes, mostly). */
export interface CpuTime {
  user: number;
  kernel: number;
}

interface ProcessStat extends CpuTime {
  parent: number;
}

function statOf(pid: number): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name in parentheses may hold spaces; the fields after it are fixed (proc(5)): ppid
    // at 1, user and system time at 11 and 12, and at 13 and 14 those of its children that
    // ended (a Postgres backend whose client closed).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const field = (index: number) => Number(fields[index] ?? 0);
    return { parent: field(1), user: field(11) + field(13), kernel: field(12) + field(14) };
  } catch {
    return undefined;
  }
}

/** A process's part of the portal: the package of a `…/dist/main.js`, else its program. */
function partOf(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const main = args.find((arg) => arg.endsWith(path.join('dist', 'main.js')));
    if (main)
      return path.basename(path.resolve(readlinkSync(`/proc/${pid}/cwd`), main, '..', '..'));
    const program = path.basename(args[0] ?? 'unknown');
    // Postgres backends name themselves "postgres: role db address state".
    return program.split(':')[0] ?? program;
  } catch {
    return 'unknown';
  }
}

/** CPU ticks by part, over every process below this one. */
function cpuByPart(): Map<string, CpuTime> {
  const stats = new Map<number, ProcessStat>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (stat) stats.set(pid, stat);
  }
  const below = (pid: number): boolean => {
    for (let at = stats.get(pid)?.parent; at !== undefined && at > 1; at = stats.get(at)?.parent)
      if (at === process.pid) return true;
    return false;
  };
  const ticks = new Map<string, CpuTime>();
  for (const [pid, stat] of stats) {
    if (!below(pid)) continue;
    const part = partOf(pid);
    const sum = ticks.get(part) ?? { user: 0, kernel: 0 };
    ticks.set(part, { user: sum.user + stat.user, kernel: sum.kernel + stat.kernel });
  }
  return ticks;
}

/** CPU milliseconds per call by part, the bench's own client first, largest first after it. */
export type CpuPerCall = [part: string, milliseconds: CpuTime][];

/** Runs `work`, which makes `calls` calls, and answers its result and each part's CPU per call. */
export async function withCpuPerCall<T>(
  calls: number,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuPerCall }> {
  if (process.platform !== 'linux') return { result: await work(), cpu: [] };
  const before = cpuByPart();
  const clientBefore = process.cpuUsage();
  const result = await work();
  const clientUsed = process.cpuUsage(clientBefore);
  const after = cpuByPart();
  const perCall = (ticks: number) => (ticks * 1000) / ticksPerSecond / calls;
  const parts: CpuPerCall = [];
  for (const [part, ticks] of after) {
    const earlier = before.get(part) ?? { user: 0, kernel: 0 };
    const used = {
      user: perCall(ticks.user - earlier.user),
      kernel: perCall(ticks.kernel - earlier.kernel),
    };
    if (used.user + used.kernel > 0) parts.push([part, used]);
  }
  parts.sort((a, b) => b[1].user + b[1].kernel - (a[1].user + a[1].kernel));
  const client = { user: clientUsed.user / 1000 / calls, kernel: clientUsed.system / 1000 / calls };
  return { result, cpu: [['bench client', client], ...parts] };
}

/** Each part's CPU per call, the kernel's share in parentheses: "gateway 0.90 (0.41), …". */
export function describeCpu(cpu: CpuPerCall): string {
  const ms = ({ user, kernel }: CpuTime) => `${(user + kernel).toFixed(2)} (${kernel.toFixed(2)})`;
  const all = cpu.reduce(
    (sum, [, time]) => ({ user: sum.user + time.user, kernel: sum.kernel + time.kernel }),
    { user: 0, kernel: 0 },
  );
  return `${cpu.map(([part, time]) => `${part} ${ms(time)}`).join(', ')}; all ${ms(all)}`;
}
