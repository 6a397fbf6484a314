/** The first problem of a form: its message key and the fields whose labels turn red. */
export interface FormProblem<Field extends string> {
  messageKey: string;
  fields: Field[];
}
