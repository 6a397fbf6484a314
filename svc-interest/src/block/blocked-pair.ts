/**
 * SQL that holds when no active block stands between the members named by two SQL expressions,
 * in either direction (member_block_mine_idx and member_block_me_idx): the lists add it to
 * their WHERE, so a blocked pair drops out in the same query.
 */
export function notBlockedBetween(member: string, other: string): string {
  return `NOT EXISTS (
    SELECT 1 FROM member_block blk
     WHERE blk.active_flag = 'Y'
       AND ((blk.user_id = ${member} AND blk.blocked_user_id = ${other})
         OR (blk.user_id = ${other} AND blk.blocked_user_id = ${member})))`;
}
