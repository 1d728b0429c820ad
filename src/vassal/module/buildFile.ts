/**
 * Reads a module's buildFile.xml element tree into the parts of a `VassalModule` that the file
 * alone gives: maps with their boards, grids and zones, the piece palette, prototypes, set-ups,
 * decks and dice. Board sizes that only the images give are filled in by `readModule`.
 */
import type { VassalGridElement, VassalPieceSlot, VassalRawComponent, VassalSetup, VassalZone } from './model';
import { countLeftOut, leftOutKinds } from './leftOut';
import { simpleName, type XmlElement } from './xml';

/** A board as the buildFile describes it; its size may wait for its image. */
export interface DraftBoard {
  name: string;
  image?: string;
  color?: string;
  width?: number;
  height?: number;
  grid?: VassalGridElement;
  zones: VassalZone[];
}

export interface DraftMap {
  name: string;
  kind: 'play' | 'private' | 'hand' | 'chart';
  edgeWidth: number;
  edgeHeight: number;
  boards: DraftBoard[];
  defaultBoards?: string;
}

export interface BuildFileContents {
  name: string;
  version: string;
  vassalVersion: string;
  description: string;
  maps: DraftMap[];
  pieceSlots: VassalPieceSlot[];
  prototypes: Map<string, string>;
  setups: VassalSetup[];
  decks: VassalRawComponent[];
  dice: VassalRawComponent[];
  setupStacks: VassalRawComponent[];
  leftOut: Map<string, number>;
}

const mapKinds: Record<string, DraftMap['kind']> = { Map: 'play', PrivateMap: 'private', PlayerHand: 'hand', WidgetMap: 'play' };
const gridKinds = new Set(['HexGrid', 'SquareGrid', 'RegionGrid']);
const numberingKinds = new Set(['HexGridNumbering', 'SquareGridNumbering']);
const diceKinds = new Set(['DiceButton', 'SpecialDiceButton']);

const number = (v: string | undefined, otherwise = 0) => (v !== undefined && Number.isFinite(Number(v)) && v.trim() !== '' ? Number(v) : otherwise);
const positive = (v: string | undefined) => (number(v) > 0 ? number(v) : undefined);

/** A grid element with its numbering, as the grid conversion reads it. */
function gridElement(el: XmlElement): VassalGridElement {
  const numbering = el.children.find((c) => numberingKinds.has(simpleName(c)));
  return { kind: simpleName(el), attrs: { ...el.attrs }, ...(numbering ? { numbering: { kind: simpleName(numbering), attrs: { ...numbering.attrs } } } : {}) };
}

/** Corners of a zone from VASSAL's `x,y;x,y;…` path. */
export function zonePoints(path: string | undefined): number[] {
  return (path ?? '')
    .split(';')
    .map((pair) => pair.split(',').map(Number))
    .filter((xy) => xy.length === 2 && xy.every(Number.isFinite))
    .flat();
}

function zone(el: XmlElement, leftOut: Map<string, number>): VassalZone {
  const grid = el.children.find((c) => gridKinds.has(simpleName(c)));
  for (const c of el.children) if (simpleName(c) === 'ZoneProperty') countLeftOut(leftOut, leftOutKinds.ZoneProperty);
  return {
    name: el.attrs.name ?? '',
    points: zonePoints(el.attrs.path),
    locationFormat: el.attrs.locationFormat ?? '$gridLocation$',
    useParentGrid: el.attrs.useParentGrid === 'true',
    ...(grid && el.attrs.useParentGrid !== 'true' ? { grid: gridElement(grid) } : {}),
  };
}

function board(el: XmlElement, leftOut: Map<string, number>): DraftBoard {
  const zoned = el.children.find((c) => simpleName(c) === 'ZonedGrid');
  const direct = el.children.find((c) => gridKinds.has(simpleName(c)));
  const background = zoned?.children.find((c) => gridKinds.has(simpleName(c)));
  const grid = direct ?? background;
  return {
    name: el.attrs.name ?? '',
    ...(el.attrs.image ? { image: el.attrs.image } : {}),
    ...(el.attrs.color ? { color: el.attrs.color } : {}),
    width: positive(el.attrs.width),
    height: positive(el.attrs.height),
    ...(grid ? { grid: gridElement(grid) } : {}),
    zones: (zoned?.children ?? []).filter((c) => simpleName(c) === 'Zone').map((z) => zone(z, leftOut)),
  };
}

/** Every element below `el` with one of the class names, not looking inside those found. */
function findAll(el: XmlElement, names: ReadonlySet<string>): XmlElement[] {
  return el.children.flatMap((c) => (names.has(simpleName(c)) ? [c] : findAll(c, names)));
}

