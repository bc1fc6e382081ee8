import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'dekka.orderBoard.sound';

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

/**
 * Browsers refuse sound until the page was touched, so the audio context is made (or resumed) on
 * the first click or key press; a beep before that is skipped without a word.
 */
function unlock(): void {
  try {
    const Context = (window as unknown as { AudioContext?: AudioContextClass }).AudioContext;
    if (!Context) return;
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

/** A short two-tone beep made with the Web Audio API: no sound file to download. */
function beep(): void {
  if (!context || context.state !== 'running') return;
  try {
    const now = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1175],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, now + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.15);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + offset);
      oscillator.stop(now + offset + 0.16);
    }
  } catch {
    // No sound is no reason to break the board.
  }
}

function storedOn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Whether a new order beeps (on unless turned off, remembered in this browser) and the beep. */
export function useOrderSound() {
  const [on, setOn] = useState(storedOn);

  useEffect(() => {
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  const toggle = useCallback(() => {
    setOn((was) => {
      try {
        localStorage.setItem(STORAGE_KEY, was ? 'off' : 'on');
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      return !was;
    });
    unlock();
  }, []);

  const play = useCallback(() => {
    if (on) beep();
  }, [on]);

  return { on, toggle, play };
}
