import { type RefTable } from '@dating/contracts';
import { profileView, type ProfileSnapshot, type SectionSnapshot } from './profile-view';

const owner = { userId: 7, contactsShared: false, showsActivity: true };
const other = { userId: 8, contactsShared: false, showsActivity: true };

const today = new Date(2026, 5, 15);
const label = (table: RefTable, code: string) => ({ code, label: `${table}:${code}` });

const userInfo = (overrides: Partial<SectionSnapshot> = {}): SectionSnapshot => ({
  values: {
    name: 'Malee',
    birthdate: '1995-06-16',
    country: 'Thailand',
    occupation: 'Nurse',
    caption: 'Hello',
    c_email: 'malee@example.com',
    line: 'malee.line',
    whats_app: '+66 81 234 5678',
    facebook: 'malee.fb',
    phone: '081 234 5678',
  },
  hiddenFields: ['birthdate'],
  activeFlag: 'Y',
  ...overrides,
});

const profile = (overrides: Partial<ProfileSnapshot> = {}): ProfileSnapshot => ({
  userId: 7,
  sections: {
    USER_INFO: userInfo(),
    PERSON_INFO: {
      values: { height: 160, weight: 50, num_child: null },
      hiddenFields: ['weight', 'person_value'],
      activeFlag: 'Y',
    },
    FAVORITE_INFO: null,
    DATE_INFO: null,
  },
  answers: [
    { table: 'GENDER', code: 'F' },
    { table: 'PERSON_VALUE', code: 'HONESTY' },
    { table: 'PERSON_VALUE', code: 'KINDNESS' },
    { table: 'SHAPE', code: 'SLIM' },
  ],
  photos: [
    { imgSeq: 2, imgFile: 'b', imgType: 'image/webp', imgSize: 20, reviewStatus: 'approved' },
    { imgSeq: 1, imgFile: 'a', imgType: 'image/webp', imgSize: 10, reviewStatus: 'approved' },
  ],
  verified: false,
  reported: false,
  activity: { lastActive: new Date(2026, 5, 12, 12), shown: true },
  ...overrides,
});

