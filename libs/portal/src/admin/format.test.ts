import { dateTimeText } from './format';

describe('the admin screens’ dates', () => {
  it('show times as day/month/year hour:minute, Buddhist era in Thai', () => {
    const iso = '2026-03-01T10:05:00.000Z';
    const local = new Date(iso);
    const two = (value: number) => String(value).padStart(2, '0');
    expect(dateTimeText(iso, 'en')).toBe(
      `${two(local.getDate())}/${two(local.getMonth() + 1)}/${local.getFullYear()}, ` +
        `${two(local.getHours())}:${two(local.getMinutes())}`,
    );
    expect(dateTimeText(iso, 'th')).toContain('2569');
    expect(dateTimeText(null, 'no')).toBe('–');
  });
});
