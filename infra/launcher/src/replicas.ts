import { backendServices, type BackendService } from './services';

/** What runs as several copies: each NATS service (its copies share a queue group) and the gateway. */
export const replicatedParts = [...backendServices, 'gateway'] as const;
export type ReplicatedPart = BackendService | 'gateway';
export type ReplicaCounts = Record<ReplicatedPart, number>;

/** How the console names a copy: `svc-profile` alone, `svc-profile#2` among several. */
export function replicaName(part: ReplicatedPart, index: number, count: number): string {
  return count === 1 ? part : `${part}#${index + 1}`;
}
