import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, browserToday, isLocalDate } from '../model/local-date';

/**
 * The day the guest list shows, kept in the address (`?date=YYYY-MM-DD`) so a reload, a shared
 * link and Back all show the same day. Without a date it is the restaurant's today: the browser's
 * date until the first answer says otherwise (a restaurant in another zone), the answer's `today`
 * from then on.
 */
export function useGuestListDay() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [today, setToday] = useState(browserToday);

  const asked = searchParams.get('date');
  const date = isLocalDate(asked) ? asked : today;

  /** A new history entry per day (Back returns to the previous one); other parameters stay. */
  const goTo = (next: string) => {
    if (!isLocalDate(next) || next === date) return;
    setSearchParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === today) query.delete('date');
        else query.set('date', next);
        return query;
      },
      { preventScrollReset: true },
    );
  };

  return {
    date,
    today,
    isToday: date === today,
    goTo,
    previous: () => goTo(addDays(date, -1)),
    next: () => goTo(addDays(date, 1)),
    goToToday: () => goTo(today),
    /**
     * Takes the restaurant's today from an answer. Called while rendering, not in an effect, so
     * a corrected day is asked for at once (React's "adjust state when a prop changes").
     */
    learnToday: (answerToday: string) => {
      if (answerToday !== today) setToday(answerToday);
    },
  };
}

export type GuestListDay = ReturnType<typeof useGuestListDay>;
