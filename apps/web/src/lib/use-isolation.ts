import { useLocation } from 'react-router';
import { readStoredIsolation, resolveIsolation } from './isolation';

/** True in isolated (embedded) mode: no footer, no search, header with the language only. */
export function useIsolation(): boolean {
  const { search } = useLocation();
  return resolveIsolation(search, readStoredIsolation());
}
