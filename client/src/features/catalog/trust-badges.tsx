/** Three trust badges under the buy buttons. */
const BADGES = [
  { label: '100% secure payments', d: 'M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6l-8-3zm-3 9 2 2 4-4' },
  { label: '100% Quality Assurance', d: 'M12 2l2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 14.3 7.2 16.9l.9-5.4L4.2 7.7l5.4-.8zM8 17l-2 5 6-2 6 2-2-5' },
  { label: 'Global delivery', d: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z' },
];

export function TrustBadges() {
  return (
    <ul className="trust-badges" aria-label="Why shop with us">
      {BADGES.map((b) => (
        <li key={b.label}>
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d={b.d} />
          </svg>
          <span>{b.label}</span>
        </li>
      ))}
    </ul>
  );
}
