import type {
  RestaurantRatingsResponse,
  SurveyAnswers,
  SurveyInfoResponse,
  SurveyReplyResponse,
} from '@dekka/contracts/survey';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createSurveyRepository } from './survey.repository.ts';
import { isVisit, roundedAverage, surveyExpiresAt, visitDate, visitMonth } from './survey-rules.ts';

/** How many published comments the restaurant page shows. */
const LATEST_COMMENTS = 3;

/** The longest first name a published rating carries. */
const FIRST_NAME_MAX = 100;

export type SurveyService = ReturnType<typeof createSurveyService>;

/**
 * One round of the invitation job (jobs/survey-invitations.ts): queues the invitations of
 * visits that ended as outbox messages, once per booking (survey.repository.ts,
 * queueInvitations). Returns how many it queued.
 */
export function queueSurveyInvitations(db: AppDatabase, now: Date): Promise<number> {
  return createSurveyRepository(db).queueInvitations(now);
}

/** The post-visit survey and the published ratings (docs/product.md, "Survey and ratings"). */
export function createSurveyService(deps: { db: AppDatabase; clock: Clock }) {
  const repository = createSurveyRepository(deps.db);

  /** The visit behind a link; 404 for an unknown guid and for anything that is not a visit. */
  async function visitOf(guid: string) {
    const visit = await repository.visitByGuid(guid);
    if (!visit || !isVisit(visit, deps.clock.now())) {
      throw new AppError('not_found', 404, 'No survey for this link');
    }
    return visit;
  }

  return {
    async info(guid: string): Promise<SurveyInfoResponse> {
      const visit = await visitOf(guid);
      const expiresAt = surveyExpiresAt(visit.endAt);
      return {
        restaurantName: visit.restaurantName,
        restaurantSlug: visit.restaurantSlug,
        visitDate: visitDate(visit.startAt, visit.timeZone),
        answered: visit.surveyId !== null,
        expired: deps.clock.now().getTime() > expiresAt.getTime(),
        expiresAt: expiresAt.toISOString(),
        timeZone: visit.timeZone,
      };
    },

    /**
     * Stores the diner's answers, once per booking (409 survey_already_answered after that,
     * also for the loser of two submits at once) and only while the link is open (410
     * survey_expired). A published survey carries the diner's first name, copied now.
     */
    async submit(guid: string, answers: SurveyAnswers): Promise<{ done: true }> {
      const visit = await visitOf(guid);
      if (visit.surveyId !== null) {
        throw new AppError('survey_already_answered', 409, 'This survey has been answered');
      }
      const now = deps.clock.now();
      if (now.getTime() > surveyExpiresAt(visit.endAt).getTime()) {
        throw new AppError('survey_expired', 410, 'This survey has closed');
      }
      const comment = answers.comment?.trim() ?? '';
      const firstName = visit.firstName?.trim().slice(0, FIRST_NAME_MAX) ?? '';
      const id = await repository.insert({
        bookingId: visit.bookingId,
        restaurantId: visit.restaurantId,
        food: answers.food,
        service: answers.service,
        ambience: answers.ambience,
        value: answers.value,
        comment: comment === '' ? null : comment,
        publish: answers.publish,
        firstName: answers.publish && firstName !== '' ? firstName : null,
        visitMonth: visitMonth(visit.startAt, visit.timeZone),
        createdAt: now,
      });
      if (id === null) {
        throw new AppError('survey_already_answered', 409, 'This survey has been answered');
      }
      return { done: true };
    },

    /** The restaurant's published ratings: averages, count and the latest comments. */
    async ratings(restaurantId: number): Promise<RestaurantRatingsResponse> {
      if (!(await repository.restaurantExists(restaurantId))) {
        throw new AppError('not_found', 404, 'No such restaurant');
      }
      const averages = await repository.publishedAverages(restaurantId);
      const comments = await repository.latestPublishedComments(restaurantId, LATEST_COMMENTS);
      return {
        count: averages?.count ?? 0,
        average: roundedAverage(averages?.overall ?? null),
        food: roundedAverage(averages?.food ?? null),
        service: roundedAverage(averages?.service ?? null),
        ambience: roundedAverage(averages?.ambience ?? null),
        value: roundedAverage(averages?.value ?? null),
        comments: comments.map((row) => ({
          id: row.id,
          firstName: row.firstName,
          visitMonth: row.visitMonth,
          rating: roundedAverage((row.food + row.service + row.ambience + row.value) / 4) ?? 1,
          comment: row.comment ?? '',
          reply: row.reply,
          repliedAt: row.repliedAt?.toISOString() ?? null,
        })),
      };
    },

    /** The restaurant's public reply to a survey of its own; a blank reply takes it down. */
    async reply(
      restaurantSlug: string,
      surveyId: number,
      text: string,
    ): Promise<SurveyReplyResponse> {
      const reply = text.trim();
      const row = await repository.reply(
        restaurantSlug,
        surveyId,
        reply === '' ? null : reply,
        deps.clock.now(),
      );
      if (!row) throw new AppError('not_found', 404, 'No such survey at this restaurant');
      return { id: row.id, reply: row.reply, repliedAt: row.repliedAt?.toISOString() ?? null };
    },
  };
}
