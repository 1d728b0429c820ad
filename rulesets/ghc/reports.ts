/**
 * German High Command's reports: what the table can answer without a procedure. The Coup Value the
 * boxes give (7.5), the Influence Count (7.4) and the card priorities from Prestige (5.2, 5.3,
 * 11.0). None changes anything.
 */
import type { ReportSpec } from '../../src/rules/types';
import { coupReport } from './coup';
import { influenceReport, prioritiesReport } from './priorities';

export const reports: readonly ReportSpec[] = [
  { id: 'coup', name: 'Coup Value from the table', rule: '7.5', run: coupReport },
  { id: 'influence', name: 'Influence Count', rule: '7.4', run: influenceReport },
  { id: 'priorities', name: 'Card priorities', rule: '5.2, 5.3, 11.0', run: prioritiesReport },
];
