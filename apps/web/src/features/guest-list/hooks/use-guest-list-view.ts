import { useSearchParams } from 'react-router';

export type GuestListView = 'list' | 'timeline';

/**
 * The list or the timeline by table, kept in the address (`?view=timeline`) like the day, so a
 * reload and a shared link open the same layout. The list is the default and leaves it out.
 */
export function useGuestListView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: GuestListView = searchParams.get('view') === 'timeline' ? 'timeline' : 'list';

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
