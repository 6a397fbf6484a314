import type { InterestAction } from '@dating/contracts';
import { interestButtons, offersSubscribe } from './interestButtons';

const all: InterestAction[] = ['interest', 'match', 'ignore'];
const labels = (buttons: ReturnType<typeof interestButtons>) =>
  buttons.map((button) => [button.label, button.action, button.confirm]);

describe('interest buttons', () => {
  it('offers Interest when nobody has shown interest', () => {
    expect(labels(interestButtons('none', ['interest']))).toEqual([
      ['interest', 'interest', 'confirmInterest'],
    ]);
  });

  it('offers Ignore once the viewer has shown interest', () => {
    expect(labels(interestButtons('interested', ['ignore']))).toEqual([
      ['ignore', 'ignore', 'confirmIgnore'],
    ]);
  });

  it('offers Match and Unmatch/Ignore when the other is interested in the viewer', () => {
    expect(labels(interestButtons('interested-in-me', ['match', 'ignore']))).toEqual([
      ['match', 'match', 'confirmMatch'],
      ['unmatchIgnore', 'ignore', 'confirmIgnore'],
    ]);
  });

  it('offers Unmatch when matched', () => {
    expect(labels(interestButtons('matched', ['ignore']))).toEqual([
      ['unmatch', 'ignore', 'confirmIgnore'],
    ]);
  });

  it('leaves out what the server does not allow', () => {
    expect(interestButtons('interested-in-me', ['ignore']).map((b) => b.label)).toEqual([
      'unmatchIgnore',
    ]);
    expect(interestButtons('none', [])).toEqual([]);
    expect(interestButtons('none', all).map((b) => b.label)).toEqual(['interest']);
  });
});

describe('offersSubscribe', () => {
  it('only to a matched viewer known to have no membership now', () => {
    expect(offersSubscribe('matched', false)).toBe(true);
    expect(offersSubscribe('matched', true)).toBe(false);
    expect(offersSubscribe('matched', null)).toBe(false);
    expect(offersSubscribe('interested', false)).toBe(false);
    expect(offersSubscribe('interested-in-me', false)).toBe(false);
    expect(offersSubscribe('none', false)).toBe(false);
  });
});
