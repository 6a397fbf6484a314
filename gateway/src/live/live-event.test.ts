import { type LiveEvent } from '@dating/contracts';
import { readLiveEvent } from './live-event';

const readMark: LiveEvent = {
  kind: 'conversation-read',
  data: { conversation_id: 1, reader_id: 2, read_up_to: 3 },
};

describe('a stored live event', () => {
  it('is sent as its declaration reads it, on one line, without keys it does not declare', () => {
    const stored = JSON.stringify({ ...readMark, internal: 'not for the browser' }, null, 2);
    expect(stored).toContain('\n');
    expect(readLiveEvent(stored)).toEqual({ data: JSON.stringify(readMark) });
  });

  it('is refused, with the reason, when it is not JSON or not a declared event', () => {
    const undeclared = [
      'not json',
      '[]',
      JSON.stringify({ kind: 'gossip', data: readMark.data }),
      JSON.stringify({ kind: 'message', data: readMark.data }),
    ];
    for (const stored of undeclared) {
      const read = readLiveEvent(stored);
      expect('problem' in read && read.problem.length > 0).toBe(true);
    }
  });
});
