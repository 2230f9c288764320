import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { AdminOperation } from '../access/admin-guard';
import { dashboardService } from './dashboard.service';
import { AdminDashboard } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  @AdminOperation('dashboard.read')
  @Query(() => AdminDashboard, { description: "Staff: today's and this week's orders and revenue, orders waiting to ship, low stock, unread messages." })
  adminDashboard(@Ctx() ctx: RequestContext): Promise<AdminDashboard> {
    return dashboardService.figures(ctx);
  }
}
