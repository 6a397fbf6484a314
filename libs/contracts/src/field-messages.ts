/** The messages of the shared field rules (fields.ts), and of requests that cannot be read. */
export const fieldMessages = {
  invalidId: 'This id is not valid',
  textNotAllowed: 'This text contains characters that are not allowed',
  textTooLong: 'This text is too long',
  /** zod's own problems, in its English (the browser says which field). */
  fieldInvalid: '{{field}}: {{problem}}',
  inputInvalid: '{{problem}}',
  /** What the database refused and no schema caught. */
  invalidData: 'Some of the data sent is not valid',
  /** The gateway's answers to a request it cannot read at all. */
  requestUnreadable: 'The request could not be read',
  unsupportedContentType: 'Unsupported content type',
  bodyNotObject: 'The request body must be a JSON object',
} as const;
