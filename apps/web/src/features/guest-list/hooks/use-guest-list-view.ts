import { useSearchParams } from 'react-router';

export type GuestListView = 'list' | 'timeline' | 'floor';

const VIEWS: readonly GuestListView[] = ['timeline', 'floor'];

/**
 * The list, the timeline by table or the floor plan, kept in the address (`?view=timeline`,
 * `?view=floor`) like the day, so a
 * reload and a shared link open the same layout. The list is the default and leaves it out.
 */
export function useGuestListView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: GuestListView =
    VIEWS.find((candidate) => candidate === searchParams.get('view')) ?? 'list';

  const setView = (next: GuestListView) => {
    if (next === view) return;
    setSearchParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'list') query.delete('view');
        else query.set('view', next);
        return query;
      },
      { preventScrollReset: true },
    );
  };

  return { view, setView };
}
