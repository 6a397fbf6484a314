import { z } from 'zod';
import { languages, recipientKinds, type Language } from '@dating/contracts';
import { type MailContent } from './mail-layout';

/**
 * Who a letter goes to: an address the service holds itself (svc-auth's own mails), or a member
 * by id, whose address, language and choice of mails svc-auth gives when it is sent (a member
 * who turned that kind off, or left, gets none; a 'service' mail only the latter).
 */
export const letterToSchema = z.union([
  z.object({
    address: z.string().min(3),
    lang: z.enum(languages),
    /** For a kind of mail the member can turn off: the footer line and List-Unsubscribe. */
    unsubscribeUrl: z.url().optional(),
  }),
  z.object({
    userId: z.number().int().positive(),
    kind: z.enum(recipientKinds),
    /** The language the mail speaks when not the member's own (e.g. the one they ordered in). */
    lang: z.enum(languages).optional(),
  }),
]);
export type LetterTo = z.infer<typeof letterToSchema>;

/** A mail waiting in the outbox: its template, its facts, and the members it names. */
export const letterSchema = z.object({
  to: letterToSchema,
  template: z.string().min(1),
  params: z.record(z.string(), z.unknown()),
  /** Members whose profile names the mail speaks of (svc-profile gives them when it is sent). */
  names: z.array(z.number().int().positive()).default([]),
});
export type Letter = z.infer<typeof letterSchema>;

/** What a template knows when the letter is sent. */
export interface LetterContext {
  lang: Language;
  /** The recipient's profile name, else their username; absent for a bare address. */
  recipientName?: string;
  /** Profile names of the members the letter names, by id. */
  names: ReadonlyMap<number, string>;
  /** Where the portal is: links start with it. */
  portalUrl: string;
}

/** One kind of mail: the facts it is written from, and its words in each language. */
export interface MailTemplate<Params> {
  name: string;
  /** A letter of this template to `to`, ready for Outbox.mail. */
  letter(to: LetterTo, params: Params, names?: readonly number[]): Letter;
  /** Its words, from the facts as stored (checked again, since they were written as JSON). */
  render(params: unknown, context: LetterContext): MailContent;
}

/**
 * Declares a template. Facts are JSON in the outbox, so dates travel as ISO strings: use
 * `z.coerce.date()` for them and they come back as dates.
 */
export function defineMailTemplate<Schema extends z.ZodType<Record<string, unknown>>>(
  name: string,
  params: Schema,
  words: (params: z.output<Schema>, context: LetterContext) => MailContent,
): MailTemplate<z.input<Schema>> {
  return {
    name,
    letter: (to, facts, names = []) => ({
      to,
      template: name,
      params: JSON.parse(JSON.stringify(params.parse(facts))) as Record<string, unknown>,
      names: [...names],
    }),
    render: (facts, context) => words(params.parse(facts), context),
  };
}

/** The templates a service sends, for the outbox relay (token MAIL_TEMPLATES). */
export const MAIL_TEMPLATES = Symbol('mail templates');
export type MailTemplates = readonly Pick<MailTemplate<never>, 'name' | 'render'>[];
