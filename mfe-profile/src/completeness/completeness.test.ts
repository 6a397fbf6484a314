import type { ProfileView, ViewSection } from '@dating/contracts';
import { missingItems } from './completeness';

const section = (values: ViewSection['values']): ViewSection => ({ values, hidden: [] });

const photo = {
  img_seq: 1,
  url: '/api/files/photos/p1',
  card_url: '/api/files/photos/p1/card',
  img_type: 'image/webp',
  img_size: 1000,
};

const complete: ProfileView = {
  user_id: 7,
  is_owner: true,
  active_flag: 'Y',
  age: 36,
  contact_visible: true,
  verified: false,
  photos: [photo],
  sections: {
    USER_INFO: section({ name: 'Malee', gender: { code: 'F', label: 'Woman' } }),
    PERSON_INFO: section({ height: 160 }),
    FAVORITE_INFO: section({ drinking: { code: 'NEVER', label: 'Never' } }),
    DATE_INFO: section({ gender_for: { code: 'M', label: 'Man' }, age_start: 30, age_end: 45 }),
  },
};

const items = (profile: ProfileView | null) => missingItems(profile).map((missing) => missing.item);

describe('missingItems', () => {
  it('is empty for a complete profile', () => {
    expect(missingItems(complete)).toEqual([]);
  });

  it('lists everything, a photo first, when nothing is saved; each to the wizard', () => {
    expect(missingItems(null)).toEqual([
      { item: 'photo', section: 1, href: '/register' },
      { item: 'USER_INFO', section: 1, href: '/register' },
      { item: 'PERSON_INFO', section: 2, href: '/register' },
      { item: 'FAVORITE_INFO', section: 3, href: '/register' },
      { item: 'DATE_INFO', section: 4, href: '/register' },
    ]);
  });

  it('leads to the section edit page once User Information is saved', () => {
    const noPhoto = { ...complete, photos: [] };
    expect(missingItems(noPhoto)).toEqual([{ item: 'photo', section: 1, href: '/edit-profile' }]);
    const noFavorites = { ...complete, sections: { ...complete.sections, FAVORITE_INFO: null } };
    expect(missingItems(noFavorites)).toEqual([
      { item: 'FAVORITE_INFO', section: 3, href: '/edit-profile' },
    ]);
  });

  it('names a missing gender looked for and age range in Date Information', () => {
    const date = (values: ViewSection['values']) => ({
      ...complete,
      sections: { ...complete.sections, DATE_INFO: section(values) },
    });
    expect(items(date({ age_start: 30, age_end: 45 }))).toEqual(['genderFor']);
    expect(items(date({ gender_for: { code: 'M', label: 'Man' }, age_start: 30 }))).toEqual([
      'ageRange',
    ]);
    expect(items(date({}))).toEqual(['genderFor', 'ageRange']);
  });

  it('counts User Information without a name as missing', () => {
    const nameless = {
      ...complete,
      sections: { ...complete.sections, USER_INFO: section({ name: '' }) },
    };
    expect(missingItems(nameless)[0]).toEqual({
      item: 'USER_INFO',
      section: 1,
      href: '/register',
    });
  });
});
