/** Work remembered per view: the kit's `remembered` (src/rules/kit/memo.ts), where every ruleset finds it. */
export { remembered } from '../../src/rules/kit';
