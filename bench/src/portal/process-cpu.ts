import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

// Where a call's CPU goes: the user and system time of every process this bench started (the
// launcher, the services, the gateway, the embedded Postgres and nats-server) read from
// /proc before and after a measure, plus the bench's own client. Linux only; elsewhere the
// breakdown is empty.

/** Clock ticks a second (`getconf CLK_TCK`), 100 on every Linux this runs on. */
const ticksPerSecond = 100;

interface ProcessStat {
  parent: number;
  cpuTicks: number;
}

function statOf(pid: number): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name in parentheses may hold spaces; the fields after it are fixed: state, ppid, …
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
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
function cpuByPart(): Map<string, number> {
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
  const ticks = new Map<string, number>();
  for (const [pid, stat] of stats) {
    if (!below(pid)) continue;
    const part = partOf(pid);
    ticks.set(part, (ticks.get(part) ?? 0) + stat.cpuTicks);
  }
  return ticks;
}

/** CPU milliseconds per call by part, the bench's own client first, largest first after it. */
export type CpuPerCall = [part: string, milliseconds: number][];

/** Runs `work`, which makes `calls` calls, and answers its result and each part's CPU per call. */
export async function withCpuPerCall<T>(
  calls: number,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuPerCall }> {
  if (process.platform !== 'linux') return { result: await work(), cpu: [] };
  const before = cpuByPart();
  const client = process.cpuUsage();
  const result = await work();
  const clientUsed = process.cpuUsage(client);
  const after = cpuByPart();
  const parts: CpuPerCall = [];
  for (const [part, ticks] of after) {
    const used = ((ticks - (before.get(part) ?? 0)) * 1000) / ticksPerSecond / calls;
    if (used > 0) parts.push([part, used]);
  }
  parts.sort((a, b) => b[1] - a[1]);
  const clientMs = (clientUsed.user + clientUsed.system) / 1000 / calls;
  return { result, cpu: [['bench client', clientMs], ...parts] };
}
