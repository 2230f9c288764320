import { describe, expect, it } from 'vitest';
import { eventWords, indiaDateTimeWords, reasonWords, RETURN_STATE, RETURN_TABS, variantWords } from './return-words';

describe('return requests in words', () => {
  it('names every state as the list and the badge show it, and offers a tab for each after All', () => {
    expect(RETURN_TABS.map((t) => t.label)).toEqual(['All', 'Requested', 'Approved', 'Picked up', 'Received', 'Refunded', 'Replacement placed', 'Rejected']);
    expect(RETURN_TABS.filter((t) => t.value).every((t) => RETURN_STATE[t.value as keyof typeof RETURN_STATE].label === t.label)).toBe(true);
  });

  it('reads reasons, steps, variants and times for people, in India time', () => {
    expect(reasonWords('size_issue')).toBe('Size does not fit');
    expect(reasonWords('some_new_reason')).toBe('Some new reason');
    expect(eventWords('APPROVED')).toBe('Approved: reverse pickup booked');
    expect(eventWords('REPLACEMENT_CANCELLED')).toBe('Replacement cancelled: refund due');
    expect(variantWords('indigo', 'M')).toBe('Indigo · Size M');
    expect(variantWords('white', 'NA')).toBe('White');
    // 18:45 UTC is 00:15 the next day in India.
    expect(indiaDateTimeWords('2026-03-04T18:45:00.000Z')).toBe(new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date('2026-03-04T18:45:00.000Z')));
    expect(indiaDateTimeWords('2026-03-04T18:45:00.000Z')).toMatch(/^5 Mar 2026/);
    expect(indiaDateTimeWords(null)).toBe('—');
  });
});
