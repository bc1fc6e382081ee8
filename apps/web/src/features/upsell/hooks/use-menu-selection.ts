import type { UpsellMenu } from '@dekka/contracts/upsell';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatMenuSelection,
  parseMenuSelection,
} from '../../booking-process/model/menu-selection-param';
import { decrement, increment, initialSelection } from '../model/menu-selection';
import type { MenuCount } from '../../booking-process/model/menu-selection-param';

export interface MenuSelectionState {
  selection: MenuCount[];
  /** The menu preselected for the whole party (docs/product.md, "The booking flow"), while it stays selected. */
  preselectedId: number | null;
  /** Menus whose selection was just dropped by a floor-plan switch: their steppers flash. */
  flashing: number[];
  /** The menu whose choice dropped the others, for the screen-reader announcement. */
  switchedTo: number | null;
  increment: (menuId: number) => void;
  decrement: (menuId: number) => void;
  clear: () => void;
  flashEnded: (menuId: number) => void;
}

/**
 * The diner's menu choice for the upsell page. It opens from the address's `menuSelection`
 * (or the single-menu preselection) and every change is written back to the address, replacing
 * the history entry, so a reload or the next step sees the same choice; an empty choice removes
 * the parameter (docs/product.md, "Routes").
 */
export function useMenuSelection(menus: readonly UpsellMenu[], guests: number): MenuSelectionState {
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() =>
    initialSelection(menus, parseMenuSelection(params.get('menuSelection')), guests),
  );
  const [selection, setSelection] = useState<MenuCount[]>(initial.selection);
  const [preselectedId, setPreselectedId] = useState(initial.preselectedId);
  const [flashing, setFlashing] = useState<number[]>([]);
  const [switchedTo, setSwitchedTo] = useState<number | null>(null);

  const formatted = formatMenuSelection(selection);
  // The address is outside React: keep it in step with the selection. Replace, not push, so
  // Back leaves the page instead of undoing presses one by one.
  useEffect(() => {
    setParams(
      (current) => {
        if (current.get('menuSelection') === formatted) return current;
        const next = new URLSearchParams(current);
        if (formatted === null) next.delete('menuSelection');
        else next.set('menuSelection', formatted);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [formatted, setParams]);

  function apply(next: MenuCount[]) {
    setSelection(next);
    if (preselectedId !== null && !next.some((entry) => entry.id === preselectedId)) {
      setPreselectedId(null);
    }
  }

  return {
    selection,
    preselectedId,
    flashing,
    switchedTo,
    increment(menuId) {
      const change = increment(menus, selection, menuId, guests);
      if (change.kind !== 'changed') return;
      apply(change.selection);
      setFlashing(change.dropped);
      setSwitchedTo(change.dropped.length > 0 ? menuId : null);
    },
    decrement(menuId) {
      const change = decrement(menus, selection, menuId);
      if (change.kind !== 'changed') return;
      apply(change.selection);
      setSwitchedTo(null);
    },
    clear() {
      apply([]);
      setFlashing([]);
      setSwitchedTo(null);
    },
    flashEnded(menuId) {
      setFlashing((current) => current.filter((id) => id !== menuId));
    },
  };
}
