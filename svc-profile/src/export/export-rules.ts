import {
  isMultiChoice,
  sectionChoiceFields,
  sectionTables,
  type RefTable,
  type SensitiveConsentEntry,
  type SectionTable,
} from '@dating/contracts';
import { type Labeller } from '../view/profile-view';
import { type ExportTexts } from './export-texts';
import {
  type ChoiceRow,
  type MemberRecords,
  type PhotoRow,
  type VerificationRequestRow,
} from './export.repository';

/** The paths of svc-profile's files in the zip (its folder, `profile/`). */
export const exportPaths = {
  profile: 'profile/profile.json',
  sensitiveConsent: 'profile/sensitive-consent.json',
  photos: 'profile/photos.json',
  verification: 'profile/verification.json',
  photo: (slot: number, extension: string) => `profile/photos/photo-${slot}.${extension}`,
  selfie: (n: number, extension: string) => `profile/verification/selfie-${n}.${extension}`,
} as const;

/** The file name ending of a stored image by its content type (the gateway stores WebP). */
export function extensionOf(contentType: string): string {
  switch (contentType.split(';')[0]?.trim().toLowerCase()) {
    case 'image/webp':
      return 'webp';
    case 'image/jpeg':
      return 'jpg';
    case 'image/png':
      return 'png';
    default:
      return 'bin';
  }
}

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** A chosen option as the member reads it: its label, the code, and what they wrote beside it. */
interface ChosenValue {
  label: string;
  code: string;
  note?: string;
}

function chosenValue(label: Labeller, choice: ChoiceRow): ChosenValue {
  const labelled = label(choice.ref_table_code, choice.ref_code);
  return {
    label: labelled.label,
    code: labelled.code,
    ...(choice.ref_desc ? { note: choice.ref_desc } : {}),
  };
}

function choicesByList(choices: readonly ChoiceRow[]): Map<RefTable, ChoiceRow[]> {
  const byList = new Map<RefTable, ChoiceRow[]>();
  for (const choice of choices) {
    const list = byList.get(choice.ref_table_code);
    if (list) list.push(choice);
    else byList.set(choice.ref_table_code, [choice]);
  }
  return byList;
}

type FieldValue = string | number | null | ChosenValue | ChosenValue[];

interface ExportedField {
  field: string;
  question: string;
  answer: FieldValue;
  hidden_from_others: boolean;
}

function sectionDocument(
  table: SectionTable,
  records: MemberRecords,
  chosen: ReadonlyMap<RefTable, readonly ChoiceRow[]>,
  texts: ExportTexts,
  label: Labeller,
) {
  const row = records.sections[table];
  if (!row) return { section: texts.sections[table], filled_in: false };
  const hidden = new Set(row.hidden_fields);
  const labels: Record<string, string> = texts.fields[table];
  const fields: ExportedField[] = Object.entries(labels).map(([field, question]) => {
    const list = sectionChoiceFields[table][field];
    let answer: FieldValue;
    if (list) {
      const values = (chosen.get(list) ?? []).map((choice) => chosenValue(label, choice));
      answer = isMultiChoice(list) ? values : (values[0] ?? null);
    } else {
      answer = row.values[field] ?? null;
    }
    return { field, question, answer, hidden_from_others: hidden.has(field) };
  });
  return {
    section: texts.sections[table],
    filled_in: true,
    created_at: iso(row.create_datetime),
    updated_at: iso(row.update_datetime),
    hidden_fields: row.hidden_fields.map((field) => labels[field] ?? field),
    fields,
  };
}

/**
 * profile/profile.json: the four sections, each question with the member's answer in words
 * (choices labelled in the export's language, their codes beside), what they hid, whether the
 * profile is shown, the badge, the activity setting, and a deactivation svc-auth told of.
 * Choices are folded into their sections: the member reads each answer beside its question.
 */
