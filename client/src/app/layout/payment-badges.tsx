import type { ReactNode } from 'react';

/** Small hand-drawn card-style badges (48 × 30) for the ways a shopper can pay. */
function Badge({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="payments__item">
      <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label={label} focusable="false">
        <title>{label}</title>
        <rect x=".5" y=".5" width="47" height="29" rx="4" fill="#fff" stroke="#d9d2c7" />
        {children}
      </svg>
    </li>
  );
}

export function PaymentBadges() {
  return (
    <ul className="payments" aria-label="Payment methods">
      <Badge label="UPI">
        <text x="6" y="19.5" fontFamily="Arial, sans-serif" fontSize="11.5" fontStyle="italic" fontWeight="800" fill="#5f6368" textLength="21" lengthAdjust="spacingAndGlyphs">UPI</text>
        <path d="M32 8l6 7-6 7z" fill="#f47920" />
        <path d="M36 8l6 7-6 7z" fill="#0f9d58" />
      </Badge>
      <Badge label="Visa">
        <text x="9" y="19.5" fontFamily="Arial, sans-serif" fontSize="13" fontStyle="italic" fontWeight="900" fill="#1a1f71" textLength="30" lengthAdjust="spacingAndGlyphs">VISA</text>
        <path d="M9 22.5h30" stroke="#f7b600" strokeWidth="1.6" />
      </Badge>
      <Badge label="Mastercard">
        <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
        <circle cx="28.5" cy="15" r="8" fill="#f79e1b" />
        <path d="M24 8.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2z" fill="#ff5f00" />
      </Badge>
      <Badge label="RuPay">
        <text x="4" y="19" fontFamily="Arial, sans-serif" fontSize="9.5" fontStyle="italic" fontWeight="900" fill="#1b3281" textLength="29" lengthAdjust="spacingAndGlyphs">RuPay</text>
        <path d="M37.5 9l6 6-7.5 6z" fill="#f47920" />
        <path d="M35.5 11.5l3.5 3.5-5 4z" fill="#0f9d58" />
      </Badge>
      <Badge label="Cash on delivery">
        <rect x="4" y="9.5" width="13" height="11" rx="2" fill="#2e7d4f" />
        <circle cx="10.5" cy="15" r="2.6" fill="none" stroke="#fff" strokeWidth="1.3" />
        <text x="19.5" y="19" fontFamily="Arial, sans-serif" fontSize="9.5" fontWeight="800" fill="#2e7d4f" textLength="23" lengthAdjust="spacingAndGlyphs">COD</text>
      </Badge>
    </ul>
  );
}
