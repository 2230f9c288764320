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
        <text x="6" y="20" fontFamily="Arial, sans-serif" fontSize="12" fontStyle="italic" fontWeight="800" fill="#5f6368">UPI</text>
        <path d="M32 8l6 7-6 7z" fill="#f47920" />
        <path d="M36 8l6 7-6 7z" fill="#0f9d58" />
      </Badge>
      <Badge label="Visa">
        <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontStyle="italic" fontWeight="900" fill="#1a1f71" letterSpacing=".5">VISA</text>
        <path d="M9 22.5h30" stroke="#f7b600" strokeWidth="1.6" />
      </Badge>
      <Badge label="Mastercard">
        <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
        <circle cx="28.5" cy="15" r="8" fill="#f79e1b" />
        <path d="M24 8.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2z" fill="#ff5f00" />
      </Badge>
      <Badge label="RuPay">
        <text x="5" y="19.5" fontFamily="Arial, sans-serif" fontSize="11" fontStyle="italic" fontWeight="900" fill="#1b3281">RuPay</text>
        <path d="M37 9l5 6-7 6z" fill="#f47920" />
        <path d="M35 11l3.5 4-5 4.5z" fill="#0f9d58" />
      </Badge>
      <Badge label="Cash on delivery">
        <rect x="6" y="9" width="15" height="12" rx="2" fill="#2e7d4f" />
        <circle cx="13.5" cy="15" r="3" fill="none" stroke="#fff" strokeWidth="1.4" />
        <text x="23.5" y="19.5" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="800" fill="#2e7d4f">COD</text>
      </Badge>
    </ul>
  );
}
