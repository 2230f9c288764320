import { AppError } from '../../common/errors';
import type { RequestContext } from '../../context';
import { formatOrderLine } from './order-lines';
import { ordersService } from './orders.service';

export type OrdersCommand = { command: 'list'; limit?: number } | { command: 'ship'; orderId: string; tracking: string } | { command: 'deliver'; orderId: string };

/**
 * What `npm run orders` does, apart from reading its arguments: the operator's entry point into the
 * order lifecycle. A refused transition is the operator's answer (exit code 1, the reason and its
 * code), never a crash.
 */
export async function runOrdersCommand(ctx: RequestContext, cmd: OrdersCommand): Promise<{ exitCode: number; out: string[]; err: string[] }> {
  try {
    if (cmd.command === 'list') {
      const orders = await ordersService.listRecent(ctx, cmd.limit ?? 20);
      return { exitCode: 0, out: orders.length ? orders.map(formatOrderLine) : ['no orders yet'], err: [] };
    }
    const order = cmd.command === 'ship' ? await ordersService.ship(ctx, cmd.orderId, cmd.tracking) : await ordersService.deliver(ctx, cmd.orderId);
    return { exitCode: 0, out: [`${cmd.command === 'ship' ? 'shipped' : 'delivered'}: ${formatOrderLine(order)}`], err: [] };
  } catch (e) {
    if (e instanceof AppError) return { exitCode: 1, out: [], err: [`${e.message} (${e.code})`] };
    throw e;
  }
}
