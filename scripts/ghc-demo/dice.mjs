// The German High Command demo's custom symbol dice. The player aid names the dice by colour and the
// symbols their faces show (a grey cross, a blue plane, a red star, a green flash…) but not how many
// of each a die has: every distribution here is OUR SAMPLE, and each die's name says so. Players
// type their own dice's faces in from the game (dice tray → edit a die).

const SYMBOL_LABELS = { cross: 'Cross', plane: 'Plane', star: 'Star', tank: 'Tank', gun: 'Gun', card: 'Card', flash: 'Flash', snow: 'Snow', flag: 'Flag', blank: 'Blank' };

const die = (colour, ink, symbols) => ({
  id: `ghc-${colour.toLowerCase()}`,
  name: `${colour} die (sample)`,
  faces: symbols.map((symbol) => ({ label: SYMBOL_LABELS[symbol], symbol, color: ink })),
});

export const sampleDice = [
  die('Grey', '#616161', ['cross', 'cross', 'tank', 'gun', 'card', 'blank']),
  die('White', '#78909c', ['cross', 'gun', 'card', 'blank', 'blank', 'blank']),
  die('Blue', '#1f4e9a', ['plane', 'plane', 'star', 'tank', 'card', 'blank']),
  die('Red', '#b3261e', ['star', 'star', 'tank', 'plane', 'card', 'blank']),
  die('Black', '#111111', ['cross', 'cross', 'tank', 'tank', 'card', 'blank']),
  die('Yellow', '#b08600', ['cross', 'card', 'blank', 'blank', 'blank', 'blank']),
  die('Green', '#2e7d32', ['plane', 'flash', 'snow', 'flag', 'card', 'blank']),
];
