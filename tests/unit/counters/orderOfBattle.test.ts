import { describe, expect, it } from 'vitest';
import {
  counterAttributes,
  designCounter,
  formatOrderOfBattleError,
  parseFactors,
  parseOrderOfBattle,
  placeOrderOfBattle,
  sideColoursOf,
  sidePalette,
  type CounterDesign,
} from '../../../src/setup/orderOfBattle';
import { readSnapshot } from '../../../src/doc/snapshot';
import { board, hexPoint, tableWith } from '../support/table';

const messages = (text: string) => parseOrderOfBattle(text).errors.map(formatOrderOfBattleError);

describe('reading factors', () => {
  it('reads attack, defence and movement from 3-4-8', () => {
    expect(parseFactors('3-4-8')).toEqual({ attack: 3, defence: 4, movement: 8 });
    expect(parseFactors(' (2) - 4 - 6* ')).toEqual({ attack: 2, defence: 4, movement: 6 });
  });

  it('reads combat and movement from two numbers, and combat from one', () => {
    expect(parseFactors('4-6')).toEqual({ attack: 4, defence: 4, movement: 6 });
    expect(parseFactors('5')).toEqual({ attack: 5, defence: 5 });
  });

  it('reads nothing from empty text and refuses what is not numbers', () => {
    expect(parseFactors('')).toEqual({});
    expect(parseFactors('3-x-8')).toBeNull();
  });
});

describe('a counter design', () => {
  const design: CounterDesign = {
    name: '2/Lehr',
    kind: 'unit',
    side: 'North',
    nationality: 'German',
    fill: '#c9b77a',
    ink: '#2b2414',
    symbol: 'armor',
    size: 'II',
    factors: '3-4-8',
    reduced: '1-2-8',
    stripe: '#ffffff',
  };

  it('draws a front and a striped reduced back', () => {
    const c = designCounter(design);
    expect(c.faces).toHaveLength(2);
    expect(c.faces[0]).toEqual({ kind: 'drawn', fill: '#c9b77a', ink: '#2b2414', symbol: 'armor', size: 'II', name: '2/Lehr', factors: '3-4-8' });
    expect(c.faces[1]).toMatchObject({ factors: '1-2-8', stripe: '#ffffff' });
  });

  it('derives attributes from the factors, with 2 steps when there is a reduced side', () => {
    expect(counterAttributes(design)).toEqual({ side: 'North', nationality: 'German', type: 'armor', size: 'II', attack: 3, defence: 4, movement: 8, steps: 2 });
    expect(counterAttributes({ ...design, reduced: '' }).steps).toBe(1);
  });

  it('lets typed values override the derived ones, and sets flags', () => {
    const attrs = counterAttributes({ ...design, overrides: { attack: 5, type: 'panzer' }, flags: ['elite'] });
    expect(attrs).toMatchObject({ attack: 5, defence: 4, type: 'panzer', elite: true });
  });

  it('makes a marker: one face, no symbol, no derived unit attributes', () => {
    const c = designCounter({ ...design, kind: 'marker', name: 'Disrupted', size: 'DG', factors: '', side: '', nationality: '' });
    expect(c.kind).toBe('marker');
    expect(c.faces).toEqual([{ kind: 'drawn', fill: '#c9b77a', ink: '#2b2414', symbol: 'none', size: 'DG', name: 'Disrupted', factors: '' }]);
    expect(c.attrs).toEqual({});
  });
});

