import { randomUUID } from 'node:crypto';
import { type Readable } from 'node:stream';
import {
  billingCalls,
  durableNameOf,
  exportObjectKey,
  exportPartReadyEvent,
  exportRequestedEvent,
  type Caller,
  type EventPayload,
  type Language,
} from '@dating/contracts';
import { Buckets, eventStreamName } from '@dating/server';
import { type INestMicroservice } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsConnection, publishedEvents, publishEvent, startReplica } from '@dating/testing';
import { ExpiryService } from '../src/expiry/expiry.service';
import { defineBillingService } from '../src/service';
import { billingExportTexts } from '../src/export/export-texts';
import {
  as,
  deleteMember,
  join,
  order,
  sql,
  startPortal,
  until,
  uploadReceipt,
  type Portal,
} from './portal';

jest.setTimeout(180_000);

type PartReady = EventPayload<typeof exportPartReadyEvent>;

let portal: Portal;
let malee: Caller;
/** A member whose receipt goes missing from storage. */
let lek: Caller;
let other: Caller;
const admin = () => as(portal, portal.admin);
const reason = 'The slip shows 200 Baht, not 299';
/** Each receipt malee uploaded: its bytes, by the order it went to (in the order sent). */
const sent: { orderId: number; bytes: Buffer }[] = [];
let orderIds: number[] = [];
let otherOrder: number;
/** A replica whose expiry pass the test runs, so that a member may order again. */
let replica: INestMicroservice;

/** A month on: the membership ended, and the member may order again. */
async function monthLater(): Promise<void> {
  portal.clock.advanceDays(31);
  await replica.get(ExpiryService).run();
}

async function attach(member: Caller, purchaseId: number): Promise<void> {
  const bytes = `receipt of order ${purchaseId}, ${randomUUID()}`;
  const file = await uploadReceipt(portal, member, { bytes });
  await as(portal, member)(billingCalls.receiptAttach, {
    purchase_id: purchaseId,
    purchase_img_file: file,
  });
  if (member === malee) sent.push({ orderId: purchaseId, bytes: Buffer.from(bytes) });
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Asks for an export of `member` in `lang` and waits for svc-billing's part of it. */
async function exportOf(member: Caller, lang: Language): Promise<{ part: PartReady; ms: number }> {
  const started = performance.now();
  const exportId = await requestExport(member, lang);
  const part = await partOf(exportId);
  return { part, ms: performance.now() - started };
}

/** How often svc-billing's consumer of export requests was given an event again. */
async function requestsRedelivered(): Promise<number> {
  const nc = await connect(natsConnection(portal.infra, 'svc-billing'));
  try {
    const jsm = await jetstreamManager(nc);
    const durable = durableNameOf(exportRequestedEvent, 'svc-billing');
    return (await jsm.consumers.info(eventStreamName, durable)).num_redelivered;
  } finally {
    await nc.close();
  }
}

async function requestExport(member: Caller, lang: Language): Promise<string> {
  const request = {
    event_id: randomUUID(),
    export_id: randomUUID(),
    user_id: member.userId,
    lang,
    at: portal.clock.now().toISOString(),
  };
  await publishEvent(portal.infra, exportRequestedEvent, request);
  return request.export_id;
}

/** svc-billing's part of the export, once its relay published it. */
async function partOf(exportId: string): Promise<PartReady> {
  let part: PartReady | undefined;
  await until(async () => {
    const outbox = await sql(portal, "SELECT 1 FROM outbox WHERE kind <> 'mail' LIMIT 1");
    if (outbox.length > 0) return false;
    part = (await publishedEvents(portal.infra, exportPartReadyEvent)).find(
      (event) => event.export_id === exportId && event.service === 'svc-billing',
    );
    return part !== undefined;
  }, 60_000);
  if (!part) throw new Error(`no part of export ${exportId}`);
  return part;
}

async function json<T>(part: PartReady, path: string): Promise<T> {
  const stream = await portal.storage.get(Buckets.exports, exportObjectKey(part.export_id, path));
  return JSON.parse((await bytesOf(stream)).toString('utf8')) as T;
}

async function exportKeys(exportId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of portal.storage.list(Buckets.exports, `${exportId}/billing/`))
    keys.push(object.key);
  return keys.sort();
}

