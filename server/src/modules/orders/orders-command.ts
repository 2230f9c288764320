import { AppError } from '../../common/errors';
import type { RequestContext } from '../../context';
import { formatOrderLine } from './order-lines';
import type { OrderEntity } from './order.entity';
import { ordersService } from './orders.service';

export type OrdersCommand =
  | { command: 'list'; limit?: number }
  | { command: 'confirm'; orderId: string }
  | { command: 'ship'; orderId: string; tracking: string; carrier?: string }
  | { command: 'deliver'; orderId: string }
  | { command: 'cod-paid'; orderId: string }
  | { command: 'cancel'; orderId: string; reason: string };

/** The back office's action behind each command, and the word it prints for it. */
function perform(ctx: RequestContext, cmd: Exclude<OrdersCommand, { command: 'list' }>): [string, Promise<OrderEntity>] {
  switch (cmd.command) {
    case 'confirm':
      return ['confirmed', ordersService.confirm(ctx, cmd.orderId)];
    case 'ship':
      return ['shipped', ordersService.ship(ctx, cmd.orderId, { carrier: cmd.carrier, trackingId: cmd.tracking })];
    case 'deliver':
      return ['delivered', ordersService.deliver(ctx, cmd.orderId)];
    case 'cod-paid':
      return ['cash recorded', ordersService.recordCodPayment(ctx, cmd.orderId)];
    case 'cancel':
      return ['cancelled', ordersService.cancelByStaff(ctx, cmd.orderId, cmd.reason)];
  }
}

/**
 * What `npm run orders` does, apart from reading its arguments: the operator's entry point into the
 * order lifecycle, through the same code as the back office's actions (recorded in the order's history
 * as the operator and in the audit trail as the command line). A refused transition is the operator's
 * answer (exit code 1, the reason and its code), never a crash.
 */
export async function runOrdersCommand(ctx: RequestContext, cmd: OrdersCommand): Promise<{ exitCode: number; out: string[]; err: string[] }> {
  try {
    if (cmd.command === 'list') {
      const orders = await ordersService.listRecent(ctx, cmd.limit ?? 20);
      return { exitCode: 0, out: orders.length ? orders.map(formatOrderLine) : ['no orders yet'], err: [] };
    }
    const [done, action] = perform(ctx, cmd);
    return { exitCode: 0, out: [`${done}: ${formatOrderLine(await action)}`], err: [] };
  } catch (e) {
    if (e instanceof AppError) return { exitCode: 1, out: [], err: [`${e.message} (${e.code})`] };
    throw e;
  }
}
