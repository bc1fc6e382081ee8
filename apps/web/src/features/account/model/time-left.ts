/** Whole seconds until `endMs`, rounded up so "0:00" shows only once the time is over. */
export function secondsLeft(endMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endMs - nowMs) / 1000));
}

/** 600 → "10:00", 59 → "0:59": minutes and seconds, as the code's life is counted down. */
export function formatMinutesSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
