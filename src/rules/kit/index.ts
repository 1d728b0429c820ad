/**
 * The rules kit: everything a game's rules assistant (rulesets/<game>/) needs besides its own
 * rules, as pure functions over plain data. Rulesets import from here only, never from the
 * geometry or terrain modules underneath, so those can change without touching every game.
 */
export * from './types';
export * from './format';
export * from './hex';
export * from './path';
export * from './zoc';
export * from './trace';
export * from './odds';
export * from './modifiers';
export * from './tables';
export * from './values';
export * from './oddsLadder';
export * from './stackPoints';
export * from './rollOff';
export * from './memo';
export * from './chartCell';
export * from './actionPoints';
export * from './optional';
export * from './digest';
export * from './ruleset';
export * from './palette';
export * from './tec';
export * from './verdict';
export * from './combat';
export * from './typedTable';
export * from './findings';