export function profileDocument(records: MemberRecords, texts: ExportTexts, label: Labeller) {
  const chosen = choicesByList(records.choices);
  const flag = records.sections.USER_INFO?.active_flag ?? null;
  return {
    visibility: flag ? { code: flag, label: texts.visibility[flag] } : null,
    photo_verified: records.state?.photo_verified ?? false,
    last_active_at: iso(records.state?.last_active_at ?? null),
    shows_when_last_active: records.state?.show_activity ?? true,
    deactivated_by_an_administrator: records.status
      ? { deactivated: !records.status.active, changed_at: iso(records.status.changed_at) }
      : null,
    sections: Object.fromEntries(
      sectionTables.map((table) => [table, sectionDocument(table, records, chosen, texts, label)]),
    ),
  };
}

/** profile/sensitive-consent.json: the consent log, oldest first. */
export function consentDocument(log: readonly SensitiveConsentEntry[], texts: ExportTexts) {
  return {
    log: [...log].reverse().map((entry) => ({
      action: entry.action,
      what: texts.consentAction[entry.action],
      version: entry.version,
      language: entry.lang,
      text_sha256: entry.text_hash,
      at: entry.at,
    })),
  };
}

/** A stored image to copy into the zip: where from, and where to (null: not in storage). */
export interface ImageCopy {
  file: string;
  path: string | null;
}

/** Each photo's place in the zip, by the stored object's type; a missing object gets none. */
export function photoCopies(
  photos: readonly PhotoRow[],
  contentTypeOf: (file: string) => string | null,
): ImageCopy[] {
  return photos.map((photo) => {
    const type = contentTypeOf(photo.img_file);
    return {
      file: photo.img_file,
      path: type === null ? null : exportPaths.photo(photo.img_seq, extensionOf(type)),
    };
  });
}

/** Each sent selfie's place in the zip, numbered by request; a missing object gets none. */
export function selfieCopies(
  requests: readonly VerificationRequestRow[],
  contentTypeOf: (file: string) => string | null,
): (ImageCopy | null)[] {
  return requests.map((request, index) => {
    if (!request.selfie_file) return null;
    const type = contentTypeOf(request.selfie_file);
    return {
      file: request.selfie_file,
      path: type === null ? null : exportPaths.selfie(index + 1, extensionOf(type)),
    };
  });
}

/**
 * profile/photos.json: the photos in their slots and the notices of those an administrator
 * removed. A photo whose stored object is gone is listed with `file: null` and
 * `missing_from_storage: true` rather than left out or holding the export up.
 */
export function photosDocument(
  records: MemberRecords,
  copies: readonly ImageCopy[],
  texts: ExportTexts,
) {
  const photos = records.photos.map((photo, index) => {
    const path = copies[index]?.path ?? null;
    return {
      slot: photo.img_seq,
      status: photo.review_status,
      status_text: texts.photoStatus[photo.review_status],
      uploaded_at: iso(photo.create_datetime),
      file: path,
      ...(path === null ? { missing_from_storage: true } : {}),
    };
  });
  const removed = records.removals.map((removal) => ({
    slot: removal.img_seq,
    status: 'removed' as const,
    status_text: texts.photoStatus.removed,
    removed_at: iso(removal.removed_at),
    reason_you_were_told: removal.reason,
    file: null,
  }));
  return { photos: [...photos, ...removed].sort((one, other) => one.slot - other.slot) };
}

/**
 * profile/verification.json: each request in order; who decided is "an administrator", never
 * which one.
 */
export function verificationDocument(
  requests: readonly VerificationRequestRow[],
  copies: readonly (ImageCopy | null)[],
  texts: ExportTexts,
) {
  return {
    requests: requests.map((request, index) => {
      const copy = copies[index] ?? null;
      return {
        request: index + 1,
        status: request.status,
        status_text: texts.verificationStatus[request.status],
        code_to_hold: request.code,
        started_at: iso(request.created_at),
        code_valid_until: iso(request.expires_at),
        selfie_sent_at: iso(request.submitted_at),
        selfie_file: copy?.path ?? null,
        ...(copy && copy.path === null ? { missing_from_storage: true } : {}),
        decided_at: iso(request.decided_at),
        decided_by: request.decided_at ? texts.administrator : null,
        reason_given: request.reason,
      };
    }),
  };
}
