import { Inject, Injectable } from '@nestjs/common';
import {
  membershipStateOf,
  statsMonthsUpTo,
  type AdminMemberBillingResult,
  type BillingStatsResult,
} from '@dating/contracts';
import { CLOCK, type Clock } from '@dating/server';
import { memberView } from '../memberships/member-view';
import { MembershipsRepository } from '../memberships/memberships.repository';
import { orderView } from '../orders/order-view';
import { OrdersRepository } from '../orders/orders.repository';
import { AdminStatsRepository } from './admin-stats.repository';
import { revenueMonths } from './revenue-months';

/** What the admin area reads of billing: the dashboard's figures and one member's record. */
@Injectable()
export class AdminBillingService {
  constructor(
    private readonly stats: AdminStatsRepository,
    private readonly orders: OrdersRepository,
    private readonly memberships: MembershipsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async figures(): Promise<BillingStatsResult> {
    const now = this.clock.now();
    const months = statsMonthsUpTo(now);
    const [current, revenue] = await Promise.all([
      this.stats.current(now),
      this.stats.revenue(months[0] ?? ''),
    ]);
    return { ...current, revenue: revenueMonths(months, revenue) };
  }

  async member(userId: number): Promise<AdminMemberBillingResult> {
    const [orders, memberships, pseudonym] = await Promise.all([
      this.orders.listOwn(userId),
      this.memberships.listOwn(userId),
      this.orders.pseudonymOf(userId),
    ]);
    const rows = memberships.map(memberView);
    return {
      orders: orders.map((order) => orderView(order)).reverse(),
      memberships: [...rows].reverse(),
      membership: membershipStateOf(rows),
      pseudonym,
    };
  }
}
