import { checkUpdateForm, draftRelease, nextVersion, releaseJson } from './releaseDraft';

describe('the update form rules', () => {
  it('needs a version, then at least one detail line', () => {
    expect(checkUpdateForm(' ', 'x')).toEqual({
      messageKey: 'updateForm.versionRequired',
      fields: ['version'],
    });
    expect(checkUpdateForm('', '')?.fields).toEqual(['version']);
    expect(checkUpdateForm('1.0.16', ' \n\t\n')).toEqual({
      messageKey: 'updateForm.detailRequired',
      fields: ['detail'],
    });
    expect(checkUpdateForm('1.0.16', 'Faster search.')).toBeNull();
  });

  it('builds a release like those of the version history, dated in the Buddhist era', () => {
    const release = draftRelease(' 1.0.16 ', ' One.\n\nTwo. \n', new Date(2025, 0, 5));
    expect(release).toEqual({ version: '1.0.16', date: '05/01/2568', details: ['One.', 'Two.'] });
    expect(JSON.parse(releaseJson(release))).toEqual(release);
  });

  it('suggests the version after the current one', () => {
    expect(nextVersion('1.0.15')).toBe('1.0.16');
    expect(nextVersion('1.0.9')).toBe('1.0.10');
  });
});
