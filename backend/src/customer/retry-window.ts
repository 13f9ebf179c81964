/**
 * How long a form post counts as a retry of the same one (double click, back and resubmit,
 * a client retrying after a lost answer): within this window a repeated password-reset
 * request or newsletter subscription sends no second e-mail, and an identical sign-up or
 * new-password post answers like the first instead of failing.
 */
export const RETRY_WINDOW_MS = 2 * 60 * 1000
