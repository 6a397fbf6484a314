import { MessageCode, type DateInfoInput } from '@dating/contracts';
import { dateInfoIssue } from './section-definitions';

const dateInfo = (texts: Partial<DateInfoInput>): DateInfoInput => ({
  user_id: 1,
  looking_for: 'MARRIAGE',
  gender_for: 'F',
  age_start: 25,
  age_end: 40,
  lang_important: 'Y',
  learn_th: 'Y',
  th_spouse_reason: null,
  th_women_think: null,
  spouse_expect: null,
  hidden_fields: [],
  ...texts,
});

describe('dateInfoIssue', () => {
  it('asks for User Information first', () => {
    expect(dateInfoIssue(dateInfo({}), null)).toBe(MessageCode.userInfoFirst);
  });

  it('asks a man outside Thailand for the Thai-spouse texts, reason first', () => {
    const man = { gender: 'M', country: 'Norway' };
    expect(dateInfoIssue(dateInfo({}), man)).toBe(MessageCode.thaiSpouseReasonRequired);
    expect(dateInfoIssue(dateInfo({ th_spouse_reason: 'Kind people' }), man)).toBe(
      MessageCode.thaiThinkRequired,
    );
    expect(
      dateInfoIssue(dateInfo({ th_spouse_reason: 'Kind people', th_women_think: 'Warm' }), man),
    ).toBeNull();
  });

  it('asks a man outside Thailand whether he wants to learn Thai before the texts', () => {
    const man = { gender: 'M', country: 'Norway' };
    expect(dateInfoIssue(dateInfo({ learn_th: null }), man)).toBe(MessageCode.learningThaiRequired);
  });

  it('asks nobody else for them', () => {
    expect(
      dateInfoIssue(dateInfo({ learn_th: null }), { gender: 'F', country: 'Norway' }),
    ).toBeNull();
    expect(dateInfoIssue(dateInfo({}), { gender: 'M', country: 'Thailand' })).toBeNull();
    expect(dateInfoIssue(dateInfo({}), { gender: 'F', country: 'Norway' })).toBeNull();
    expect(dateInfoIssue(dateInfo({}), { gender: null, country: 'Norway' })).toBeNull();
  });
});
