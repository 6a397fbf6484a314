import { type Language } from '@dating/contracts';

const templates: Record<Language, (reason: string) => string> = {
  en: (reason) =>
    `Your account has been deactivated: ${reason}. Contact us if you think this is a mistake.`,
  th: (reason) => `บัญชีของคุณถูกระงับการใช้งาน: ${reason} โปรดติดต่อเราหากคุณคิดว่านี่เป็นความผิดพลาด`,
  no: (reason) =>
    `Kontoen din er deaktivert: ${reason}. Kontakt oss hvis du mener dette er en feil.`,
};

/**
 * What a deactivated member reads when they log in, in their language; it names the reason, so
 * the server words it (the browser translates only fixed texts).
 */
export function deactivatedMessage(lang: Language, reason: string): string {
  return templates[lang](reason);
}
