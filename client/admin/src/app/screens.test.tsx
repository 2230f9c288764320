import { describe, expect, it } from 'vitest';
import { homeFor, screensFor } from './screens';

describe('the menu', () => {
  it('shows the screens whose operations the server says the signed-in member may perform, in menu order', () => {
    const support = { operations: ['session.self', 'orders.read', 'orders.ship', 'returns.read', 'messages.read'] };
    expect(screensFor(support).map((s) => s.label)).toEqual(['Orders', 'Returns', 'Messages']);
    expect(homeFor(support)).toBe('orders');
  });

  it('lands a member with no screen of theirs on their account', () => {
    expect(screensFor({ operations: ['session.self'] })).toEqual([]);
    expect(homeFor({ operations: ['session.self'] })).toBe('account');
  });
});
