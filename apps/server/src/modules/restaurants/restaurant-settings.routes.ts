import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import { BookingsAffectedResponse } from '@dekka/contracts/restaurant-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLanguage } from '../../content-language.ts';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { AuditLogService } from '../catalogue-changes/audit-log.service.ts';
import { replyToChange } from '../catalogue-changes/conflict-reply.ts';
import type { HoursService } from './hours.service.ts';
import type { LookService } from './look.service.ts';
import type { ProfileService } from './profile.service.ts';
import type { RulesService } from './rules.service.ts';

const schema = (summary: string) => ({
  tags: ['staff', 'settings'],
  summary,
  security: [{ bearerAuth: [] }],
});

/** A change of hours may answer 409 with the bookings it would leave outside. */
const changeErrors = { ...staffErrorResponses, 409: BookingsAffectedResponse };

/**
 * The restaurant's settings (owners and managers; docs/decisions/036-restaurant-settings.md):
 * opening hours and special days, booking rules, the look of the embedded page (ADR 037), and the
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

  app.get(
    API_ROUTES.settingsHours.path,
    {
      preHandler: view,
      schema: {
        ...schema('The weekly services and the special days from today on'),
        params: ROUTE_SCHEMAS.settingsHours.params,
        response: { 200: ROUTE_SCHEMAS.settingsHours.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.hours.read(request.params.restaurantId),
  );

  app.put(
    API_ROUTES.saveSettingsHours.path,
    {
      preHandler: change,
      schema: {
        ...schema('Replace the weekly services (409 lists future bookings left outside)'),
        params: ROUTE_SCHEMAS.saveSettingsHours.params,
        body: ROUTE_SCHEMAS.saveSettingsHours.body,
        response: { 200: ROUTE_SCHEMAS.saveSettingsHours.response, ...changeErrors },
      },
    },
    async (request, reply) =>
      replyToChange(
        request,
        reply,
        await opts.hours.saveWeek(request.params.restaurantId, userOf(request), request.body),
      ),
  );

  app.post(
    API_ROUTES.addSpecialDay.path,
    {
      preHandler: change,
      schema: {
        ...schema('Add a special day: closed, or hours of its own'),
        params: ROUTE_SCHEMAS.addSpecialDay.params,
        body: ROUTE_SCHEMAS.addSpecialDay.body,
        response: { 200: ROUTE_SCHEMAS.addSpecialDay.response, ...changeErrors },
      },
    },
    async (request, reply) =>
      replyToChange(
        request,
        reply,
        await opts.hours.addSpecialDay(request.params.restaurantId, userOf(request), request.body),
      ),
  );

  app.put(
    API_ROUTES.changeSpecialDay.path,
    {
      preHandler: change,
      schema: {
        ...schema('Change a special day'),
        params: ROUTE_SCHEMAS.changeSpecialDay.params,
        body: ROUTE_SCHEMAS.changeSpecialDay.body,
        response: { 200: ROUTE_SCHEMAS.changeSpecialDay.response, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { restaurantId, specialDayId } = request.params;
      return replyToChange(
        request,
        reply,
        await opts.hours.changeSpecialDay(
          restaurantId,
          userOf(request),
          specialDayId,
          request.body,
        ),
      );
    },
  );

  app.delete(
    API_ROUTES.removeSpecialDay.path,
    {
      preHandler: change,
      schema: {
        ...schema('Remove a special day: the weekday’s services apply again'),
        params: ROUTE_SCHEMAS.removeSpecialDay.params,
        querystring: ROUTE_SCHEMAS.removeSpecialDay.querystring,
        response: { 200: ROUTE_SCHEMAS.removeSpecialDay.response, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { restaurantId, specialDayId } = request.params;
      const result = await opts.hours.removeSpecialDay(
        restaurantId,
        userOf(request),
        specialDayId,
        request.query.keepBookings,
      );
      return replyToChange(
        request,
        reply,
        result.saved ? { saved: true, value: { done: true as const } } : result,
      );
    },
  );

  app.get(
    API_ROUTES.settingsRules.path,
    {
      preHandler: view,
      schema: {
        ...schema('The booking rules'),
        params: ROUTE_SCHEMAS.settingsRules.params,
        response: { 200: ROUTE_SCHEMAS.settingsRules.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.rules.read(request.params.restaurantId),
  );

  app.put(
    API_ROUTES.saveSettingsRules.path,
    {
      preHandler: change,
      schema: {
        ...schema(
          'Change the booking rules (for bookings made from now on, but deadline and reminder)',
        ),
        params: ROUTE_SCHEMAS.saveSettingsRules.params,
        body: ROUTE_SCHEMAS.saveSettingsRules.body,
        response: { 200: ROUTE_SCHEMAS.saveSettingsRules.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.rules.save(request.params.restaurantId, userOf(request), request.body),
  );

  app.get(
    API_ROUTES.settingsHistory.path,
    {
      preHandler: view,
      schema: {
        ...schema('Every change of the settings, newest first, with who made it'),
        params: ROUTE_SCHEMAS.settingsHistory.params,
        querystring: ROUTE_SCHEMAS.settingsHistory.querystring,
        response: { 200: ROUTE_SCHEMAS.settingsHistory.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.auditLog.page(request.params.restaurantId, request.query.before),
  );

  app.get(
    API_ROUTES.settingsLook.path,
    {
      preHandler: view,
      schema: {
        ...schema('The restaurant’s theme colours, and the site’s they fall back to'),
        params: ROUTE_SCHEMAS.settingsLook.params,
        response: { 200: ROUTE_SCHEMAS.settingsLook.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.look.read(request.params.restaurantId),
  );

  app.put(
    API_ROUTES.saveSettingsLook.path,
    {
      preHandler: change,
      schema: {
        ...schema('Change the theme colours (hex; 400 names a colour below 4.5:1 contrast)'),
        params: ROUTE_SCHEMAS.saveSettingsLook.params,
        body: ROUTE_SCHEMAS.saveSettingsLook.body,
        response: { 200: ROUTE_SCHEMAS.saveSettingsLook.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.look.save(request.params.restaurantId, userOf(request), request.body),
  );

  // The shared lists are named in the staff member's language, like a diner's.
  const languageOf = (request: { headers: { 'accept-language'?: string | undefined } }) =>
    contentLanguage(request.headers['accept-language']);

  app.get(
    API_ROUTES.settingsProfile.path,
    {
      preHandler: view,
      schema: {
        ...schema('The profile: name, address, contact, texts per language, cuisines and area'),
        params: ROUTE_SCHEMAS.settingsProfile.params,
        response: { 200: ROUTE_SCHEMAS.settingsProfile.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.profile.read(request.params.restaurantId, languageOf(request)),
  );

  app.put(
    API_ROUTES.saveSettingsProfile.path,
    {
      preHandler: change,
      schema: {
        ...schema('Change the profile (the confirmation notes are sanitized HTML)'),
        params: ROUTE_SCHEMAS.saveSettingsProfile.params,
        body: ROUTE_SCHEMAS.saveSettingsProfile.body,
        response: { 200: ROUTE_SCHEMAS.saveSettingsProfile.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.profile.save(
        request.params.restaurantId,
        userOf(request),
        languageOf(request),
        request.body,
      ),
  );
};
