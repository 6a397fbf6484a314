import { toCategoryCard } from './category-card';

describe('toCategoryCard', () => {
  const today = new Date(2025, 11, 30, 12);
  const row = {
    id: 3,
    name: 'Malee',
    birthdate: '1990-12-31',
    caption: null,
    img_file: null,
    verified: false,
    gender: 'F',
    last_active_ms: new Date(2025, 11, 30, 9).getTime(),
    shows_activity: true,
  };

  it('gives the age in full years on the day', () => {
    expect(toCategoryCard(row, true, new Date(2025, 11, 30)).age).toBe(34);
    expect(toCategoryCard(row, true, new Date(2025, 11, 31)).age).toBe(35);
  });

  it("shows photo 1's card-size variant, or no image", () => {
    expect(toCategoryCard(row, true)).toMatchObject({
      id: 3,
      name: 'Malee',
      caption: null,
      img: null,
    });
    expect(toCategoryCard({ ...row, img_file: 'f1' }, true).img).toBe('/api/files/photos/f1/card');
  });

  it('carries the gender, for the silhouette of a card without a photo', () => {
    expect(toCategoryCard(row, true).gender).toBe('F');
    expect(toCategoryCard({ ...row, gender: null }, true).gender).toBeNull();
  });

  it('says how recently the member was active, never when, and only if both show it', () => {
    const card = toCategoryCard(row, true, today);
    expect(card.active).toBe('today');
    expect(Object.values(card)).not.toContain(row.last_active_ms);
    expect(toCategoryCard(row, false, today).active).toBeNull();
    expect(toCategoryCard(row, null, today)).not.toHaveProperty('active');
    expect(toCategoryCard({ ...row, shows_activity: false }, true, today).active).toBeNull();
  });
});
