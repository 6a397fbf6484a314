import fs from 'node:fs/promises';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One launcher per data folder: a second one would start a second Postgres on the same files.
 * A lock left by a launcher that died is taken over.
 */
export async function acquireLock(
  file: string,
): Promise<{ release(): Promise<void>; stale: boolean }> {
  let stale = false;
  try {
    const pid = Number((await fs.readFile(file, 'utf8')).trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new Error(`another launcher (pid ${pid}) is running with this data folder (${file})`);
    }
    stale = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.writeFile(file, `${process.pid}\n`);
  return {
    stale,
    release: () => fs.rm(file, { force: true }),
  };
}
