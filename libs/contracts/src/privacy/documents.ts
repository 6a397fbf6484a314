import { type Language } from '../language';

/** The documents a member accepts: the Terms & Conditions and the Privacy Policy. */
export const legalDocumentNames = ['terms', 'privacy'] as const;
export type LegalDocumentName = (typeof legalDocumentNames)[number];

/** One version of a document a member accepts (issue 29 item 1). */
export interface LegalDocument {
  readonly document: LegalDocumentName;
  /** The day this version took effect, e.g. '2026-12-07'. */
  readonly version: string;
  /** sha256 (hex) of the English text, as shell/src/pages/policy/document-hash.test.ts makes it (`outlineText`). */
  readonly textHash: string;
  /** What changed in this version, in a sentence or two, per language. */
  readonly changes: Readonly<Record<Language, string>>;
}

/**
 * The current version of each document: the one source svc-auth asks members to accept and the
 * shell shows. The texts live in shell/src/pages/policy/terms.ts and privacy.ts.
 *
 * To bump after changing a text: set `version` to the day the new text takes effect (and the
 * page's "Last updated" line to match), write what changed in `changes` (en, th, no), and put in
 * `textHash` the hash shell's document-hash test (shell/src/pages/policy) prints when it fails. Every member is then asked
 * to accept the new version at their next login.
 */
export const legalDocuments: Readonly<Record<LegalDocumentName, LegalDocument>> = {
  terms: {
    document: 'terms',
    version: '2026-11-24',
    textHash: '5a76f3d6cd46b2ee55ac7792f5d02924975793fbe30196d54f61f97e95316dd1',
    changes: {
      en: 'The first version of our Terms & Conditions.',
      th: 'ข้อกำหนดและเงื่อนไขฉบับแรกของเรา',
      no: 'Den første versjonen av vilkårene våre.',
    },
  },
  privacy: {
    document: 'privacy',
    version: '2026-12-07',
    textHash: 'aa6096f17bbfe2c9fe74391435d2d4d711fa328de3ecff48f889370f0c2606d2',
    changes: {
      en: 'We now describe what we process and why, how long we keep it, what deleting your account does, how you consent to sensitive details and download your data, and your rights.',
      th: 'ตอนนี้เราอธิบายว่าเราประมวลผลข้อมูลอะไรและเพราะอะไร เก็บไว้นานเท่าไร การลบบัญชีมีผลอย่างไร วิธีให้ความยินยอมสำหรับข้อมูลอ่อนไหวและดาวน์โหลดข้อมูลของคุณ และสิทธิ์ของคุณ',
      no: 'Vi beskriver nå hva vi behandler og hvorfor, hvor lenge vi tar vare på det, hva sletting av kontoen gjør, hvordan du samtykker til sensitive opplysninger og laster ned dataene dine, og rettighetene dine.',
    },
  },
};

/** The current versions as registration sends them: what a member accepts by registering. */
export const currentAcceptance = {
  accept_terms: legalDocuments.terms.version,
  accept_privacy: legalDocuments.privacy.version,
} as const;
