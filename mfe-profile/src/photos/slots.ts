import type { PhotoView } from '@dating/contracts';

/** SPEC.md §3: OK (a stored photo), NEW (picked here, not yet saved), FAILED (empty). */
export type SlotStatus = 'OK' | 'NEW' | 'FAILED';

export interface PhotoSlotState {
  /** img_seq, 1 to 3. */
  seq: number;
  status: SlotStatus;
  /** What to show: the stored photo's URL, or a NEW file's local preview. */
  url: string | null;
  /** A NEW slot's file. */
  file: Blob | null;
  /** The server holds a photo in this slot (removing it must delete it there). */
  stored: boolean;
}

export const slotCount = 3;

function emptySlot(seq: number): PhotoSlotState {
  return { seq, status: 'FAILED', url: null, file: null, stored: false };
}

/** The three slots as the profile view shows them. */
export function slotsFromView(photos: readonly PhotoView[]): PhotoSlotState[] {
  return Array.from({ length: slotCount }, (_, index) => {
    const seq = index + 1;
    const photo = photos.find((item) => item.img_seq === seq);
    return photo ? { seq, status: 'OK', url: photo.url, file: null, stored: true } : emptySlot(seq);
  });
}

export function hasEmptySlot(slots: readonly PhotoSlotState[]): boolean {
  return slots.some((slot) => slot.status === 'FAILED');
}

/** A picked file fills the first empty slot (FAILED → NEW); with none empty, nothing changes. */
export function pickPhoto(
  slots: readonly PhotoSlotState[],
  file: Blob,
  previewUrl: string,
): PhotoSlotState[] {
  const target = slots.find((slot) => slot.status === 'FAILED');
  return slots.map((slot) =>
    slot === target ? { ...slot, status: 'NEW', url: previewUrl, file } : slot,
  );
}

/** Remove Photo: OK or NEW → FAILED. The server's photo stays until the section is saved. */
export function removePhoto(slots: readonly PhotoSlotState[], seq: number): PhotoSlotState[] {
  return slots.map((slot) =>
    slot.seq === seq ? { ...slot, status: 'FAILED', url: null, file: null } : slot,
  );
}

/**
 * What saving asks of the server: NEW slots are uploaded and bound (replacing a stored photo
 * there), and stored photos removed here are deleted.
 */
export function photoChanges(slots: readonly PhotoSlotState[]): {
  upload: { seq: number; file: Blob }[];
  remove: number[];
} {
  return {
    upload: slots.flatMap((slot) =>
      slot.status === 'NEW' && slot.file ? [{ seq: slot.seq, file: slot.file }] : [],
    ),
    remove: slots.filter((slot) => slot.status === 'FAILED' && slot.stored).map((slot) => slot.seq),
  };
}

/** A NEW photo is now stored on the server (OK). */
export function photoUploaded(slots: readonly PhotoSlotState[], seq: number): PhotoSlotState[] {
  return slots.map((slot) =>
    slot.seq === seq ? { ...slot, status: 'OK', file: null, stored: true } : slot,
  );
}

/** A removed photo is now deleted on the server too. */
export function photoDeleted(slots: readonly PhotoSlotState[], seq: number): PhotoSlotState[] {
  return slots.map((slot) => (slot.seq === seq ? { ...slot, stored: false } : slot));
}
