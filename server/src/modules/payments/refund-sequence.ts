import { log } from '../../common/log';
import { inTransaction, type RequestContext } from '../../context';
import { paymentProvider } from './providers';

/** What a claimed refund gives back through the provider. */
export interface RefundClaim {
  paymentId: string;
  amountPaise: number;
  /** Our reference for it at the provider (at most 40 characters). */
  receipt: string;
}

/** The provider's answer: its refund id, or why it failed (already logged). */
export type RefundOutcome = { refundId: string } | { failed: string };

export interface RefundSteps {
  /** Names the refund in logs (`orders`, `returns`) and its owner's id. */
  scope: string;
  id: string;
  /**
   * In a transaction of its own, holding the owner's row lock: moves the refund to "started" and answers
   * what to refund, or null when none is due now (already claimed by another process, settled, or paid by
   * hand in this step). The claim commits BEFORE the provider is called, so two processes never refund the
   * same payment twice and no lock is held during the call.
   */
  claim(tx: RequestContext): Promise<RefundClaim | null>;
  /** In a second transaction, after the provider answered: records the outcome (done with its id, or failed). */
  settle(tx: RequestContext, outcome: RefundOutcome): Promise<void>;
}

/**
 * THE refund sequence, for orders and returns alike: claim (one transaction) → the payment provider's
 * refund (no transaction open) → settle (another transaction). A provider that fails leaves the refund
 * failed, for staff to retry; a process that dies between claim and settle leaves it started, and the
 * provider's receipt (our id) lets its own idempotency refuse a second refund of the same claim.
 * Answers the outcome, or null when nothing was claimed.
 */
export async function refundThroughProvider(ctx: RequestContext, steps: RefundSteps): Promise<RefundOutcome | null> {
  const claimed = await inTransaction(ctx, (tx) => steps.claim(tx));
  if (!claimed) return null;
  let outcome: RefundOutcome;
  try {
    const { refundId } = await paymentProvider(ctx.app).refund({ paymentId: claimed.paymentId, amountPaise: claimed.amountPaise, receipt: claimed.receipt.slice(0, 40) });
    outcome = { refundId };
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    log.error({ scope: steps.scope, id: steps.id, err: reason }, 'refund failed');
    outcome = { failed: reason };
  }
  await inTransaction(ctx, (tx) => steps.settle(tx, outcome));
  return outcome;
}
