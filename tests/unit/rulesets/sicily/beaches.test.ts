/** NR 2.3: beach units serve amphibious invasions of their own command only, and anything else for either. */
import { describe, expect, it } from 'vitest';
import { sicily } from '../../../../rulesets/sicily';
import { beach, british, canadian, french, keyOf, move, sicilyBoard, us } from './support/sicilyBoard';

const nr23 = (b: ReturnType<typeof sicilyBoard>, who: string, from: string, to: string) =>
  sicily.checkMove(b.view(), move(b.units.filter((u) => u.id === who), from, [to])).findings.filter((f) => f.rule === 'NR 2.3');

describe('beach units by nationality (NR 2.3)', () => {
  it('warns when British units land from the sea on a hex whose only beach unit is American', () => {
    const b = sicilyBoard().paint('sea', '1009').place(beach('US Beach A', '1010', 'US'), british('50th Inf', '1009'));
    const [f] = nr23(b, '50th Inf', '1009', '1010');
    expect(f.severity).toBe('warning');
    expect(f.text).toBe('50th Inf (British (British, Canadian)) at 1010, a landing from the sea: the beach unit there (US Beach A) is American (US, French) and cannot be used for their amphibious invasion; it can still land follow-up units, evacuate units and serve as a supply source for either nationality');
  });

  it('lets the French use an American beach and the Canadians a British one', () => {
    const b = sicilyBoard().paint('sea', '1009', '1209').place(beach('US Beach A', '1010', 'US'), french('4th Tabor', '1009'), beach('Br Beach B', '1210', 'British'), canadian('1st Cdn', '1209'));
    expect(nr23(b, '4th Tabor', '1009', '1010')).toEqual([]);
    expect(nr23(b, '1st Cdn', '1209', '1210')).toEqual([]);
  });

  it('is quiet when a beach unit of the landing units\' own command shares the hex', () => {
    const b = sicilyBoard().paint('sea', '1009').place(beach('US Beach A', '1010', 'US'), beach('Br Beach B', '1010', 'British'), british('50th Inf', '1009'));
    expect(nr23(b, '50th Inf', '1009', '1010')).toEqual([]);
  });

  it('says no more than a note for a move overland onto the other command\'s beach', () => {
    const b = sicilyBoard().place(beach('Br Beach B', '1010', 'British'), us('1st Inf', '1011'));
    expect(nr23(b, '1st Inf', '1011', '1010').map((f) => f.severity)).toEqual(['info']);
  });

  it('reports, hex by hex, whose invasions each beach unit allows', () => {
    const b = sicilyBoard().place(beach('US Beach A', '1010', 'US'), british('50th Inf', '1010'));
    const report = sicily.reports!.find((r) => r.id === 'beaches')!;
    expect(report.choices!(b.view())).toEqual([{ value: keyOf('1010'), label: '1010 — US Beach A' }]);
    const r = report.run(b.view(), keyOf('1010'));
    expect(r.lines[0]).toBe('1010: US Beach A (American (US, French)) allow amphibious invasions by American (US, French) ground units only; it can still land follow-up units, evacuate units and serve as a supply source for either nationality (NR 2.3).');
    expect(r.findings?.map((f) => f.pieces)).toEqual([['50th Inf']]);
  });
});
