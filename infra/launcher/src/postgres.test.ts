import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blockedAncestor } from './postgres';

describe('blockedAncestor', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgdir-'));
  });
  afterEach(() => {
    fs.chmodSync(dir, 0o755);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // uid/gid that own nothing here: only the "others" bits count for them.
  const stranger = { uid: 4_000_001, gid: 4_000_001 };

  it('finds the folder another user cannot enter', () => {
    fs.mkdirSync(path.join(dir, 'data'));
    fs.chmodSync(dir, 0o700);
    expect(blockedAncestor(path.join(dir, 'data', 'pg'), stranger.uid, stranger.gid)).toBe(dir);
  });

  it('answers undefined when every folder above can be entered', () => {
    fs.chmodSync(dir, 0o755);
    fs.mkdirSync(path.join(dir, 'data'));
    const ancestors = path.resolve(os.tmpdir());
    // Only meaningful when the temp folder itself is open to others (as /tmp is).
    if ((fs.statSync(ancestors).mode & 0o001) === 0) return;
    expect(
      blockedAncestor(path.join(dir, 'data', 'pg'), stranger.uid, stranger.gid),
    ).toBeUndefined();
  });
});
