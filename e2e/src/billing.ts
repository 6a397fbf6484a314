import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  type PackageListResult,
  type RelationResult,
  type ReviewListResult,
  type UploadAnswer,
} from '@dating/contracts';
import { adminCode, adminLogin, portalUrl } from './browser';
import { callApi, deviceAddress, type Member } from './members';

/** A receipt photo of its own: every receipt's bytes differ, as the portal refuses reused ones. */
export async function receiptFile(name: string): Promise<string> {
  const file = path.resolve(__dirname, '..', 'output', `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  const shade = Math.floor(Math.random() * 200);
  const image = await sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 240, g: shade, b: 200 } },
  })
    .png()
    .toBuffer();
  writeFileSync(file, image);
  return file;
}

async function adminToken(): Promise<string> {
  const login = await callApi<{ token: string }>('/api/user/login', {
    body: { ...adminLogin, code: adminCode() },
    device: deviceAddress(),
  });
  return login.token;
}

/**
 * A member buys the cheapest package and an admin approves it, all through the public API (the
 * browser journey of paying is in subscription.test.ts).
 */
export async function approvedMembership(member: Member): Promise<void> {
  const { token, device } = member;
  const packages = await callApi<PackageListResult>('/api/get-package', { device });
  const cheapest = packages.result[0];
  if (!cheapest) throw new Error('No package is on sale');
  const order = await callApi<{ id: number }>('/api/create-purchase-order', {
    body: { user_id: member.userId, package_id: cheapest.package_id, purchase_amt: cheapest.price },
    token,
    device,
  });
  const form = new FormData();
  const bytes = await sharp(await receiptFile(`receipt-${member.username}`)).toBuffer();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'receipt.png');
  const answer = await fetch(portalUrl('/api/purchase/upload'), {
    method: 'POST',
    headers: {
      'x-api-key': process.env.E2E_APP_KEY ?? '',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': device,
    },
    body: form,
  });
  const upload = (await answer.json()) as UploadAnswer;
  if (!answer.ok) throw new Error(`The receipt upload answered ${answer.status}`);
  await callApi('/api/update-purchase-order', {
    body: { purchase_id: order.id, purchase_img_file: upload.fileId, purchase_status: 'WA' },
    token,
    device,
  });
  await callApi('/api/admin/approve-purchase-order', {
    body: { purchase_id: order.id },
    token: await adminToken(),
  });
}

/** The admin approves the order `username` sent for review (its receipt attached and saved). */
export async function approveWaitingOrderOf(username: string): Promise<void> {
  const token = await adminToken();
  const waiting = await callApi<ReviewListResult>('/api/admin/get-purchase-orders', {
    body: { status: 'WA', page: 1 },
    token,
  });
  const order = waiting.result.find((row) => row.username === username);
  if (!order) throw new Error(`${username} has no order waiting for review`);
  await callApi('/api/admin/approve-purchase-order', {
    body: { purchase_id: order.purchase_id },
    token,
  });
}

/**
 * Waits until svc-interest's read model has the seeker's new membership (svc-profile's gets the
 * same event): the relation answers `viewer_subscribed`.
 */
export async function membershipTold(viewer: Member, other: Member): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const relation = await callApi<RelationResult>('/api/get-interest-relation', {
      body: { user_id: viewer.userId, user_interest_id: other.userId },
      token: viewer.token,
      device: viewer.device,
    });
    if (relation.viewer_subscribed) return;
    if (Date.now() > deadline) throw new Error('The membership did not reach svc-interest');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
