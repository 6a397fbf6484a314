import {
  createUserLoginSchema,
  dateInfoSchema,
  favoriteInfoSchema,
  Messages,
  personInfoSchema,
  thaiSpouseIssue,
  userInfoSchema,
  type SectionTable,
} from '@dating/contracts';

/** The first problem of a form: the field whose label turns red, and the (English) message. */
export interface Problem<Field extends string = string> {
  field: Field;
  message: string;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** zod reports problems in the schema's field order: the first is the one to show. */
function firstProblem(issues: readonly Issue[]): Problem {
  const issue = issues[0];
  return { field: String(issue?.path[0] ?? ''), message: issue?.message ?? Messages.internal };
}

export type SectionCheck =
  { ok: true; body: Record<string, unknown> } | { ok: false; problem: Problem };

/**
 * SPEC.md §5 in the browser, with the server's own schemas: the first missing item in the
 * section's order, then (section 4) the Thai-spouse texts that section 1's answers require.
 */
export function checkSection(
  table: SectionTable,
  body: unknown,
  userInfo: { gender: string | null; country: string | null },
): SectionCheck {
  if (table === 'DATE_INFO') {
    const result = dateInfoSchema.safeParse(body);
    if (!result.success) return { ok: false, problem: firstProblem(result.error.issues) };
    const issue = thaiSpouseIssue(result.data, userInfo);
    return issue ? { ok: false, problem: issue } : { ok: true, body: result.data };
  }
  const result = otherSectionSchema(table).safeParse(body);
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, problem: firstProblem(result.error.issues) };
}

function otherSectionSchema(table: Exclude<SectionTable, 'DATE_INFO'>) {
  switch (table) {
    case 'USER_INFO':
      return userInfoSchema;
    case 'PERSON_INFO':
      return personInfoSchema;
    case 'FAVORITE_INFO':
      return favoriteInfoSchema;
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
    return { field, message: problem.message };
  }
  if (form.confirmPassword === '') {
    return { field: 'confirmPassword', message: Messages.accountConfirmRequired };
  }
  if (form.confirmPassword !== form.password) {
    return { field: 'confirmPassword', message: Messages.passwordsMismatch };
  }
  return null;
}
