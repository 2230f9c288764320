import type { RequestContext } from '../../context';
import { stockAdmin } from '../catalog/stock-admin.service';
import { contactService } from '../contact/contact.service';
import { ordersService } from '../orders/orders.service';
import type { AdminDashboard } from './dashboard.types';

export const dashboardService = {
  /**
   * The back office's figures at `now`, from the modules that own them: orders and revenue today and
   * this week and orders waiting to ship (orders: India time, weeks from Monday, sales only), products
   * low on stock (catalogue), unread messages (contact).
   */
  async figures(ctx: RequestContext, now = new Date()): Promise<AdminDashboard> {
    const [orders, lowStockCount, unreadMessages] = await Promise.all([
      ordersService.orderFigures(ctx, now),
      stockAdmin.lowStockCount(ctx),
      contactService.unreadCount(ctx),
    ]);
    return { ...orders, lowStockCount, unreadMessages };
  },
};
