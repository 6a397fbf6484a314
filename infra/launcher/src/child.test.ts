import { isAlive } from './lock';
import { describeExit, ManagedChild, runToEnd } from './child';

const node = process.execPath;
const lines: string[] = [];
const sink = (name: string, line: string) => lines.push(`${name}: ${line}`);

beforeEach(() => {
  lines.length = 0;
});

describe('ManagedChild', () => {
  it('passes on output line by line under its name, and its exit', async () => {
    const exit = await runToEnd(
      {
        name: 'job',
        command: node,
        args: ['-e', 'console.log("a\\nb"); console.error("c"); process.exit(3)'],
      },
      sink,
    );
    expect(exit).toMatchObject({ name: 'job', code: 3, signal: null });
    expect(lines.sort()).toEqual(['job: a', 'job: b', 'job: c']);
    expect(describeExit(exit)).toBe('job exited with code 3');
  });

  it('stops a program with SIGTERM', async () => {
    const child = ManagedChild.start(
      {
        name: 'calm',
        command: node,
        args: ['-e', 'setInterval(() => {}, 1000); console.log("up")'],
      },
      sink,
    );
    await waitFor(() => lines.includes('calm: up'));
    const exit = await child.stop(5000);
    expect(exit.signal).toBe('SIGTERM');
    expect(child.stopping).toBe(true);
  });

  it('kills a program that ignores SIGTERM once the grace period is over', async () => {
    const child = ManagedChild.start(
      {
        name: 'stubborn',
        command: node,
        args: [
          '-e',
          'process.on("SIGTERM", () => console.log("ignored")); setInterval(() => {}, 1000); console.log("up")',
        ],
      },
      sink,
    );
    await waitFor(() => lines.includes('stubborn: up'));
    const exit = await child.stop(300);
    expect(lines).toContain('stubborn: ignored');
    expect(exit.signal).toBe('SIGKILL');
  });

  it('leaves nothing of its process group behind', async () => {
    const script = `
      const { spawn } = require('node:child_process');
      const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      console.log('grandchild ' + grandchild.pid);
      setInterval(() => {}, 1000);`;
    const child = ManagedChild.start({ name: 'parent', command: node, args: ['-e', script] }, sink);
    await waitFor(() => lines.some((line) => line.startsWith('parent: grandchild ')));
    const grandchild = Number(
      lines
        .find((line) => line.startsWith('parent: grandchild '))
        ?.split(' ')
        .pop(),
    );
    expect(isAlive(grandchild)).toBe(true);
    await child.stop(2000);
    await waitFor(() => !isAlive(grandchild));
  });

  it('reports a program that cannot start', async () => {
    const exit = await runToEnd({ name: 'ghost', command: '/nonexistent/program', args: [] }, sink);
    expect(exit.error).toBeDefined();
    expect(describeExit(exit)).toMatch(/^ghost could not start: /);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