interface OrdersJson {
  orders: { order_id: number; package: string; status: string; reject_reason: string | null }[];
}
interface ReceiptsJson {
  receipts: { order_id: number; file: string; current_receipt_of_order: boolean }[];
}

beforeAll(async () => {
  portal = await startPortal();
  [malee, other, lek] = await Promise.all([
    join(portal, 'malee'),
    join(portal, 'other'),
    join(portal, 'lek'),
  ]);
  replica = await startReplica(defineBillingService(portal.clock), portal.billing);
  // Eight approved orders, the second approved on a new receipt after a rejection.
  for (let n = 1; n <= 8; n += 1) {
    const id = await order(portal, malee, 1);
    orderIds.push(id);
    await attach(malee, id);
    if (n === 2) {
      await admin()(billingCalls.orderReject, { purchase_id: id, reason });
      await attach(malee, id);
    }
    await admin()(billingCalls.orderApprove, { purchase_id: id });
    await monthLater();
  }
  // The ninth rejected, then removed by the member (its reason stays with it).
  const rejected = await order(portal, malee, 2);
  orderIds.push(rejected);
  await attach(malee, rejected);
  await admin()(billingCalls.orderReject, { purchase_id: rejected, reason });
  // The tenth open, its receipt waiting for a check.
  await as(portal, malee)(billingCalls.orderRemove, {
    table: 'PURCHASE_ORDER',
    package_id: 2,
    user_id: malee.userId,
  });
  const open = await order(portal, malee, 3);
  orderIds.push(open);
  await attach(malee, open);
  // Another member's order, which malee's export must not show.
  otherOrder = await order(portal, other, 1);
  await attach(other, otherOrder);
  orderIds = orderIds.sort((a, b) => a - b);
  // The exports here are asked for on the bus, not through svc-auth, which would tidy away the
  // parts of an export it has no record of (and write its own): it is done with.
  await portal.auth.stop();
});

afterAll(async () => {
  await replica?.close();
  await portal?.stop();
});

