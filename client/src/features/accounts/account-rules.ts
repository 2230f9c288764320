// The browser checks sign-up and login with the very rules the server enforces (one source, no imports there),
// so both sides agree on what is valid and say it in the same words.
export * from '../../../../server/src/modules/accounts/account-rules';
