/**
 * Pieces as German High Command's reports read them, wherever they lie: on the map (in a named
 * area) or on another board (a box such as "Collapse of Germany", a player's board). A piece's
 * place is its area on the map, else its board's name.
 */
import type { AttributeSpec, RulesUnit, RulesView } from '../../src/rules/types';

export interface Piece {
  id: string;
  name: string;
  place: string;
  attrs: RulesUnit['attrs'];
}

/** Every readable piece, on the map and off it. */
export function piecesOf(view: RulesView): Piece[] {
  return [
    ...view.units.map((u) => ({ id: u.id, name: u.name, place: u.area ?? '', attrs: u.attrs })),
    ...view.offMap.map((p) => ({ id: p.id, name: p.name, place: p.boardName, attrs: p.attrs })),
  ];
}

export const textAttr = (p: Pick<Piece, 'attrs'>, name: string): string => {
  const v = p.attrs[name];
  return typeof v === 'string' ? v.trim() : '';
};
export const flagAttr = (p: Pick<Piece, 'attrs'>, name: string): boolean => p.attrs[name] === true || p.attrs[name] === 'yes';

/** A Control disk: type `control`, or "control" or "disk" in its name. */
export const isControlDisk = (p: Piece): boolean => /control/i.test(textAttr(p, 'type')) || /control|disk/i.test(p.name);
/** A General: type `general`. */
export const isGeneral = (p: Piece): boolean => /general/i.test(textAttr(p, 'type'));
/** A Dissident: a General with the `dissident` flag, or a Dissident marker piece. */
export const isDissident = (p: Piece): boolean => flagAttr(p, 'dissident') || textAttr(p, 'marker') === 'dissident' || /dissident/i.test(p.name);

export const attributes: readonly AttributeSpec[] = [
  { name: 'side', kind: 'text', values: ['Axis', 'Allied', 'Western', 'Soviet'], description: 'The faction a piece belongs to; pieces without one are neutral.' },
  { name: 'type', kind: 'text', values: ['panzer', 'regular', 'reduced', 'satellite', 'general', 'control'], description: 'Armies by kind (3.1.2), Generals (4.3), Control disks (7.5: counted in the Collapse of Germany box).' },
  { name: 'marker', kind: 'text', description: 'A track marker names the value it sets (turn, airNavalWestern, strategicWarfare, prestige-okw…); `dissident` for a Dissident marker (4.3.1, 7.5).' },
  { name: 'dissident', kind: 'flag', description: 'A General with a Dissident marker (4.3.1): counted in a Coup from an AG or OB Head box (7.5) and in the Dissidents Interest Group (7.4). Use the flag or a marker piece, not both.' },
  { name: 'interest', kind: 'text', values: ['Professionals', 'Sympathizers', 'Old Guard', 'OKW', 'Dissidents'], description: 'A General\'s Interest Group (7.4).' },
  { name: 'activated', kind: 'flag', description: 'An activated General: 1 Influence Point (7.4).' },
  { name: 'command', kind: 'flag', description: 'A General in command: 2 Influence Points (7.4).' },
];
