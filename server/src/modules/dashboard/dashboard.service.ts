import type { RequestContext } from '../../context';
import { stockAdmin } from '../catalog/stock-admin.service';
import { contactService } from '../contact/contact.service';
import { shopLegalDetails } from '../invoices/shop-legal-details';
import { ordersService } from '../orders/orders.service';
import { returnsService } from '../returns/returns.service';
import type { AdminDashboard } from './dashboard.types';

export const dashboardService = {
  /**
   * The back office's figures at `now`, from the modules that own them: orders and revenue today and
   * this week and orders waiting to ship (orders: India time, weeks from Monday, sales only, an
   * exchange's replacement not a sale), revenue net of what returns refunded in the same span (returns:
   * by when refunded; a cancelled order already leaves the figures, refund and all), products low on
   * stock (catalogue), unread messages (contact), and whether invoices carry a real GSTIN (invoices).
   */
  async figures(ctx: RequestContext, now = new Date()): Promise<AdminDashboard> {
    const orders = await ordersService.orderFigures(ctx, now);
    const [refundsToday, refundsThisWeek, lowStockCount, unreadMessages, legalDetailsWarning] = await Promise.all([
      returnsService.refundedBetween(ctx, orders.todayStartsAt, now),
      returnsService.refundedBetween(ctx, orders.weekStartsAt, now),
      stockAdmin.lowStockCount(ctx),
      contactService.unreadCount(ctx),
      shopLegalDetails.warning(ctx),
    ]);
    return {
      ...orders,
      revenueTodayPaise: orders.revenueTodayPaise - refundsToday,
      revenueThisWeekPaise: orders.revenueThisWeekPaise - refundsThisWeek,
      refundsTodayPaise: refundsToday,
      refundsThisWeekPaise: refundsThisWeek,
      lowStockCount,
      unreadMessages,
      legalDetailsWarning,
    };
  },
};