describe('reading an order of battle', () => {
  it('reads a comma-separated order of battle with a header row', () => {
    const oob = parseOrderOfBattle(
      [
        'name,side,type,size,factors,reduced,hex,board,steps,elite',
        '2/Lehr,North,armor,II,3-4-8,1-2-8,0604,map,,yes',
        '3/Lehr,North,mech,II,2-3-8,,0605,,,',
        'Brigata Verde,South,infantry,X,4-4-4,2-2-4,0613,,3,no',
      ].join('\n'),
    );
    expect(oob.errors).toEqual([]);
    expect(oob.delimiter).toBe(',');
    expect(oob.total).toBe(3);
    const [lehr, lehr3, verde] = oob.rows;
    expect(lehr).toMatchObject({ line: 2, count: 1, hex: '0604', board: 'map' });
    expect(lehr.counter.attrs).toEqual({ side: 'North', type: 'armor', size: 'II', attack: 3, defence: 4, movement: 8, steps: 2, elite: true });
    expect(lehr.counter.faces.map((f) => f.factors)).toEqual(['3-4-8', '1-2-8']);
    expect(lehr3.counter.faces).toHaveLength(1);
    expect(lehr3.counter.faces[0].symbol).toBe('mechanized');
    expect(lehr3.counter.attrs).toMatchObject({ type: 'mechanized', steps: 1 });
    expect(verde.counter.attrs).toMatchObject({ side: 'South', steps: 3 });
    expect(verde.counter.attrs.elite).toBeUndefined();
    // Sides take palette colours in turn.
    expect(lehr.counter.faces[0].fill).toBe(sidePalette[0].fill);
    expect(lehr3.counter.faces[0].fill).toBe(sidePalette[0].fill);
    expect(verde.counter.faces[0].fill).toBe(sidePalette[1].fill);
  });

  it('reads headers in any case and with aliases, tabs and semicolons', () => {
    const tsv = parseOrderOfBattle('Name\tSIDE\tContingent\tDefense\tMove\n1st Alpine\tNorth\tItalian\t5\t6\n');
    expect(tsv.errors).toEqual([]);
    expect(tsv.delimiter).toBe('\t');
    expect(tsv.rows[0].counter.attrs).toMatchObject({ side: 'North', nationality: 'Italian', defence: 5, movement: 6 });
    const semi = parseOrderOfBattle('name;side;factors\n"Guard; Corps";North;6-6-4\n');
    expect(semi.delimiter).toBe(';');
    expect(semi.rows[0].counter.name).toBe('Guard; Corps');
  });

  it('reads quoted values with delimiters, doubled quotes and line breaks', () => {
    const oob = parseOrderOfBattle('name,side,notes\n"Smith, J.",North,"the ""old"" guard"\n"Two\nlines", South , plain \n');
    expect(oob.errors).toEqual([]);
    expect(oob.rows.map((r) => r.counter.name)).toEqual(['Smith, J.', 'Two\nlines']);
    expect(oob.rows[0].counter.attrs.notes).toBe('the "old" guard');
    expect(oob.rows[1].counter.attrs).toMatchObject({ side: 'South', notes: 'plain' });
    expect(oob.rows[1].line).toBe(3);
  });

  it('skips blank lines and # comments, and counts lines as written', () => {
    const oob = parseOrderOfBattle('# North\nname,side\n\nA,North\n# reinforcements\nB,North\r\n');
    expect(oob.errors).toEqual([]);
    expect(oob.rows.map((r) => [r.line, r.counter.name])).toEqual([
      [4, 'A'],
      [6, 'B'],
    ]);
  });

  it('repeats a row by its count', () => {
    const oob = parseOrderOfBattle('name,count,hex\nRifle Coy,3,0101\nHQ,,0102\n');
    expect(oob.total).toBe(4);
    const placed = placeOrderOfBattle(oob.rows, [board], 'map', { board: 'map', x: 10, y: 10 });
    expect(placed.errors).toEqual([]);
    expect(placed.counters.map((c) => c.name)).toEqual(['Rifle Coy', 'Rifle Coy', 'Rifle Coy', 'HQ']);
  });

  it('turns unknown columns into attributes, numbers and yes/no read as such', () => {
    const oob = parseOrderOfBattle('name,Corps,Arrives,Motorized,flags\nA,XIV,3,yes,assault mountain\n');
    expect(oob.rows[0].counter.attrs).toMatchObject({ corps: 'XIV', arrives: 3, motorized: true, assault: true, mountain: true });
  });

  it('takes colours from fill and ink columns for the whole side, and the game’s own side colours', () => {
    const known = new Map([['south', { fill: '#123456', ink: '#ffffff' }]]);
    const oob = parseOrderOfBattle('name,side,fill\nA,North,#aa0000\nB,North,\nC,South,\n', { sideColours: known });
    expect(oob.rows.map((r) => r.counter.faces[0].fill)).toEqual(['#aa0000', '#aa0000', '#123456']);
    expect(oob.rows[0].counter.faces[0].ink).toBe('#ffffff');
    expect(oob.rows[2].counter.faces[0].ink).toBe('#ffffff');
  });

  it('names the line and column of every mistake, and makes no counters then', () => {
    const text = ['name,side,factors,size,steps,elite,count,fill', 'A,North,3-4-8,XX,2,yes,1,#fff', 'B,North,3-4-8,XX,two,,,', 'C,North,3-x-8,huge,,maybe,0,blue!'].join('\n');
    const oob = parseOrderOfBattle(text);
    expect(oob.rows).toEqual([]);
    expect(oob.errors.map(formatOrderOfBattleError)).toEqual([
      "line 3, column steps: 'two' is not a whole number of steps from 1 to 20",
      "line 4, column size: 'huge' is not a unit size (I, II, III, X, XX, XXX, XXXX, or company, battalion, regiment, brigade, division, corps, army)",
      "line 4, column factors: '3-x-8' is not like 3-4-8",
      "line 4, column count: '0' is not a whole number from 1 to 100",
      "line 4, column elite: 'maybe' is not yes or no",
      "line 4, column fill: 'blue!' is not a colour (like #c9b77a or white)",
    ]);
  });

  it('says what is wrong with the header row and with ragged lines', () => {
    expect(messages('side,factors\nNorth,3-4-8')).toEqual(['line 1: the first row must name the columns, with a "name" column (found: side, factors)']);
    expect(messages('name,side,Side\nA,N,S')).toEqual(['line 1, column Side: the column appears twice (columns 2 and 3)']);
    expect(messages('name,side\nA,North,extra')[0]).toMatch(/^line 2: 3 values, but the first row names 2 columns/);
    expect(messages('name,side\n"A,North\n')).toEqual(['line 2: a quoted value is not closed (a " is missing)']);
    expect(messages('')).toEqual(['line 1: there is nothing to read: the first row names the columns (e.g. name,side,type,size,factors,hex)']);
  });
});

