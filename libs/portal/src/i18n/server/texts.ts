/** th and no for server texts, keyed by their English wording (English needs no entry). */
export interface ServerTexts {
  th: Record<string, string>;
  no: Record<string, string>;
}
