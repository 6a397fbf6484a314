import {
  createUserLoginSchema,
  dateInfoSchema,
  favoriteInfoSchema,
  personInfoSchema,
  thaiSpouseIssue,
  userInfoSchema,
  type DateInfoInput,
  type FavoriteInfoInput,
  type PersonInfoInput,
  type SectionTable,
  type SaidMessage,
  type UserInfoInput,
  issueMessage,
  MessageCode,
  said,
} from '@dating/contracts';

/** The first problem of a form: the field whose label turns red, and what to say. */
export interface Problem<Field extends string = string> {
  field: Field;
  said: SaidMessage;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** zod reports problems in the schema's field order: the first is the one to show. */
function firstProblem(issues: readonly Issue[]): Problem {
  const issue = issues[0];
  return { field: String(issue?.path[0] ?? ''), said: issueMessage(issue) };
}

/** A section's form as its schema reads it, ready to be saved. */
export type CheckedSection =
  | { table: 'USER_INFO'; body: UserInfoInput }
  | { table: 'PERSON_INFO'; body: PersonInfoInput }
  | { table: 'FAVORITE_INFO'; body: FavoriteInfoInput }
  | { table: 'DATE_INFO'; body: DateInfoInput };

export type SectionCheck = ({ ok: true } & CheckedSection) | { ok: false; problem: Problem };

type Parsed<Data> = { success: true; data: Data } | { success: false; error: { issues: Issue[] } };

function checked<Data>(result: Parsed<Data>, accept: (data: Data) => SectionCheck): SectionCheck {
  return result.success
    ? accept(result.data)
    : { ok: false, problem: firstProblem(result.error.issues) };
}

/**
 * SPEC.md §5 in the browser, with the server's own schemas: the first missing item in the
 * section's order, then (section 4) the Thai-spouse texts that section 1's answers require.
 */
export function checkSection(
  table: SectionTable,
  body: unknown,
  userInfo: { gender: string | null; country: string | null },
): SectionCheck {
  switch (table) {
    case 'USER_INFO':
      return checked(userInfoSchema.safeParse(body), (data) => ({ ok: true, table, body: data }));
    case 'PERSON_INFO':
      return checked(personInfoSchema.safeParse(body), (data) => ({ ok: true, table, body: data }));
    case 'FAVORITE_INFO':
      return checked(favoriteInfoSchema.safeParse(body), (data) => ({
        ok: true,
        table,
        body: data,
      }));
    case 'DATE_INFO':
      return checked(dateInfoSchema.safeParse(body), (data) => {
        const issue = thaiSpouseIssue(data, userInfo);
        return issue
          ? { ok: false, problem: { field: issue.field, said: said(issue.message) } }
          : { ok: true, table, body: data };
      });
  }
}

export interface AccountForm {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}

export type AccountField = keyof AccountForm;

const accountFields: readonly AccountField[] = ['email', 'username', 'password'];

/**
 * SPEC.md §5's account form order: Email, Username, Password (the server's schema, so a bad
 * address or a short password is caught here too), Confirm Password, then the match.
 */
export function checkAccount(form: AccountForm): Problem<AccountField> | null {
  const result = createUserLoginSchema.safeParse({
    email: form.email,
    username: form.username,
    password: form.password,
  });
  if (!result.success) {
    const problem = firstProblem(result.error.issues);
    const field = accountFields.find((name) => name === problem.field) ?? 'email';
    return { field, said: problem.said };
  }
  if (form.confirmPassword === '') {
    return { field: 'confirmPassword', said: said(MessageCode.accountConfirmRequired) };
  }
  if (form.confirmPassword !== form.password) {
    return { field: 'confirmPassword', said: said(MessageCode.passwordsMismatch) };
  }
  return null;
}
