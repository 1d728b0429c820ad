import { describe, expect, it } from 'vitest';
import type { HexGrid, SquareGrid } from '../../../../src/model/grid';
import { cellAt, cellCentre, inBounds, snapPoint } from '../../../../src/geometry/hexGrid';
import { cellLabel, parseCellLabel } from '../../../../src/geometry/numbering';
import { gridFromVassal } from '../../../../src/vassal/grids/fromVassal';
import { type Attrs, type Point, vassalHex, vassalSquare } from './vassalReference';
import { seeded as random } from '../../support/random';

const board = { width: 1530, height: 1170 };
/** The largest distance found between a VASSAL centre and ours, over every test below. */
let worstCentreError = 0;

function imported(kind: 'HexGrid' | 'SquareGrid', grid: Attrs, numbering: Attrs, size = board) {
  const result = gridFromVassal({ kind, attrs: grid, numbering: { kind: `${kind}Numbering`, attrs: numbering } }, size);
  if (result.grid === null) throw new Error(result.reason);
  return result.grid as HexGrid | SquareGrid;
}

/** Whether a label names both parts, so that it can name one cell at all. */
function namesBoth(numbering: Attrs): boolean {
  const format = numbering.locationFormat ?? '$gridLocation$';
  return format.includes('$gridLocation$') || (format.includes('$row$') && format.includes('$column$'));
}

/**
 * Whether every label reads back as one cell: with nothing between the parts, `111` may be 1|11 or
 * 11|1 (VASSAL reads such labels no better), so there a label must only read back as a cell that
 * prints it.
 */
function unambiguous(numbering: Attrs): boolean {
  const format = numbering.locationFormat ?? '$gridLocation$';
  return (format.includes('$gridLocation$') ? (numbering.sep ?? '') !== '' : !/\$(row|column)\$\$(row|column)\$/.test(format)) && namesBoth(numbering);
}

function expectAgreement(kind: 'HexGrid' | 'SquareGrid', gridAttrs: Attrs, numbering: Attrs, size = board) {
  const ours = imported(kind, gridAttrs, numbering, size);
  const vassal = kind === 'HexGrid' ? vassalHex(gridAttrs, numbering, size) : vassalSquare(gridAttrs, numbering, size);
  const sideways = gridAttrs.sideways === 'true';
  const lines = sideways ? ours.rows : ours.columns;
  const steps = sideways ? ours.columns : ours.rows;
  // Square rows above the first: VASSAL's labels there repeat row 0's (its truncation); left out.
  const firstStep = kind === 'SquareGrid' ? 0 : -3;
  for (let line = -3; line <= lines + 2; line++) {
    for (let step = firstStep; step <= steps + 2; step++) {
      const centre = vassal.centre(line, step);
      const cell = cellAt(ours, centre.x, centre.y)!;
      const mine = cellCentre(ours, cell);
      const error = Math.hypot(mine.x - centre.x, mine.y - centre.y);
      worstCentreError = Math.max(worstCentreError, error);
      expect(error, `centre of VASSAL column ${line}, row ${step}`).toBeLessThanOrEqual(1);
      const label = vassal.name(centre);
      expect(cellLabel(ours, cell), `label at ${centre.x},${centre.y}`).toBe(label);
      if (inBounds(ours, cell) && unambiguous(numbering)) expect(parseCellLabel(ours, label), `reading ${label}`).toEqual(cell);
      else if (inBounds(ours, cell) && namesBoth(numbering)) expect(cellLabel(ours, parseCellLabel(ours, label)!), `reading ${label}`).toBe(label);
    }
  }
  // Points dropped anywhere (whole pixels, as VASSAL has them) snap and are named alike.
  const next = random(7);
  const y0 = Number(gridAttrs.y0);
  for (let i = 0; i < 400; i++) {
    const p: Point = { x: Math.floor(next() * size.width), y: Math.floor(next() * size.height) };
    if (kind === 'SquareGrid' && p.y < y0 - Number(gridAttrs.dy) / 2 + 1) continue;
    expect(snapPoint(ours, p.x, p.y), `snapping ${p.x},${p.y}`).toEqual(vassal.snap(p));
    expect(cellLabel(ours, cellAt(ours, p.x, p.y)!), `label of ${p.x},${p.y}`).toBe(vassal.name(p));
  }
}

const upright = { dx: '56.29', dy: '64.93', x0: '13', y0: '33', sideways: 'false' };
const sideways = { dx: '97.71978541535786', dy: '112.39999999999895', x0: '21', y0: '24', sideways: 'true' };

