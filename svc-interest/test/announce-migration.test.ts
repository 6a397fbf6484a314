import { interestBlockEvent, interestResponseEvent } from '@dating/contracts';
import { migrate } from '@dating/server';
import {
  createTestDatabase,
  startTestInfrastructure,
  type TestDatabase,
  type TestInfrastructure,
} from '@dating/testing';
import { migrations } from '../src/migrations';
import { AnnounceBlocksAndResponses1767600000000 } from '../src/migrations/1767600000000-announce-blocks-and-responses';
import { interestService } from '../src/service';

// Blocks and responses older than the EVENTS stream reach svc-profile's read models through
// this migration's outbox rows, which the relay publishes like any other event.

let infra: TestInfrastructure;
let database: TestDatabase;

const migrateTo = (count: number) =>
  migrate({
    serverUrl: database.serviceUrl,
    database: database.name,
    entities: interestService.entities,
    migrations: migrations.slice(0, count),
  });

beforeAll(async () => {
  infra = await startTestInfrastructure();
  database = await createTestDatabase(infra.databaseUrl, 'svc-interest-announce');
}, 60000);

afterAll(async () => {
  await database?.drop();
  await infra?.stop();
});

async function interest(from: number, to: number, active: 'Y' | 'N'): Promise<void> {
  await database.query(
    `INSERT INTO interest (user_id, user_interest_id, active_flag, create_user, create_process)
     VALUES ($1, $2, $3, 'old', 'interest')`,
    [from, to, active],
  );
}

async function memberBlock(from: number, to: number, active: 'Y' | 'N', version: number) {
  await database.query(
    `INSERT INTO member_block (user_id, blocked_user_id, blocked_name, active_flag, version,
                               create_user, create_process)
     VALUES ($1, $2, 'someone', $3, $4, 'old', 'block')`,
    [from, to, active, version],
  );
}

/** The outbox's events on `subject`, as the relay would publish them. */
const announced = async (subject: string) =>
  (
    await database.query<{ kind: string; payload: unknown }>(
      'SELECT kind, payload FROM outbox WHERE subject = $1 ORDER BY seq',
      [subject],
    )
  ).map((row) => ({ kind: row.kind, payload: row.payload }));

it('writes one event per standing block at its version, and one per responded pair at a newer one', async () => {
  await migrateTo(migrations.indexOf(AnnounceBlocksAndResponses1767600000000));
  await memberBlock(1, 2, 'Y', 7);
  await memberBlock(3, 1, 'N', 9);
  // A block from before blocks were numbered.
  await memberBlock(4, 5, 'Y', 0);
  // Matched: both answered each other.
  await interest(6, 3, 'Y');
  await interest(3, 6, 'Y');
  // One-sided, and a match that ended.
  await interest(2, 4, 'Y');
  await interest(5, 7, 'Y');
  await interest(7, 5, 'N');
  await database.query("SELECT setval('interest_response_version', 40)");

  await migrateTo(migrations.length);

  const blocks = await announced(interestBlockEvent.subject);
  expect(blocks).toEqual([
    { kind: 'event', payload: { blocker_id: 1, blocked_id: 2, blocked: true, version: 7 } },
    { kind: 'event', payload: { blocker_id: 4, blocked_id: 5, blocked: true, version: 0 } },
  ]);
  for (const { payload } of blocks)
    expect(interestBlockEvent.schema.parse(payload)).toEqual(payload);

  const responses = await announced(interestResponseEvent.subject);
  expect(responses).toEqual([
    {
      kind: 'event',
      payload: { user_id: 3, other_user_id: 6, responded: true, version: 41 },
    },
  ]);
  for (const { payload } of responses) {
    expect(interestResponseEvent.schema.parse(payload)).toEqual(payload);
  }
});
