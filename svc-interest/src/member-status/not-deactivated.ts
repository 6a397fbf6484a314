/** SQL that holds unless the member named by the expression is deactivated (primary key). */
export function notDeactivated(member: string): string {
  return `NOT EXISTS (
    SELECT 1 FROM member_status ms WHERE ms.user_id = ${member} AND NOT ms.active)`;
}
