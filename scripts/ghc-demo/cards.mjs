// The German High Command demo's cards: OUR OWN short sample texts, each labelled "(sample)", for
// the six decks (Combat, Strategic Event, Section, General, Hidden Agenda, OKW Agenda). Nothing here
// is the game's card text; the generals' seniority, confidence and interest group are sample numbers.

/** The positions players hold (the rules assistant's roles), with their Prestige markers' colours and starting Prestige. */
export const ROLES = [
  { id: 'okw', name: 'Head of OKW', short: 'OKW', colour: '#3d3d3d', prestige: 6, text: 'May overrule another head (+1 Unrest); breaks ties for Section cards.' },
  { id: 'personnel', name: 'Head of Personnel', short: 'Personnel', colour: '#7b3f8c', prestige: 4, text: 'Fills vacancies: sets the order of appointments and breaks ties.' },
  { id: 'operations', name: 'Head of Operations', short: 'Operations', colour: '#2f6f4f', prestige: 4, text: 'Sets the order of combats; moves armies after an advance or a retreat.' },
  { id: 'production', name: 'Head of Production', short: 'Production', colour: '#b5651d', prestige: 3, text: 'Rolls Strategic Warfare; gains Prestige when the Axis wins it.' },
  { id: 'armyGroup', name: 'Head of Army Group', short: 'Army Group', colour: '#2f5f9e', prestige: 2, text: 'Leads the armies of a front: decides what a combat result costs.' },
  { id: 'ob', name: 'Head of OB', short: 'OB', colour: '#a8322d', prestige: 2, text: 'Commands a theatre; Questioned with the Army Group after heavy defeats.' },
];

/** The interest groups (11.0) and how their cards are coloured. */
export const INTEREST = {
  Dissidents: { short: 'DIS', fill: '#dcc8e4', ink: '#2a1030' },
  Professionals: { short: 'PRO', fill: '#cfe2cf', ink: '#0f2a12' },
  Sympathizers: { short: 'SYM', fill: '#ecccb8', ink: '#3a1a08' },
  'Old Guard': { short: 'OLD', fill: '#dcd5bb', ink: '#2b2414' },
};

const combat = [
  ['Probing attacks', 2, 2, 1, false], ['Massed artillery', 3, 4, 2, false], ['Air superiority', 3, 2, 2, false], ['Mud season', 1, 1, 3, false],
  ['Partisan raids', 1, 2, 1, false], ['Combined offensive', 4, 3, 2, true], ['Commando raid', 2, 1, 1, true], ['Winter offensive', 2, 4, 2, false],
].map(([name, western, soviet, defense, landing]) => ({
  name,
  faces: [{ line: `W${western} S${soviet} D${defense}${landing ? ' L' : ''}` }],
  attrs: { westernDice: western, sovietDice: soviet, defense, landing, text: `(sample) Roll ${western} Western and ${soviet} Soviet dice; Defense ${defense}${landing ? '; a landing may follow' : ''}.` },
}));

const events = [
  ['Convoy battles', '+1 USA', 'Atlantic convoy battles draw America closer: +1 USA Commitment.'],
  ['Border incidents', '+1 USSR', 'Clashes on the demarcation line: +1 USSR Commitment.'],
  ['Rationing', '+1 UNREST', 'Bread and coal are rationed: +1 Unrest.'],
  ['Gestapo sweep', '−1 B.ORCH.', 'Arrests in the War Office: −1 Black Orchestra.'],
  ['Rally in Berlin', '+1 FANAT.', 'A torchlight rally after a victory: +1 Fanatism.'],
  ['Synthetic fuel', '+1 RESRC.', 'A new hydrogenation plant: +1 Resources.'],
  ['Misfortune', 'MISFORTUNE', 'Misfortune (7.0): roll the Grey die; on a cross a random general leaves the game.'],
  ['Influence count', 'INFLUENCE', 'Influence count (7.4): each interest group scores its generals.'],
].map(([name, line, text]) => ({ name, faces: [{ line }], attrs: { text: `(sample) ${text}` } }));

const sections = ROLES.map((r) => ({
  name: `Section: ${r.name}`,
  faces: [{ title: r.name, line: r.short.toUpperCase() }, { title: r.name, line: `${r.short.toUpperCase()} REORG.`, stripe: '#ffffff' }],
  attrs: { role: r.id, text: `(sample) ${r.text} The second face is its Reorganized High Command side (3.3.1).` },
  colours: { fill: r.colour, ink: '#ffffff' },
}));

const agendas = [
  ['Dissidents', 'Win with the Dissidents’ Influence: end the war early, by a Coup if need be.'],
  ['Professionals', 'Win with the Professionals’ Influence: keep the army whole and well led.'],
  ['Sympathizers', 'Win with the Sympathizers’ Influence: loyalty to the regime to the end.'],
  ['Old Guard', 'Win with the Old Guard’s Influence: seniority and tradition above all.'],
].map(([group, text]) => ({ name: `Hidden Agenda: ${group}`, faces: [{ title: 'Hidden Agenda', line: group.toUpperCase() }], attrs: { interest: group, text: `(sample) ${text}` }, colours: INTEREST[group] }));

/** The decks, each with its back, its cards' look and the cards (a card's faces: back, then front(s)). */
export const cards = [
  { deck: 'combat', title: 'Combat', back: { fill: '#5a2f2a', ink: '#f4efe0' }, front: { fill: '#f3e4d6', ink: '#3a1410' }, cards: combat },
  { deck: 'strategic-event', title: 'Strategic Event', back: { fill: '#2f3f5a', ink: '#f4efe0' }, front: { fill: '#e3e8f0', ink: '#101a2e' }, cards: events },
  { deck: 'section', title: 'Section', back: { fill: '#3b3b3b', ink: '#f4efe0' }, front: { fill: '#e6e0cc', ink: '#2b2414' }, cards: sections },
  { deck: 'hidden-agenda', title: 'Hidden Agenda', back: { fill: '#4a2f4f', ink: '#f4efe0' }, front: { fill: '#e6e0cc', ink: '#2b2414' }, cards: agendas },
  {
    deck: 'okw-agenda', title: 'OKW Agenda', back: { fill: '#1f1f1f', ink: '#f4efe0' }, front: { fill: '#e8e2d0', ink: '#1f1f1f' },
    cards: [{ name: 'OKW Agenda', faces: [{ title: 'OKW Agenda', line: 'OKW' }], attrs: { agenda: 'OKW', text: '(sample) Taken face up by the Head of OKW at the Reorganization of the High Command (3.3.1): keep the High Command’s Prestige.' } }],
  },
];

/** The generals (5.3): sample seniority (1–5), confidence (1–6) and interest group. */
export const generals = [
  ['Rundstedt', 5, 4, 'Old Guard'], ['Bock', 5, 3, 'Old Guard'], ['Leeb', 5, 2, 'Old Guard'],
  ['Witzleben', 4, 2, 'Dissidents'], ['Hoepner', 3, 2, 'Dissidents'], ['Stülpnagel', 3, 3, 'Dissidents'],
  ['Kesselring', 4, 5, 'Professionals'], ['Manstein', 3, 5, 'Professionals'], ['Guderian', 3, 4, 'Professionals'],
  ['Reichenau', 4, 5, 'Sympathizers'], ['Model', 2, 6, 'Sympathizers'], ['Schörner', 2, 6, 'Sympathizers'],
].map(([name, seniority, confidence, interest]) => ({ name, seniority, confidence, interest }));
