/** One entry of a menu: what it says, what it does, and why it may be off. */
export interface MenuItem {
  id: string;
  label: string;
  /** Tooltip: what the item does. */
  title?: string;
  /** The keyboard shortcut shown beside it (the shortcut itself is handled elsewhere). */
  shortcut?: string;
  disabled?: boolean;
  /** Marks the item as on (a toggle such as the log panel). */
  checked?: boolean;
  testId?: string;
  onSelect(): void;
}

/** A titled run of items, for menus that gather several (the "⋯" overflow menu). */
export interface MenuSection {
  title?: string;
  items: MenuItem[];
}
