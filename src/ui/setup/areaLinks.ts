/**
 * Which board's areas the Areas panel is editing, so the map shows their neighbour links while it is
 * open (and only then: during play the links would cover the map). One table is open at a time.
 */
import { Observable } from '../../model/observable';

/** The board whose Areas panel is open, or null. */
export const areasBeingEdited = new Observable<string | null>(null);