function map(el: XmlElement, leftOut: Map<string, number>): DraftMap {
  const boards = findAll(el, new Set(['Board'])).map((b) => board(b, leftOut));
  const defaultBoards = findAll(el, new Set(['BoardPicker'])).flatMap((p) => p.children.filter((c) => c.tag === 'setup').map((c) => c.text.trim()))[0];
  return {
    name: el.attrs.mapName ?? el.attrs.entryName ?? '',
    kind: mapKinds[simpleName(el)],
    edgeWidth: number(el.attrs.edgeWidth),
    edgeHeight: number(el.attrs.edgeHeight),
    boards,
    ...(defaultBoards ? { defaultBoards } : {}),
  };
}

/** A chart image becomes a one-board map of its own. */
function chart(el: XmlElement): DraftMap {
  return { name: el.attrs.chartName ?? el.attrs.fileName ?? 'Chart', kind: 'chart', edgeWidth: 0, edgeHeight: 0, boards: [{ name: el.attrs.chartName ?? el.attrs.fileName ?? 'Chart', image: el.attrs.fileName, zones: [] }] };
}

/** The walk's state: where in the palette and set-up menus it is, and what it has found. */
interface Walk {
  found: BuildFileContents;
  path: string[];
}

function visit(el: XmlElement, walk: Walk, mapName?: string): void {
  const kind = simpleName(el);
  const { found } = walk;
  if (Object.hasOwn(mapKinds, kind)) {
    const m = map(el, found.leftOut);
    if (m.kind === 'private' || m.kind === 'hand') countLeftOut(found.leftOut, leftOutKinds[kind]);
    else found.maps.push(m);
    for (const c of el.children) visit(c, walk, m.name);
    return;
  }
  if (kind === 'Chart') return void (el.attrs.fileName ? found.maps.push(chart(el)) : undefined);
  if (kind === 'PieceSlot' || kind === 'CardSlot') {
    found.pieceSlots.push({ name: el.attrs.entryName ?? '', path: [...walk.path], ...(el.attrs.gpid ? { gpid: el.attrs.gpid } : {}), text: el.text.trim() });
    return;
  }
  if (kind === 'PrototypeDefinition') return void found.prototypes.set(el.attrs.name ?? '', el.text.trim());
  if (kind === 'PredefinedSetup') return setup(el, walk);
  if (kind === 'DrawPile') found.decks.push({ kind, ...(mapName ? { map: mapName } : {}), attrs: { ...el.attrs }, pieces: slotsIn(el, [el.attrs.name ?? '']) });
  if (kind === 'SetupStack') found.setupStacks.push({ kind, ...(mapName ? { map: mapName } : {}), attrs: { ...el.attrs }, pieces: slotsIn(el, [el.attrs.name ?? '']) });
  if (diceKinds.has(kind)) found.dice.push({ kind, attrs: { ...el.attrs }, parts: el.children.map(raw) });
  if (Object.hasOwn(leftOutKinds, kind)) return countLeftOut(found.leftOut, leftOutKinds[kind]);
  if (kind === 'Board' || kind === 'BoardPicker') return;
  const folder = el.attrs.entryName ?? (kind === 'PieceWindow' ? el.attrs.name : undefined);
  if (folder) walk.path.push(folder);
  for (const c of el.children) visit(c, walk, mapName);
  if (folder) walk.path.pop();
}

/** An element and its children as written, for parts read later (a symbol die and its faces). */
const raw = (el: XmlElement): VassalRawComponent => ({ kind: simpleName(el), attrs: { ...el.attrs }, ...(el.children.length ? { parts: el.children.map(raw) } : {}) });

/** The piece slots inside a deck or at-start stack, in order. */
function slotsIn(el: XmlElement, path: string[]): VassalPieceSlot[] {
  return findAll(el, new Set(['PieceSlot', 'CardSlot'])).map((c) => ({ name: c.attrs.entryName ?? '', path, ...(c.attrs.gpid ? { gpid: c.attrs.gpid } : {}), text: c.text.trim() }));
}

function setup(el: XmlElement, walk: Walk): void {
  const name = el.attrs.name ?? '';
  if (el.attrs.isMenu === 'true') {
    walk.path.push(name);
    for (const c of el.children) visit(c, walk);
    walk.path.pop();
    return;
  }
  walk.found.setups.push({ name, ...(el.attrs.file ? { file: el.attrs.file } : {}), useFile: el.attrs.useFile === 'true', path: [...walk.path] });
}

/** Reads the game module element (buildFile.xml's root) into plain data. */
export function readBuildFile(root: XmlElement): BuildFileContents {
  const found: BuildFileContents = {
    name: root.attrs.name ?? '',
    version: root.attrs.version ?? '',
    vassalVersion: root.attrs.VassalVersion ?? '',
    description: root.attrs.description ?? '',
    maps: [],
    pieceSlots: [],
    prototypes: new Map(),
    setups: [],
    decks: [],
    dice: [],
    setupStacks: [],
    leftOut: new Map(),
  };
  const walk: Walk = { found, path: [] };
  for (const c of root.children) visit(c, walk);
  return found;
}
