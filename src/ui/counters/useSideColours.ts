/**
 * The side a new counter belongs to and its fill, ink and stripe colours, for the counter maker.
 * Each side keeps its colours: those the game's counters already use, then whatever is chosen in
 * the dialog, so switching sides brings its colours back and a new side gets colours of its own.
 */
import { useMemo, useRef, useState } from 'react';
import type { GameSession } from '../../doc/session';
import { hexColour, nextPaletteColour, sideColoursOf, sidePalette, stripeFor, type SideColours } from '../../setup/orderOfBattle';

/** The side and colours being chosen, and the changes the form's inputs make to them. */
export interface SideColourChoice {
  side: string;
  /** Colours as `#rrggbb`, as colour inputs need them. */
  fill: string;
  ink: string;
  stripe: string;
  /** Sides the game's counters already have, offered as suggestions. */
  sides: string[];
  /** Typing a side: a side seen before brings back its colours. */
  changeSide(next: string): void;
  /** Leaving the side input: a side typed for the first time gets colours of its own when the current ones are another side's. */
  settleSide(): void;
  /** Picking a colour: it is remembered for the side. */
  changeFill(colour: string): void;
  changeInk(colour: string): void;
  changeStripe(colour: string): void;
}

/**
 * Holds the counter maker's side and colours, starting from the first side the game's counters
 * use (or the first palette colour), so a new counter matches its side without picking colours.
 */
export function useSideColours(session: GameSession): SideColourChoice {
  const known = useMemo(() => sideColoursOf(session.snapshot()), [session]);
  const memory = useRef(new Map<string, SideColours>(known));
  const firstColours = known.values().next().value ?? sidePalette[0];

  const [side, setSide] = useState(() => known.values().next().value?.side ?? '');
  const [fill, setFill] = useState(hexColour(firstColours.fill, '#c9b77a'));
  const [ink, setInk] = useState(hexColour(firstColours.ink, '#1b1b1b'));
  const [stripe, setStripe] = useState(hexColour(firstColours.stripe ?? stripeFor(firstColours.fill), '#ffffff'));

  const remember = (colours: Partial<SideColours>) => {
    const key = side.trim().toLowerCase();
    if (!key) return;
    const now = { fill, ink, stripe, ...colours };
    memory.current.set(key, now);
  };
  const settleSide = () => {
    const key = side.trim().toLowerCase();
    if (!key || memory.current.has(key)) return;
    const others = [...memory.current.values()];
    const taken = others.some((c) => hexColour(c.fill, '') === fill);
    const colours = taken ? nextPaletteColour(others) : { fill, ink, stripe };
    const next = { fill: hexColour(colours.fill, fill), ink: hexColour(colours.ink, ink), stripe: hexColour(colours.stripe ?? stripeFor(colours.fill), stripe) };
    memory.current.set(key, next);
    setFill(next.fill);
    setInk(next.ink);
    setStripe(next.stripe);
  };
  const changeSide = (next: string) => {
    setSide(next);
    const colours = memory.current.get(next.trim().toLowerCase());
    if (!colours) return;
    setFill(hexColour(colours.fill, fill));
    setInk(hexColour(colours.ink, ink));
    if (colours.stripe) setStripe(hexColour(colours.stripe, stripe));
  };
  const changeFill = (colour: string) => {
    setFill(colour);
    remember({ fill: colour });
  };
  const changeInk = (colour: string) => {
    setInk(colour);
    remember({ ink: colour });
  };
  const changeStripe = (colour: string) => {
    setStripe(colour);
    remember({ stripe: colour });
  };

  const sides = useMemo(() => [...new Set([...known.values()].map((c) => c.side))], [known]);
  return { side, fill, ink, stripe, sides, changeSide, settleSide, changeFill, changeInk, changeStripe };
}
