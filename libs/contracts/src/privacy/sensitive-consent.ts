import { type Language } from '../language';
import { type RefTable } from '../profile/choices';

/**
 * The special-category profile fields (GDPR art. 9, issue 29): optional, and saved only with the
 * member's explicit consent to this text, given on the wizard step that asks them. Withdrawing
 * it (My Profile → Privacy) clears them at once. Kept free of zod for the browser's pages.
 */
export const sensitiveFields = ['ethnicity', 'religion', 'sexual_orien', 'politics'] as const;
export type SensitiveField = (typeof sensitiveFields)[number];

/** The choice lists the special-category fields are answered from. */
export const sensitiveLists = [
  'ETHNICITY',
  'RELIGION',
  'SEXUAL_ORIEN',
  'POLITICS',
] as const satisfies readonly RefTable[];

export function isSensitiveList(table: RefTable): boolean {
  return (sensitiveLists as readonly string[]).includes(table);
}

/**
 * The consent text as the member reads it, in each language, and the SHA-256 (hex) of each text
 * as stored with every consent and withdrawal. A changed text takes a new version and new hashes
 * (a test recomputes them from the texts).
 */
export const sensitiveConsent = {
  version: '1',
  texts: {
    en: 'I agree that my answers about my ethnicity, religion, sexual orientation and political views are kept and shown on my profile. I can withdraw this at any time under My Profile → Privacy.',
    th: 'ฉันยินยอมให้เก็บและแสดงคำตอบของฉันเกี่ยวกับเชื้อชาติ ศาสนา รสนิยมทางเพศ และความคิดเห็นทางการเมืองไว้บนโปรไฟล์ของฉัน ฉันถอนความยินยอมนี้ได้ทุกเมื่อที่ โปรไฟล์ของฉัน → ความเป็นส่วนตัว',
    no: 'Jeg samtykker i at svarene mine om etnisitet, religion, seksuell legning og politisk syn lagres og vises på profilen min. Jeg kan når som helst trekke samtykket tilbake under Min profil → Personvern.',
  },
  hashes: {
    en: '4d4f21b254672084981ca1c00fbe0e6756c45a0c9cc2d44b99bd12f22ecd85a4',
    th: '78621562468d98731ac5c8b624f02bd39d0cc05602d1a1327ca19fefef943d80',
    no: '62678759cf51b757f7db3c869c5808c5c85e1f573e223f1cc63d529db6098cd8',
  },
} as const satisfies {
  version: string;
  texts: Record<Language, string>;
  hashes: Record<Language, string>;
};

/** The consent a section save carries: the version of the text shown and its language. */
export interface SensitiveConsentGiven {
  version: string;
  lang: Language;
}

/** Whether a section's values answer any special-category field. */
export function answersSensitiveFields(values: Readonly<Record<string, unknown>>): boolean {
  return sensitiveFields.some((field) => {
    const value = values[field];
    return typeof value === 'string'
      ? value.trim() !== ''
      : Array.isArray(value) && value.length > 0;
  });
}
