import { z } from 'zod';
import {
  changePasswordRequest,
  emailVerificationRequest,
  forgotPasswordRequest,
  loginSchema,
  resetPasswordRequest,
  terminateAccountRequest,
} from '@nvp/events';
import { routeDocs } from '../types';

/** Sign-in and the account of every user (auth/ and account/). */
export const accountDocs = {
  ...routeDocs('auth', {
    'POST /api/authenticate/login': {
      summary: 'Sign in with e-mail and password',
      description: 'Answers the JWT to send as `Authorization: Bearer` (or header `token`) on every other call.',
      body: loginSchema,
      ok: z.object({
        token: z.string().describe('A JWT whose payload is the session of spec §3: id, email, name, type, access (the spec §6 mask), registrationNo, status.'),
      }),
      responses: {
        401: 'Wrong e-mail or password (message "Error"), or the account is suspended or terminated (the message says which).',
        429: 'Too many failed sign-ins for this e-mail or from this address.',
      },
    },
    'POST /api/authenticate/logout': {
      summary: 'Sign out: the presented token stops working on the server',
      description:
        'Ends the session of the presented token: it, and every token renewed from the same login, then gets 401 on every route. Sessions also end by themselves SESSION_MAX_SECONDS (12 hours) after the login, whatever renewals said.',
      body: 'none',
      ok: z.object({ message: z.string(), position: z.string().optional() }),
    },
  }),
  ...routeDocs('account', {
    'POST /api/user/changePassword': { summary: 'Change the own password (current, new, confirmation)', body: changePasswordRequest },
    'POST /api/user/terminate/': { summary: 'Close the own account (password confirmation)', body: terminateAccountRequest },
    'POST /api/user/forgetPassword': {
      summary: 'Ask for a password reset link by e-mail',
      description: 'Always the same answer, with no position, whether or not the e-mail has an account.',
      body: forgotPasswordRequest,
    },
    'PUT /api/user/forgetPassword': { summary: 'Set a new password with the mailed reset key', body: resetPasswordRequest },
  }),
};

/** The mailed e-mail verification key: header `tokenKey` (spec §7) or this body. */
export const emailVerificationBody = emailVerificationRequest;
