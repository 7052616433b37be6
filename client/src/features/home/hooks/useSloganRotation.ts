import { useState } from 'react';

/**
 * Where the home slogans' rotation is and whether the visitor stopped (`true`) or played (`false`) it
 * (unset: not chosen, the reduced-motion preference decides). Held by the Hero, above the typer: a
 * language switch remounts the typer with the new slogans, and the choice (and the slogan on screen)
 * must survive it.
 */
export function useSloganRotation() {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<boolean>();
  return { index, setIndex, choice, setChoice };
}

export type SloganRotation = ReturnType<typeof useSloganRotation>;
