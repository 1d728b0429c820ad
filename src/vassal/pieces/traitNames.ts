/**
 * VASSAL's trait prefixes and the names its piece editor shows for them, so an import summary
 * can say "left out: Trigger Action ×3" in words a module designer knows.
 */
const NAMES: Record<string, string> = {
  piece: 'Basic Piece',
  immob: 'Does Not Stack',
  emb: 'Layer',
  emb2: 'Layer',
  hide: 'Invisible',
  obs: 'Mask',
  label: 'Text Label',
  table: 'Spreadsheet',
  propertysheet: 'Property Sheet',
  rotate: 'Can Rotate',
  pivot: 'Can Pivot',
  nonRect: 'Non-Rectangular',
  nonRect2: 'Non-Rectangular',
  mark: 'Marker',
  restrict: 'Restricted Access',
  placemark: 'Place Marker',
  replace: 'Replace with Other',
  report: 'Report Action',
  markmoved: 'Mark When Moved',
  footprint: 'Movement Trail',
  return: 'Return to Deck',
  sendto: 'Send to Location',
  prototype: 'Prototype',
  clone: 'Clone',
  delete: 'Delete',
  submenu: 'Sub-Menu',
  menuSeparator: 'Menu Separator',
  translate: 'Move Fixed Distance',
  AreaOfEffect: 'Area of Effect',
  globalkey: 'Global Key Command',
  macro: 'Trigger Action',
  PROP: 'Dynamic Property',
  calcProp: 'Calculated Property',
  setprop: 'Set Global Property',
  setpieceprop: 'Set Piece Property',
  hideCmd: 'Restrict Commands',
  playSound: 'Play Sound',
  button: 'Action Button',
  globalhotkey: 'Global Hotkey',
  deselect: 'Deselect',
  mat: 'Mat',
  matPiece: 'Mat Cargo',
  attach: 'Attachment',
  comment: 'Comment',
  border: 'Border Outline',
  basicName: 'Basic Name',
  stack: 'Stack',
  deck: 'Deck',
};

/** The editor's name for a trait prefix (without its `;`), or a description of an unknown one. */
export function traitName(id: string): string {
  return Object.hasOwn(NAMES, id) ? NAMES[id] : `Unknown trait "${id}"`;
}
