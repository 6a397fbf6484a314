/**
 * SQL that holds when no block stands between the members named by two SQL expressions, in
 * either direction, as block_fact keeps them (its primary key and block_fact_blocked_idx): reads
 * add it to their own statement, so a blocked member drops out with no list of their own.
 */
export function notBlockedEitherWay(member: string, viewer: string): string {
  return `NOT EXISTS (SELECT 1 FROM block_fact AS made
                       WHERE made.blocker_id = ${viewer} AND made.blocked_id = ${member}
                         AND made.blocked)
      AND NOT EXISTS (SELECT 1 FROM block_fact AS suffered
                       WHERE suffered.blocker_id = ${member} AND suffered.blocked_id = ${viewer}
                         AND suffered.blocked)`;
}