describe('A VASSAL hex grid imported into Sandtable has VASSAL centres (within 1 px) and VASSAL labels', () => {
  const cases: Array<[string, Attrs, Attrs]> = [
    ['on an upright grid with VASSAL default numbering', upright, {}],
    ['on a sideways grid with VASSAL default numbering', sideways, {}],
    ['without stagger', upright, { stagger: 'false' }],
    ['without stagger, sideways', sideways, { stagger: 'false' }],
    ['with rows counting down (vDescend)', upright, { vDescend: 'true' }],
    ['with columns counting down (hDescend)', upright, { hDescend: 'true' }],
    ['with both counting down', upright, { hDescend: 'true', vDescend: 'true' }],
    ['with both counting down and no stagger', upright, { hDescend: 'true', vDescend: 'true', stagger: 'false' }],
    ['sideways, with hDescend', sideways, { hDescend: 'true' }],
    ['sideways, with vDescend', sideways, { vDescend: 'true' }],
    ['sideways, with both counting down', sideways, { hDescend: 'true', vDescend: 'true' }],
    ['with letters for columns from A (hType A, hOff 0)', upright, { hType: 'A', hOff: '0' }],
    ['with letters for rows past Z (vType A)', { ...upright, dy: '21.7' }, { vType: 'A', vOff: '0', sep: '-' }],
    ['with letters below A (vType A, vOff -5)', upright, { vType: 'A', vOff: '-5', sep: '.' }],
    ['with letters on both parts and a separator', sideways, { hType: 'A', vType: 'A', sep: '/', hOff: '2' }],
    ['with no leading zeros', upright, { hLeading: '0', vLeading: '0', sep: '.' }],
    ['with two leading zeros', upright, { hLeading: '2', vLeading: '2' }],
    ['with a negative column offset (hOff -24)', upright, { hOff: '-24', hLeading: '0', sep: ',' }],
    ['with a negative row offset and counting down', sideways, { vOff: '-7', vDescend: 'true', sep: ':' }],
    ['with rows first (first V) and a separator', upright, { first: 'V', sep: '.' }],
    ['with rows first, sideways', sideways, { first: 'V', sep: '-', hOff: '0', vOff: '0' }],
    ['with text around the location', upright, { locationFormat: 'Hex $gridLocation$ (map)' }],
    ['with column and row placed by the format', sideways, { locationFormat: 'c$column$ r$row$' }],
    ['with row and column placed by the format', upright, { locationFormat: '$row$/$column$' }],
    ['with only the row in the format', upright, { locationFormat: 'Box $row$' }],
    ['with only the column in the format, sideways', sideways, { locationFormat: '$column$' }],
    ['with a negative origin and fractional spacing', { dx: '43.3', dy: '50.01', x0: '-20', y0: '-7', sideways: 'false' }, { vDescend: 'true', hOff: '0' }],
  ];
  it.each(cases)('%s', (_name, grid, numbering) => expectAgreement('HexGrid', grid, numbering));

  it('in a sweep of 150 random grids mixing every option', () => {
    const next = random(2024);
    const pick = <T,>(xs: T[]) => xs[Math.floor(next() * xs.length)];
    for (let i = 0; i < 150; i++) {
      const dy = 20 + next() * 100;
      const grid = { dx: String(dy * (0.8 + next() * 0.2)), dy: String(dy), x0: String(Math.floor(next() * 120) - 40), y0: String(Math.floor(next() * 120) - 40), sideways: pick(['true', 'false']) };
      const numbering = {
        first: pick(['H', 'V']),
        sep: pick(['', '.', '-', ' ']),
        hType: pick(['N', 'N', 'A']),
        vType: pick(['N', 'N', 'A']),
        hLeading: pick(['0', '1', '2']),
        vLeading: pick(['0', '1', '2']),
        hOff: pick(['-24', '-1', '0', '1', '5']),
        vOff: pick(['-3', '0', '1', '9']),
        hDescend: pick(['true', 'false']),
        vDescend: pick(['true', 'false']),
        stagger: pick(['true', 'false']),
        locationFormat: pick(['$gridLocation$', 'Hex $gridLocation$', '$column$:$row$']),
      };
      const size = { width: 300 + Math.floor(next() * 900), height: 300 + Math.floor(next() * 900) };
      expectAgreement('HexGrid', grid, numbering, size);
    }
    // 150 grids compared cell by cell: about 2 s alone, several times that on a loaded machine.
  }, 30_000);
});

