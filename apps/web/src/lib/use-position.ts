import { useState } from 'react';
import type { Position } from '@dekka/contracts/search';

/** Whether the browser is being asked for the position, and what came of the last ask. */
export type Locating = 'idle' | 'asking' | 'failed';

/**
 * Asks the browser for the diner's position, only when the diner asks for something that needs
 * it ("Nearest first", "Restaurants nearby"). A refusal, a timeout or a browser without positions
 * ends in `failed`, for the caller to say so; a position seen in the last ten minutes will do.
 */
export function usePosition(): {
  locating: Locating;
  locate: (onPosition: (position: Position) => void) => void;
  reset: () => void;
} {
  const [locating, setLocating] = useState<Locating>('idle');
  const locate = (onPosition: (position: Position) => void) => {
    if (locating === 'asking') return;
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        onPosition({ lat: coords.latitude, lon: coords.longitude });
      },
      () => setLocating('failed'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return { locating, locate, reset: () => setLocating('idle') };
}
