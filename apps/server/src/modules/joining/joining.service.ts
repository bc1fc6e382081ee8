import type {
  ApplicationsResponse,
  DecisionResponse,
  JoinCitiesResponse,
  JoinRequest,
  RestaurantApplication,
} from '@dekka/contracts/joining';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { toLanguage, type Language } from '../../languages.ts';
import { INVITATION_LIFETIME_S } from '../auth/accounts.ts';
import type { SendNotice } from '../messages/send-notice.ts';
import { invalidField } from '../../invalid-field.ts';
import { restaurantSearchText } from '../restaurants/search-text.ts';
import { addInvitation, wallClockNow, type StaffService } from '../staff/staff.service.ts';
import { renderApplicationDeclinedMail, renderApplicationReceivedMail } from './joining-mail.ts';
import {
  createJoiningRepository,
  type ApplicationRecord,
  type ApplicationRow,
  type JoiningRepository,
} from './joining.repository.ts';
import {
  COUNTRY_DEFAULTS,
  DEFAULT_PRICE_CATEGORY,
  slugBase,
  slugCandidates,
} from './new-restaurant.ts';

const COUNTRIES = ['is', 'es', 'no', 'dk'] as const;

function view(row: ApplicationRow): RestaurantApplication {
  return {
    id: row.id,
    restaurantName: row.restaurantName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    city: row.city,
    address: row.address,
    website: row.website,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: row.reason,
    restaurant: row.restaurant,
  };
}

/** The decision's e-mail went out; false when it could not be handed over (logged by kind). */
async function mailed(send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch {
    return false;
  }
}

/**
 * Joining Dekka (docs/decisions/043-joining-dekka.md): a restaurant applies, a Dekka
 * administrator approves (the restaurant is made, unpublished, with its staff organization and
 * an owner invitation to the applicant, in one transaction) or declines. Nothing of an
 * application is logged but its id.
 */
