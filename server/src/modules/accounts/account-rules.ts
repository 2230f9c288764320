/**
 * The sign-up and login rules, with the messages a shopper reads. The browser re-exports this very file
 * (client/src/features/accounts/account-rules.ts), so both sides always agree on what is valid and say it
 * the same way. No imports on purpose: it must bundle for the browser as it is.
 */

export const ACCOUNT_MESSAGES = {
  fillAll: 'Please fill all fields!',
  username: 'Please enter your name (at most 50 characters).',
  mobile: 'Please enter a valid 10-digit mobile number.',
  email: 'Please enter a valid email address.',
  password: 'Please enter a valid password.',
  passwordShort: 'Password must be at least 8 characters.',
  passwordLong: 'Password must be at most 128 characters.',
  city: 'Please enter your city (at most 60 characters).',
  pincode: 'Please enter a valid 6-digit pincode.',
  /** The one answer to "forgot password", whether or not the address has an account. */
  resetRequested: 'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.',
  resetDone: 'Your password is changed. Please log in with your new password.',
  resetInvalid: 'This password reset link is not valid. Please ask for a new one.',
  resetUsed: 'This password reset link has already been used. Please ask for a new one if you still need it.',
  resetExpired: 'This password reset link has expired (links work for 30 minutes). Please ask for a new one.',
  tooManyResets: 'Too many password reset requests from your network. Please try again in an hour.',
} as const;

export const ACCOUNT_LIMITS = {
  usernameMax: 50,
  cityMax: 60,
  emailMax: 254,
  passwordMin: 8,
  /** A cap so a huge password is refused as bad input instead of costing a slow hash. */
  passwordMax: 128,
} as const;

/** A 10-digit Indian mobile number as stored: starts 6 to 9. The one definition (accounts, orders). */
export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
/** A 6-digit Indian PIN code: no leading 0. The one definition (accounts, orders, delivery). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export const REGISTRATION_FIELDS = ['username', 'mobile', 'email', 'password', 'city', 'pincode'] as const;
export const LOGIN_FIELDS = ['email', 'password'] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** Missing means absent, null or blank text; a value of the wrong type is present (and then invalid). */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * A 10-digit Indian mobile number (starting 6-9), accepting +91, 91 or a leading 0 and spaces or
 * dashes around the digits. Answers the 10 digits, or null when it is not one.
 */
export function normaliseMobile(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) value = String(value);
  if (typeof value !== 'string' || value.length > 20) return null;
  let digits = value.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  return MOBILE_PATTERN.test(digits) ? digits : null;
}

/** A 6-digit Indian PIN code (no leading 0). Answers it as text, or null. */
export function normalisePincode(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) value = String(value);
  if (typeof value !== 'string') return null;
  const pin = value.trim();
  return PINCODE_PATTERN.test(pin) ? pin : null;
}

/** Something that looks like an email address: one @, a dotted domain, no spaces. */
export function isEmailShape(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length <= ACCOUNT_LIMITS.emailMax && /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

function textWithin(value: unknown, max: number): boolean {
  return typeof value === 'string' && value.trim().length > 0 && value.trim().length <= max;
}

function passwordProblem(password: unknown, checkMinimum: boolean): string | null {
  if (typeof password !== 'string') return ACCOUNT_MESSAGES.password;
  if (password.length > ACCOUNT_LIMITS.passwordMax) return ACCOUNT_MESSAGES.passwordLong;
  if (checkMinimum && password.length < ACCOUNT_LIMITS.passwordMin) return ACCOUNT_MESSAGES.passwordShort;
  return null;
}

/** The first thing wrong with a sign-up, in the order a shopper fixes them, or null when it is valid. */
export function registrationProblem(input: Partial<Record<RegistrationField, unknown>>): string | null {
  if (REGISTRATION_FIELDS.some((f) => !isFilled(input[f]))) return ACCOUNT_MESSAGES.fillAll;
  if (!textWithin(input.username, ACCOUNT_LIMITS.usernameMax)) return ACCOUNT_MESSAGES.username;
  if (!normaliseMobile(input.mobile)) return ACCOUNT_MESSAGES.mobile;
  if (!isEmailShape(input.email)) return ACCOUNT_MESSAGES.email;
  const password = passwordProblem(input.password, true);
  if (password) return password;
  if (!textWithin(input.city, ACCOUNT_LIMITS.cityMax)) return ACCOUNT_MESSAGES.city;
  if (!normalisePincode(input.pincode)) return ACCOUNT_MESSAGES.pincode;
  return null;
}

/** What is wrong with a new password (the sign-up rule: 8 to 128 characters), or null. */
export function newPasswordProblem(password: unknown): string | null {
  if (!isFilled(password)) return ACCOUNT_MESSAGES.fillAll;
  return passwordProblem(password, true);
}

/**
 * The first thing wrong with a login, or null. No minimum length here: a short password is simply
 * wrong, and saying so differently would tell an attacker something.
 */
export function loginProblem(input: Partial<Record<'email' | 'password', unknown>>): string | null {
  if (LOGIN_FIELDS.some((f) => !isFilled(input[f]))) return ACCOUNT_MESSAGES.fillAll;
  if (!isEmailShape(input.email)) return ACCOUNT_MESSAGES.email;
  return passwordProblem(input.password, false);
}
