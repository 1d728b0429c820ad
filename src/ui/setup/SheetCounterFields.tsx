/** The sheet dialog's "New counters" fields: their side, their names in reading order, and their size on the map. */
interface Props {
  side: string;
  onSide(side: string): void;
  names: string;
  onNames(names: string): void;
  size: string;
  onSize(size: string): void;
  /** The counters' printed size in px, used when no size is typed. */
  printed: number;
  /** A hex of the first map, across flats, for comparison. */
  hexSize: number | null;
}

export function SheetCounterFields({ side, onSide, names, onNames, size, onSize, printed, hexSize }: Props) {
  return (
    <fieldset className="counter-sheet-attrs">
      <legend>New counters</legend>
      <label>
        <span>Side</span>
        <input type="text" value={side} placeholder="e.g. German" title="Recorded on every new counter as its side (rules assistants read it)" onChange={(e) => onSide(e.currentTarget.value)} />
      </label>
      <label>
        <span>Names (optional)</span>
        <textarea
          rows={3}
          value={names}
          placeholder={'One per line, row by row\n(blank counters skipped)'}
          title="Names for the counters in reading order: the first row left to right, then the next. Counters without a name get the sheet's name and their row and column."
          onChange={(e) => onNames(e.currentTarget.value)}
        />
      </label>
      <label>
        <span>Size on the map (px)</span>
        <input
          type="number"
          min={8}
          value={size}
          placeholder={String(printed)}
          title={`Empty: as printed (${printed} px, right when the sheet and the map were scanned at the same resolution).${hexSize ? ` A hex of the map is ${hexSize} px across.` : ''}`}
          onChange={(e) => onSize(e.currentTarget.value)}
        />
      </label>
    </fieldset>
  );
}