describe('placing an order of battle', () => {
  const oob = (text: string) => parseOrderOfBattle(text);

  it('puts counters at the resting point of their hex, else at the given point', () => {
    const parsed = oob('name,hex\nA,0604\nB,\nC,0604\n');
    const placed = placeOrderOfBattle(parsed.rows, [board], 'map', { board: 'map', x: 33, y: 44 });
    expect(placed.errors).toEqual([]);
    expect(placed.counters.map((c) => c.at)).toEqual([
      { board: 'map', ...hexPoint('0604') },
      { board: 'map', x: 33, y: 44 },
      { board: 'map', ...hexPoint('0604') },
    ]);
  });

  it('finds boards by id or by name, and names the line of a hex or board that does not exist', () => {
    const parsed = oob('name,Location,Map\nA,0604,Map\nB,9999,\nC,0101,Elsewhere\n');
    const placed = placeOrderOfBattle(parsed.rows, [board], 'map', { board: 'map', x: 0, y: 0 }, parsed.columns);
    expect(placed.counters).toEqual([]);
    expect(placed.errors.map(formatOrderOfBattleError)).toEqual([
      "line 3, column Location: '9999' is not a hex of the board 'Map'",
      "line 4, column Map: there is no board called 'Elsewhere' (boards: Map)",
    ]);
  });

  it('refuses hexes on a board without a grid', () => {
    const plain = { ...board, id: 'plain', name: 'Plain', grid: { kind: 'none' as const } };
    const placed = placeOrderOfBattle(oob('name,hex\nA,0101\n').rows, [plain], 'plain', { board: 'plain', x: 0, y: 0 });
    expect(placed.errors.map(formatOrderOfBattleError)).toEqual(["line 2, column hex: the board 'Plain' has no grid to find 0101 on (calibrate its grid first)"]);
  });
});

describe('side colours of a game', () => {
  it('reads each side’s fill and ink from its counters', () => {
    const { doc } = tableWith({ a: '0101' });
    const table = readSnapshot(doc);
    // The support table's counters have no side; give the snapshot one.
    const piece = { ...table.pieces.get('id-a')!, attrs: { side: 'North' } };
    const colours = sideColoursOf({ pieces: new Map([[piece.id, piece]]), faces: table.faces });
    expect(colours.get('north')).toEqual({ side: 'North', fill: '#c9b77a', ink: '#000' });
  });
});
