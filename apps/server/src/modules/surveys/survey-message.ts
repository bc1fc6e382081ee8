import { loadBookingFacts } from '../bookings/booking-message.ts';
import type { MessageSource, SurveyInvitation } from '../messages/message-payload.ts';
import { createSurveyRepository } from './survey.repository.ts';
import { surveyExpiresAt } from './survey-rules.ts';

/**
 * Where the survey's invitation comes from: queued two hours after the visit, read when it is
 * sent, since by then the booking may have been marked a no-show, or the diner may have answered
 * or let the survey close.
 */
export function surveyInvitationSource(publicUrl: string): MessageSource<SurveyInvitation> {
  return {
    async load(db, { kind, subjectId, now }) {
      const facts = await loadBookingFacts(db, subjectId, publicUrl);
      if (!facts?.to) return { skip: 'no e-mail address' };
      const blocker = await createSurveyRepository(db).invitationBlocker(subjectId, now);
      if (blocker) return { skip: blocker };
      return { kind, ...facts, surveyClosesAt: surveyExpiresAt(facts.endAt) };
    },
  };
}
