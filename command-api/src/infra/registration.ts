/**
 * What every account registration shares, whichever slice owns the account: one account per e-mail address (the
 * reservations keep it unique across volunteers, VIOs, sub-VIOs, admins and emergency users), registration numbers
 * of one format, and the message of a successful sign-up. Plain values: deciders may use them too.
 */
export const EMAIL_TAKEN = 'An account with this email already exists';

export const REGISTERED = 'you are successfully registered, please check your inbox or spam folders for the verification email!';

/** VOL-000042, VIO-000007: the counter's number, six digits. */
export const formatRegistrationNo = (prefix: 'VOL' | 'VIO', n: number) => `${prefix}-${String(n).padStart(6, '0')}`;