describe('A VASSAL square grid imported into Sandtable has VASSAL centres and labels', () => {
  const square = { dx: '136.3999999999961', dy: '84.29999999999907', x0: '-104', y0: '17' };
  const cases: Array<[string, Attrs, Attrs]> = [
    ['with VASSAL default numbering', square, {}],
    ['with columns counting down', square, { hDescend: 'true' }],
    ['with rows counting down', square, { vDescend: 'true', vLeading: '1', vOff: '1' }],
    ['with letters and rows first', { dx: '50.5', dy: '33.3', x0: '24', y0: '24' }, { hType: 'A', hOff: '0', first: 'V', sep: '' }],
    ['with letters below A', { dx: '50.5', dy: '33.3', x0: '24', y0: '24' }, { hType: 'A', hOff: '-3', sep: '.' }],
    ['with a negative offset and no leading zeros (hOff -24)', square, { hOff: '-24', hLeading: '0' }],
    ['with text around the location', square, { locationFormat: 'Track $column$' }],
  ];
  it.each(cases)('%s', (_name, grid, numbering) => expectAgreement('SquareGrid', grid, numbering));
});

describe('The Ragnarok module (CC0) opens with the names VASSAL gave its places', () => {
  const mapZone = { x: 12, y: 34, width: 3069, height: 1726 };
  const hexGrid = { color: '0,0,0', cornersLegal: 'false', dotsVisible: 'false', dx: '97.71978541535786', dy: '112.39999999999895', edgesLegal: 'false', sideways: 'true', snapTo: 'true', visible: 'false', x0: '21', y0: '24' };
  const hexNumbering = { color: '0,0,0', first: 'H', fontSize: '9', hDescend: 'false', hDrawOff: '0', hLeading: '1', hOff: '0', hType: 'N', locationFormat: '$gridLocation$', rotateText: '0', sep: '', stagger: 'true', vDescend: 'true', vDrawOff: '0', vLeading: '1', vOff: '0', vType: 'N', visible: 'false' };

  it('its sideways hex map matches VASSAL on every hex', () => expectAgreement('HexGrid', hexGrid, hexNumbering, mapZone));

  it('the piece VASSAL saved on the hex map sits on one of our centres, in hex 0101', () => {
    const grid = imported('HexGrid', hexGrid, hexNumbering, mapZone);
    expect(snapPoint(grid, 80, 1682)).toEqual({ x: 80, y: 1682 });
    expect(cellLabel(grid, cellAt(grid, 80, 1682)!)).toBe('0101');
  });

  it('the endurance track (a zone with hOff -24) names points as the saved game recorded them', () => {
    const zone = { x: 3091, y: 48, width: 161, height: 1716 };
    const result = gridFromVassal(
      {
        kind: 'SquareGrid',
        attrs: { dx: '136.3999999999961', dy: '84.29999999999907', x0: '-104', y0: '17', snapTo: 'false' },
        numbering: { kind: 'SquareGridNumbering', attrs: { first: 'H', hDescend: 'false', hLeading: '0', hOff: '-24', hType: 'N', locationFormat: '$gridLocation$', sep: '', vDescend: 'true', vLeading: '1', vOff: '1', vType: 'N' } },
      },
      zone,
      { name: 'endurance', locationFormat: 'Endurance $gridLocation$' },
    );
    const grid = result.grid!;
    // OldX/OldY and OldLocationName, as VASSAL wrote them in ragnarok-start.vsav.
    expect(cellLabel(grid as SquareGrid, cellAt(grid, 3185, 291)!)).toBe('Endurance 018');
    expect(cellLabel(grid as SquareGrid, cellAt(grid, 3224, 529)!)).toBe('Endurance 015');
    expect(parseCellLabel(grid as SquareGrid, 'Endurance 018')).toEqual(cellAt(grid, 3185, 291));
    expect('notes' in result && result.notes).toContain('VASSAL does not snap pieces to this grid; ours does');
  });

  it('the rainbow track (vOff 9, counting down) agrees with VASSAL too', () =>
    expectAgreement('SquareGrid', { dx: '300.0', dy: '210.09999999999943', x0: '166', y0: '0' }, { first: 'H', hDescend: 'false', hLeading: '0', hOff: '0', hType: 'N', sep: '', vDescend: 'true', vLeading: '0', vOff: '9', vType: 'N' }, { x: 22, y: 1772, width: 292, height: 652 } as never));
});

describe('Grids VASSAL has that ours cannot be', () => {
  it('a RegionGrid is refused with a reason', () => {
    const result = gridFromVassal({ kind: 'RegionGrid', attrs: {} }, board);
    expect(result.grid).toBeNull();
    expect('reason' in result && result.reason).toMatch(/RegionGrid/);
  });
});

describe('Measured', () => {
  it('no centre is more than 1 px from VASSAL (in fact none is off at all)', () => {
    expect(worstCentreError).toBe(0);
  });
});
