import { BookingsAffectedResponse } from '@dekka/contracts/restaurant-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLanguage } from '../../content-language.ts';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { AuditLogService } from '../catalogue-changes/audit-log.service.ts';
import { replyToChange } from '../catalogue-changes/conflict-reply.ts';
import type { HoursService } from './hours.service.ts';
import type { LookService } from './look.service.ts';
import type { ProfileService } from './profile.service.ts';
import type { RulesService } from './rules.service.ts';

/** A change of hours may answer 409 with the bookings it would leave outside. */
const changeErrors = { ...staffErrorResponses, 409: BookingsAffectedResponse };

/**
 * The restaurant's settings (owners and managers; docs/decisions/036-restaurant-settings.md):
 * opening hours and special periods, booking rules, the look of the embedded page (ADR 037), and the
 * log of every change.
 */
export const restaurantSettingsRoutes: FastifyPluginAsyncZod<{
  hours: HoursService;
  rules: RulesService;
  auditLog: AuditLogService;
  look: LookService;
  profile: ProfileService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  const view = opts.staffOnly('settings.view');
  const change = opts.staffOnly('settings.change');
  const userOf = (request: Parameters<typeof identityOf>[0]) => identityOf(request).userId;

  defineRoute(
    app,
    'settingsHours',
    { preHandler: view, errors: staffErrorResponses },
    async (request) => opts.hours.read(request.params.restaurantId),
  );

  defineRoute(
    app,
    'saveSettingsHours',
    { preHandler: change, errors: changeErrors },
    async (request, reply) =>
      replyToChange(
        request,
        reply,
        await opts.hours.saveWeek(request.params.restaurantId, userOf(request), request.body),
      ),
  );

  defineRoute(
    app,
    'addSpecialPeriod',
    { preHandler: change, errors: changeErrors },
    async (request, reply) =>
      replyToChange(
        request,
        reply,
        await opts.hours.addSpecialPeriod(
          request.params.restaurantId,
          userOf(request),
          request.body,
        ),
      ),
  );

  defineRoute(
    app,
    'changeSpecialPeriod',
    { preHandler: change, errors: changeErrors },
    async (request, reply) => {
      const { restaurantId, specialPeriodId } = request.params;
      return replyToChange(
        request,
        reply,
        await opts.hours.changeSpecialPeriod(
          restaurantId,
          userOf(request),
          specialPeriodId,
          request.body,
        ),
      );
    },
  );

  defineRoute(
    app,
    'removeSpecialPeriod',
    { preHandler: change, errors: changeErrors },
    async (request, reply) => {
      const { restaurantId, specialPeriodId } = request.params;
      const result = await opts.hours.removeSpecialPeriod(
        restaurantId,
        userOf(request),
        specialPeriodId,
        request.query.keepBookings,
      );
      return replyToChange(
        request,
        reply,
        result.saved ? { saved: true, value: { done: true as const } } : result,
      );
    },
  );

  defineRoute(
    app,
    'settingsRules',
    { preHandler: view, errors: staffErrorResponses },
    async (request) => opts.rules.read(request.params.restaurantId),
  );

  defineRoute(
    app,
    'saveSettingsRules',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => opts.rules.save(request.params.restaurantId, userOf(request), request.body),
  );

  defineRoute(
    app,
    'settingsHistory',
    { preHandler: view, errors: staffErrorResponses },
    async (request) => opts.auditLog.page(request.params.restaurantId, request.query.before),
  );

  defineRoute(
    app,
    'settingsLook',
    { preHandler: view, errors: staffErrorResponses },
    async (request) => opts.look.read(request.params.restaurantId),
  );

  defineRoute(
    app,
    'saveSettingsLook',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => opts.look.save(request.params.restaurantId, userOf(request), request.body),
  );

  // The shared lists are named in the staff member's language, like a diner's.
  const languageOf = (request: { headers: { 'accept-language'?: string | undefined } }) =>
    contentLanguage(request.headers['accept-language']);

  defineRoute(
    app,
    'settingsProfile',
    { preHandler: view, errors: staffErrorResponses },
    async (request) => opts.profile.read(request.params.restaurantId, languageOf(request)),
  );

  defineRoute(
    app,
    'saveSettingsProfile',
    { preHandler: change, errors: staffErrorResponses },
    async (request) =>
      opts.profile.save(
        request.params.restaurantId,
        userOf(request),
        languageOf(request),
        request.body,
      ),
  );
};