export function createJoiningService(deps: {
  db: AppDatabase;
  clock: Clock;
  sendNotice: SendNotice;
  staff: StaffService;
  logger: FastifyBaseLogger;
}) {
  const rows = createJoiningRepository(deps.db);

  async function decided(id: number, sent: boolean): Promise<DecisionResponse> {
    const row = await rows.application(id);
    if (!row) throw new AppError('not_found', 404, 'No such application');
    return { application: view(row), mailed: sent };
  }

  /** Locks a pending application for a decision: 404 unknown, 409 decided already. */
  async function pending(repository: JoiningRepository, id: number) {
    const application = await repository.lockApplication(id);
    if (!application) throw new AppError('not_found', 404, 'No such application');
    if (application.status !== 'pending') {
      throw new AppError('conflict', 409, 'This application has been decided already');
    }
    return application;
  }

  /** The restaurant an approval makes: unpublished, with its country's defaults and a free slug. */
  async function createRestaurant(
    repository: JoiningRepository,
    application: ApplicationRecord,
    now: Date,
  ) {
    const city = await repository.city(application.cityId);
    if (!city) throw new Error(`application names city ${application.cityId}, which is gone`);
    const defaults = COUNTRY_DEFAULTS[application.country];
    const position = (await repository.cityCentre(city.id)) ?? defaults.position;
    const base = slugBase(application.restaurantName);
    const listIndex = await repository.nextListIndex();
    for (const slug of slugCandidates(base, await repository.slugsLike(base))) {
      const made = await repository.insertRestaurant({
        slug,
        name: application.restaurantName,
        cityId: city.id,
        address: application.address,
        lat: position.lat,
        lon: position.lon,
        website: application.website,
        phone: application.phone,
        country: application.country,
        currency: defaults.currency,
        locale: defaults.locale,
        timeZone: defaults.timeZone,
        priceCategory: DEFAULT_PRICE_CATEGORY,
        published: false,
        listIndex,
        ...restaurantSearchText({
          name: application.restaurantName,
          city: city.name,
          categories: [],
        }),
        createdAt: now,
      });
      // Null: another approval took this slug a moment ago; the next candidate is tried.
      if (made) return made;
    }
    throw new Error('no free slug');
  }

  return {
    /** Every city, grouped by country, for the form's city list. */
    async cities(): Promise<JoinCitiesResponse> {
      const all = await rows.cities();
      return {
        countries: COUNTRIES.map((country) => ({
          country,
          cities: all
            .filter((city) => city.country === country)
            .map(({ id, name }) => ({ id, name })),
        })),
      };
    },

    /**
     * Stores the application and sends the applicant an acknowledgement in their language. The
     * application stands even when that e-mail cannot go (the failure is logged by kind only).
     */
    async apply(request: JoinRequest, acceptLanguage: string | undefined): Promise<void> {
      const city = await rows.city(request.cityId);
      if (city?.country !== request.country) {
        throw invalidField('cityId', 'cityId: not a city of the chosen country');
      }
      const language: Language = toLanguage(acceptLanguage);
      const id = await rows.insertApplication({
        ...request,
        language,
        status: 'pending',
        createdAt: deps.clock.now(),
      });
      deps.logger.info({ applicationId: id }, 'restaurant application received');
      await mailed(async () =>
        deps.sendNotice(
          'application-received',
          request.email,
          await renderApplicationReceivedMail({
            language,
            contactName: request.contactName,
            restaurantName: request.restaurantName,
          }),
        ),
      );
    },

    async list(): Promise<ApplicationsResponse> {
      const { pending: open, decided: done } = await rows.list();
      return { pending: open.map(view), decided: done.map(view) };
    },

    /**
     * In one transaction under the application's row lock: the restaurant (unpublished), its
     * staff organization, the owner invitation to the applicant's address, and the decision. A
     * second approval (or a decline racing it) waits for the lock and then finds it decided: 409,
     * so one application never makes two restaurants. The invitation e-mail goes after the
     * commit, the same one an owner's invitation sends.
     */
    async approve(administratorId: string, applicationId: number): Promise<DecisionResponse> {
      const now = deps.clock.now();
      const made = await deps.db.transaction(async (tx) => {
        const repository = createJoiningRepository(tx);
        const application = await pending(repository, applicationId);
        const restaurant = await createRestaurant(repository, application, now);
        const organizationId = await repository.insertOrganization(restaurant, now);
        const invitation = await addInvitation(tx, {
          organizationId,
          email: application.email,
          role: 'owner',
          inviterId: administratorId,
          now: wallClockNow(),
          lifetimeS: INVITATION_LIFETIME_S,
        });
        await repository.decide(applicationId, {
          status: 'approved',
          decidedBy: administratorId,
          decidedAt: now,
          reason: null,
          restaurantId: restaurant.id,
        });
        return { application, restaurant, invitation };
      });
      deps.logger.info(
        { applicationId, restaurantId: made.restaurant.id },
        'restaurant application approved',
      );
      const sent = await mailed(() =>
        deps.staff.mailInvitation({
          id: made.invitation.id,
          email: made.invitation.email,
          role: 'owner',
          restaurantName: made.restaurant.name,
          language: toLanguage(made.application.language),
        }),
      );
      return decided(applicationId, sent);
    },

    /** Declines a pending application (409 once decided) and e-mails the applicant the reason. */
    async decline(
      administratorId: string,
      applicationId: number,
      reason: string,
    ): Promise<DecisionResponse> {
      const application = await deps.db.transaction(async (tx) => {
        const repository = createJoiningRepository(tx);
        const found = await pending(repository, applicationId);
        await repository.decide(applicationId, {
          status: 'declined',
          decidedBy: administratorId,
          decidedAt: deps.clock.now(),
          reason: reason === '' ? null : reason,
          restaurantId: null,
        });
        return found;
      });
      deps.logger.info({ applicationId }, 'restaurant application declined');
      const sent = await mailed(async () =>
        deps.sendNotice(
          'application-declined',
          application.email,
          await renderApplicationDeclinedMail({
            language: toLanguage(application.language),
            restaurantName: application.restaurantName,
            reason,
          }),
        ),
      );
      return decided(applicationId, sent);
    },
  };
}

export type JoiningService = ReturnType<typeof createJoiningService>;