describe('profileView', () => {
  it('shows the owner everything, with choices labelled and hidden fields tagged', () => {
    const view = profileView(profile(), owner, label, today);
    expect(view).toMatchObject({
      user_id: 7,
      is_owner: true,
      active_flag: 'Y',
      age: 30,
      contact_visible: true,
    });
    expect(view?.sections.USER_INFO).toEqual({
      values: { ...userInfo().values, gender: { code: 'F', label: 'GENDER:F' } },
      hidden: ['birthdate'],
    });
    expect(view?.sections.PERSON_INFO?.values).toMatchObject({
      weight: 50,
      shape: { code: 'SLIM', label: 'SHAPE:SLIM' },
      marital_stat: null,
      person_value: [
        { code: 'HONESTY', label: 'PERSON_VALUE:HONESTY' },
        { code: 'KINDNESS', label: 'PERSON_VALUE:KINDNESS' },
      ],
    });
    expect(view?.sections.FAVORITE_INFO).toBeNull();
  });

  it('leaves hidden values and contact fields out for another member, naming the hidden ones', () => {
    const view = profileView(profile(), other, label, today);
    expect(view?.is_owner).toBe(false);
    expect(view?.contact_visible).toBe(false);
    expect(view?.sections.USER_INFO).toEqual({
      values: {
        name: 'Malee',
        country: 'Thailand',
        occupation: 'Nurse',
        caption: 'Hello',
        gender: { code: 'F', label: 'GENDER:F' },
      },
      hidden: ['birthdate'],
    });
    expect(view?.sections.PERSON_INFO?.values).not.toHaveProperty('weight');
    expect(view?.sections.PERSON_INFO?.values).not.toHaveProperty('person_value');
    expect(view?.sections.PERSON_INFO?.hidden).toEqual(['weight', 'person_value']);
  });

  it('gives another member the contact fields when they are shared, still without hidden ones', () => {
    const withPhoneHidden = profile({
      sections: {
        ...profile().sections,
        USER_INFO: userInfo({ hiddenFields: ['birthdate', 'phone'] }),
      },
    });
    const view = profileView(
      withPhoneHidden,
      { userId: 8, contactsShared: true, showsActivity: true },
      label,
      today,
    );
    expect(view?.contact_visible).toBe(true);
    expect(view?.sections.USER_INFO).toEqual({
      values: {
        name: 'Malee',
        country: 'Thailand',
        occupation: 'Nurse',
        caption: 'Hello',
        c_email: 'malee@example.com',
        line: 'malee.line',
        whats_app: '+66 81 234 5678',
        facebook: 'malee.fb',
        gender: { code: 'F', label: 'GENDER:F' },
      },
      hidden: ['birthdate', 'phone'],
    });
  });

  it('keeps a hidden or unfinished profile from others, not from its owner', () => {
    const hidden = profile({
      sections: { ...profile().sections, USER_INFO: userInfo({ activeFlag: 'N' }) },
    });
    expect(profileView(hidden, other, label, today)).toBeNull();
    expect(profileView(hidden, owner, label, today)?.active_flag).toBe('N');

    const unfinished = profile({ sections: { ...profile().sections, USER_INFO: null } });
    expect(profileView(unfinished, other, label, today)).toBeNull();
    expect(profileView(unfinished, owner, label, today)).toMatchObject({
      age: null,
      active_flag: 'Y',
    });
  });

  it('shows an administrator everything the owner sees, hidden or reported, without owning it', () => {
    const hidden = profile({
      sections: { ...profile().sections, USER_INFO: userInfo({ activeFlag: 'N' }) },
      photos: [
        { imgSeq: 1, imgFile: 'a', imgType: 'image/webp', imgSize: 10, reviewStatus: 'pending' },
      ],
      reported: true,
    });
    const grant = (file: string) => `grant-${file}`;
    const view = profileView(
      hidden,
      { userId: null, contactsShared: false, grant, showsActivity: null },
      label,
      today,
    );
    expect(view).toMatchObject({ is_owner: false, active_flag: 'N', contact_visible: true });
    expect(view?.sections.USER_INFO?.values).toMatchObject({
      birthdate: '1995-06-16',
      phone: '081 234 5678',
    });
    expect(view?.photos.map((photo) => photo.img_seq)).toEqual([1]);
    expect(view?.photos[0]?.url).toContain('access=grant-a');
  });

  it('tells another member how recently the owner was active when both show it, never the owner', () => {
    expect(profileView(profile(), other, label, today)?.active).toBe('week');
    expect(profileView(profile(), owner, label, today)?.active).toBeNull();
    expect(
      profileView(profile(), { ...other, showsActivity: false }, label, today)?.active,
    ).toBeNull();
    const hiding = profile({ activity: { lastActive: new Date(2026, 5, 14, 12), shown: false } });
    expect(profileView(hiding, other, label, today)?.active).toBeNull();
    const away = profile({ activity: { lastActive: new Date(2026, 4, 1), shown: true } });
    expect(profileView(away, other, label, today)?.active).toBeNull();
  });

  it('lists photos by slot with their URLs', () => {
    expect(profileView(profile(), other, label, today)?.photos).toEqual([
      {
        img_seq: 1,
        url: '/api/files/photos/a',
        card_url: '/api/files/photos/a/card',
        img_type: 'image/webp',
        img_size: 10,
      },
      {
        img_seq: 2,
        url: '/api/files/photos/b',
        card_url: '/api/files/photos/b/card',
        img_type: 'image/webp',
        img_size: 20,
      },
    ]);
  });

  it("signs the owner's photo URLs with their grant, and nobody else's", () => {
    const grant = (fileId: string) => `g-${fileId}`;
    expect(
      profileView(profile(), { ...owner, grant }, label, today)?.photos.map((photo) => [
        photo.url,
        photo.card_url,
      ]),
    ).toEqual([
      ['/api/files/photos/a?access=g-a', '/api/files/photos/a/card?access=g-a'],
      ['/api/files/photos/b?access=g-b', '/api/files/photos/b/card?access=g-b'],
    ]);
    expect(
      profileView(profile(), { ...other, grant }, label, today)?.photos.map((photo) => photo.url),
    ).toEqual(['/api/files/photos/a', '/api/files/photos/b']);
  });
});
