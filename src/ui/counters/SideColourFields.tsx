/**
 * The counter maker's side input (with the game's sides suggested) and its fill, ink and stripe
 * colour pickers; the stripe only for units, as markers have no reduced side to band.
 */
import type { SideColourChoice } from './useSideColours';

interface Props {
  colours: SideColourChoice;
  /** A marker is being made: no stripe. */
  marker: boolean;
  /** Id of the datalist of suggested sides, unique in the page. */
  sidesListId: string;
}

/** Side and colour inputs, kept together because choosing a side changes the colours. */
export function SideColourFields({ colours, marker, sidesListId }: Props) {
  const { side, fill, ink, stripe, sides, changeSide, settleSide, changeFill, changeInk, changeStripe } = colours;
  return (
    <>
      <label className="counter-maker-field">
        <span>Side</span>
        <input type="text" value={side} maxLength={40} list={sidesListId} placeholder="e.g. North" title="Recorded as the side attribute; each side keeps its colours" onChange={(e) => changeSide(e.currentTarget.value)} onBlur={settleSide} />
        <datalist id={sidesListId}>
          {sides.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </label>
      <div className="counter-maker-colours">
        <label>
          <span>Fill colour</span>
          <input type="color" value={fill} onChange={(e) => changeFill(e.currentTarget.value)} />
        </label>
        <label>
          <span>Ink colour</span>
          <input type="color" value={ink} onChange={(e) => changeInk(e.currentTarget.value)} />
        </label>
        {!marker && (
          <label>
            <span>Stripe colour</span>
            <input type="color" value={stripe} title="The band across the reduced side" onChange={(e) => changeStripe(e.currentTarget.value)} />
          </label>
        )}
      </div>
    </>
  );
}
