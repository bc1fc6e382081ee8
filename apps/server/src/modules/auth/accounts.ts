import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, emailOTP, organization } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client.ts';
import { toLanguage } from '../../languages.ts';
import type { SendNotice } from '../messages/send-notice.ts';
import { renderSignInCodeMail } from './sign-in-code-mail.ts';
import {
  authAccounts,
  authSessions,
  authVerifications,
  staffInvitations,
  staffMembers,
  staffOrganizations,
  users,
} from '../../db/schema.ts';

/** A code works for ten minutes: long enough to find the e-mail on a phone, short enough to guess. */
export const SIGN_IN_CODE_LIFETIME_S = 10 * 60;
/** Wrong guesses one code survives before it is thrown away and a new one must be asked for. */
export const SIGN_IN_CODE_ATTEMPTS = 5;
/** A signed-in device stays signed in this long after its last use (each day of use extends it). */
const SESSION_LIFETIME_S = 30 * 24 * 60 * 60;

/** An invitation to join a restaurant's staff stays open a week. */
export const INVITATION_LIFETIME_S = 7 * 24 * 60 * 60;

/**
 * What the library itself lets each role do inside its own calls (inviting, cancelling an
 * invitation, removing a member): only owners manage the team. Dekka's own staff routes decide by
 * plugins/staff-guard.ts, which gives the same answer for these actions.
 */
const access = createAccessControl(defaultStatements);
const staffRoles = {
  owner: access.newRole({
    organization: ['update', 'delete'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
  }),
  manager: access.newRole({ organization: [], member: [], invitation: [] }),
  host: access.newRole({ organization: [], member: [], invitation: [] }),
};

export type AccountsDeps = {
  db: AppDatabase;
  /** Signs session tokens; the same secret as the anonymous bearer tokens. */
  secret: string;
  publicUrl: string;
  /** Account e-mails; it throws when a mail could not be handed over. */
  sendNotice: SendNotice;
  logger: FastifyBaseLogger;
};

/**
 * The account library (docs/decisions/020-accounts.md), configured for Dekka: users live in the
 * `users` table beside anonymous identities, sign-in is by a one-time e-mail code (stored hashed),
 * and a session's bearer token is signed, so knowing a row of auth_sessions is not enough to use
 * it. Dekka calls the library's server API from its own routes (contracts, rate limits and error
 * codes stay ours); the library's own HTTP handler is not mounted.
 */
export function createAccounts(deps: AccountsDeps) {
  return betterAuth({
    appName: 'Dekka',
    baseURL: deps.publicUrl,
    secret: deps.secret,
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        staffOrganization: staffOrganizations,
        staffMember: staffMembers,
        staffInvitation: staffInvitations,
      },
    }),
    user: { modelName: 'user' },
    session: { expiresIn: SESSION_LIFETIME_S, updateAge: 24 * 60 * 60 },
    emailAndPassword: { enabled: false },
    advanced: { database: { generateId: () => randomUUID() } },
    telemetry: { enabled: false },
    // The library's messages may quote an address; ours never do, and debug lines are dropped.
    logger: {
      level: 'error',
      log: (_level, message) => deps.logger.error({ source: 'accounts' }, message.slice(0, 200)),
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: SIGN_IN_CODE_LIFETIME_S,
        allowedAttempts: SIGN_IN_CODE_ATTEMPTS,
        storeOTP: 'hashed',
        async sendVerificationOTP({ email, otp }, ctx) {
          const language = toLanguage(ctx?.headers?.get('accept-language'));
          const minutes = SIGN_IN_CODE_LIFETIME_S / 60;
          await deps.sendNotice(
            'sign-in-code',
            email,
            await renderSignInCodeMail(language, otp, minutes),
          );
        },
      }),
      bearer({ requireSignature: true }),
      // A restaurant's staff: organizations are restaurants, created by Dekka (never by a user).
      // The invitation e-mail is sent by the staff service, which knows the inviter's language.
      organization({
        ac: access,
        roles: staffRoles,
        creatorRole: 'owner',
        allowUserToCreateOrganization: false,
        invitationExpiresIn: INVITATION_LIFETIME_S,
        cancelPendingInvitationsOnReInvite: true,
        requireEmailVerificationOnInvitation: true,
        schema: {
          organization: {
            modelName: 'staffOrganization',
            additionalFields: { restaurantId: { type: 'number', required: true, input: true } },
          },
          member: { modelName: 'staffMember' },
          invitation: { modelName: 'staffInvitation' },
        },
      }),
    ],
  });
}

export type Accounts = ReturnType<typeof createAccounts>;
