import { gatewayPaths } from '@dating/contracts';
import { photo } from '../testing';
import {
  hasEmptySlot,
  photoChanges,
  photoDeleted,
  photoUploaded,
  pickPhoto,
  removePhoto,
  slotsFromView,
  type PhotoSlotState,
} from './slots';

const file = (name: string) => new Blob([name], { type: 'image/png' });
const statuses = (slots: PhotoSlotState[]) => slots.map((slot) => slot.status);

describe('photo slots', () => {
  it('are OK where the profile has a photo and FAILED (empty) elsewhere', () => {
    const slots = slotsFromView([photo(1), photo(3)]);
    expect(statuses(slots)).toEqual(['OK', 'FAILED', 'OK']);
    expect(slots[0]).toMatchObject({ seq: 1, url: gatewayPaths.photo('p1'), stored: true });
    expect(slots[1]).toMatchObject({ seq: 2, url: null, stored: false });
  });

  it('fill the first empty slot with a picked file: FAILED → NEW', () => {
    const slots = pickPhoto(slotsFromView([photo(1)]), file('a'), 'blob:a');
    expect(statuses(slots)).toEqual(['OK', 'NEW', 'FAILED']);
    expect(slots[1]).toMatchObject({ url: 'blob:a', stored: false });
    expect(statuses(pickPhoto(slots, file('b'), 'blob:b'))).toEqual(['OK', 'NEW', 'NEW']);
  });

  it('take no file when all three are in use', () => {
    const full = slotsFromView([photo(1), photo(2), photo(3)]);
    expect(hasEmptySlot(full)).toBe(false);
    expect(pickPhoto(full, file('a'), 'blob:a')).toEqual(full);
  });

  it('become empty on Remove Photo: OK → FAILED and NEW → FAILED', () => {
    const slots = pickPhoto(slotsFromView([photo(1)]), file('a'), 'blob:a');
    const removed = removePhoto(removePhoto(slots, 1), 2);
    expect(statuses(removed)).toEqual(['FAILED', 'FAILED', 'FAILED']);
    expect(removed[0]).toMatchObject({ url: null, stored: true });
    expect(hasEmptySlot(removed)).toBe(true);
  });

  it('refill a removed slot first, replacing the stored photo there', () => {
    const picked = file('a');
    const slots = pickPhoto(removePhoto(slotsFromView([photo(1), photo(2)]), 1), picked, 'b:a');
    expect(statuses(slots)).toEqual(['NEW', 'OK', 'FAILED']);
    const changes = photoChanges(slots);
    expect(changes).toEqual({ upload: [{ seq: 1, file: picked }], remove: [] });
    expect(changes.upload[0]?.file).toBe(picked);
  });

  it('save as uploads of NEW slots and deletions of removed stored photos', () => {
    const picked = file('a');
    const slots = pickPhoto(removePhoto(slotsFromView([photo(1), photo(3)]), 3), picked, 'b:a');
    expect(statuses(slots)).toEqual(['OK', 'NEW', 'FAILED']);
    expect(photoChanges(slots)).toEqual({ upload: [{ seq: 2, file: picked }], remove: [3] });
    expect(photoChanges(slotsFromView([photo(1)]))).toEqual({ upload: [], remove: [] });
  });

  it('record what the server did, so saving again repeats nothing', () => {
    const slots = pickPhoto(removePhoto(slotsFromView([photo(1), photo(3)]), 3), file('a'), 'b:a');
    const done = photoDeleted(photoUploaded(slots, 2), 3);
    expect(statuses(done)).toEqual(['OK', 'OK', 'FAILED']);
    expect(done[1]).toMatchObject({ url: 'b:a', file: null, stored: true });
    expect(photoChanges(done)).toEqual({ upload: [], remove: [] });
  });
});
