import { toCategoryCard } from './category-card';

describe('toCategoryCard', () => {
  const row = {
    id: 3,
    name: 'Malee',
    birthdate: '1990-12-31',
    caption: null,
    img_file: null,
    verified: false,
    gender: 'F',
  };

  it('gives the age in full years on the day', () => {
    expect(toCategoryCard(row, new Date(2025, 11, 30)).age).toBe(34);
    expect(toCategoryCard(row, new Date(2025, 11, 31)).age).toBe(35);
  });

  it("shows photo 1's card-size variant, or no image", () => {
    expect(toCategoryCard(row)).toMatchObject({ id: 3, name: 'Malee', caption: null, img: null });
    expect(toCategoryCard({ ...row, img_file: 'f1' }).img).toBe('/api/files/photos/f1/card');
  });

  it('carries the gender, for the silhouette of a card without a photo', () => {
    expect(toCategoryCard(row).gender).toBe('F');
    expect(toCategoryCard({ ...row, gender: null }).gender).toBeNull();
  });
});
