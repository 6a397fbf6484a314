import fs from 'node:fs';
import { isAlive } from './lock';

/** The pid on the first line of a pid file, if the file is there and names one. */
export function readPidFile(file: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.split('\n')[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * A server left running by a launcher that was killed (its pid file still names a live
 * `program`) holds our data folder: stop it before starting a new one. The launcher's lock
 * guarantees that no live launcher owns it.
 */
export async function stopLeftover(
  pidFile: string,
  program: string,
  log: (message: string) => void,
): Promise<void> {
  const pid = readPidFile(pidFile);
  if (pid === undefined || !isAlive(pid)) return;
  let command = '';
  try {
    command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // no /proc here: cannot tell what it is
  }
  if (!command.includes(program)) {
    throw new Error(
      `${pidFile} names pid ${pid}, which is still running: stop it, then start again`,
    );
  }
  log(`stopping the ${program} (pid ${pid}) that an earlier launcher left running`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid) && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}