describe("svc-billing's part of a member's data export", () => {
  let english: { part: PartReady; ms: number };

  beforeAll(async () => {
    english = await exportOf(malee, 'en');
  });

  it('lists exactly the files it wrote into the exports bucket', async () => {
    const { part } = english;
    expect(part.user_id).toBe(malee.userId);
    const listed = part.files.map((file) => exportObjectKey(part.export_id, file.path)).sort();
    expect(await exportKeys(part.export_id)).toEqual(listed);
    for (const file of part.files) {
      const stat = await portal.storage.stat(
        Buckets.exports,
        exportObjectKey(part.export_id, file.path),
      );
      expect(stat?.size).toBe(file.bytes);
    }
    expect(part.files.map((file) => file.path)).toEqual(
      expect.arrayContaining([
        'billing/orders.json',
        'billing/memberships.json',
        'billing/receipts.json',
      ]),
    );
    expect(part.files).toHaveLength(3 + sent.length);
  });

  it('holds every order of the member and none of another', async () => {
    const { orders } = await json<OrdersJson>(english.part, 'billing/orders.json');
    expect(orders.map((row) => row.order_id)).toEqual(orderIds);
    expect(orders.map((row) => row.order_id)).not.toContain(otherOrder);
    const statuses = orders.map((row) => row.status);
    expect(statuses.filter((status) => status === 'approved')).toHaveLength(8);
    expect(statuses).toContain('removed');
    expect(statuses).toContain('receipt waiting for a check');
    expect(orders.find((row) => row.status === 'removed')?.reject_reason).toBe(reason);
    expect(orders[0]).toMatchObject({
      package: '1 Month',
      price: 299,
      currency: 'THB',
      payment_method: 'PromptPay transfer',
    });
    const memberships = await json<{ memberships: { order_id: number }[] }>(
      english.part,
      'billing/memberships.json',
    );
    expect(memberships.memberships).toHaveLength(8);
  });

  it('copies each receipt as it was uploaded, listed with its order', async () => {
    const { receipts } = await json<ReceiptsJson>(english.part, 'billing/receipts.json');
    expect(receipts.map((row) => row.order_id)).toEqual(sent.map((receipt) => receipt.orderId));
    expect(receipts.map((row) => row.file)).toContain(
      `billing/receipts/receipt-${orderIds[1]}-2.webp`,
    );
    for (const [index, receipt] of receipts.entries()) {
      const stream = await portal.storage.get(
        Buckets.exports,
        exportObjectKey(english.part.export_id, receipt.file),
      );
      expect((await bytesOf(stream)).equals(sent[index]?.bytes ?? Buffer.alloc(0))).toBe(true);
    }
    const names = english.part.files.map((file) => file.path).join('\n');
    expect(names).not.toContain(`receipt-${otherOrder}`);
    const all = (
      await Promise.all(
        ['billing/orders.json', 'billing/receipts.json', 'billing/memberships.json'].map((path) =>
          json<object>(english.part, path),
        ),
      )
    ).map((value) => JSON.stringify(value));
    for (const text of all) expect(text).not.toMatch(/admin|svc-billing|other/);
  });

  it('says what each file holds in the export’s language', async () => {
    const { part, ms } = await exportOf(malee, 'th');
    const about = new Map(part.files.map((file) => [file.path, file.about]));
    expect(about.get('billing/orders.json')).toBe(billingExportTexts.th.orders);
    expect(about.get('billing/receipts.json')).toBe(billingExportTexts.th.receipts);
    expect(about.get(`billing/receipts/receipt-${orderIds[0]}.webp`)).toBe(
      billingExportTexts.th.receipt(orderIds[0] ?? 0),
    );
    for (const text of about.values()) expect(text).toMatch(/[\u0E00-\u0E7F]/);
    const { orders } = await json<OrdersJson>(part, 'billing/orders.json');
    expect(orders[0]?.package).toBe('1 เดือน');
    console.table([
      {
        export: 'en',
        orders: 10,
        files: english.part.files.length,
        bytes: total(english.part),
        ms: Math.round(english.ms),
      },
      {
        export: 'th',
        orders: 10,
        files: part.files.length,
        bytes: total(part),
        ms: Math.round(ms),
      },
    ]);
  });

  it('is empty for an erased member, and still reported', async () => {
    await deleteMember(portal, other);
    await until(
      async () =>
        (await sql(portal, 'SELECT 1 FROM erased_member WHERE user_id = $1', [other.userId]))
          .length > 0,
    );
    const { part } = await exportOf(other, 'no');
    expect(part.files).toEqual([]);
    expect(await exportKeys(part.export_id)).toEqual([]);
  });

  it('fails while a receipt is missing from storage, and is written once it is back', async () => {
    const id = await order(portal, lek, 1);
    const bytes = Buffer.from(`receipt of order ${id}`);
    const file = await uploadReceipt(portal, lek, { bytes: bytes.toString('utf8') });
    await as(portal, lek)(billingCalls.receiptAttach, { purchase_id: id, purchase_img_file: file });
    await portal.storage.remove(Buckets.receipts, file);

    const before = await requestsRedelivered();
    const exportId = await requestExport(lek, 'en');
    await until(async () => (await requestsRedelivered()) > before);
    expect(
      (await publishedEvents(portal.infra, exportPartReadyEvent)).filter(
        (event) => event.export_id === exportId,
      ),
    ).toEqual([]);
    expect(await exportKeys(exportId)).toEqual([]);

    await portal.storage.put(Buckets.receipts, file, bytes, 'image/webp');
    const part = await partOf(exportId);
    expect(part.files.map((written) => written.path)).toContain(
      `billing/receipts/receipt-${id}.webp`,
    );
  });
});

function total(part: PartReady): number {
  return part.files.reduce((sum, file) => sum + file.bytes, 0);
}
