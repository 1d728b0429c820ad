/** The toolbar's File menu: keep the game as a file, or export its setup as a scenario. */
import { useDropdown } from '../useDropdown';

interface Props {
  onSave(): void;
  onExportSetup(): void;
}

export function FileMenu({ onSave, onExportSetup }: Props) {
  const { open, setOpen, ref: menu } = useDropdown();
  return (
    <div className="add-menu" ref={menu}>
      <button aria-haspopup="menu" aria-expanded={open} title="Save the game to a file, or export its setup" onClick={() => setOpen((o) => !o)}>
        File
      </button>
      {open && (
        <div className="context-menu add-menu-list file-menu-list" role="menu">
          <button role="menuitem" onClick={() => (setOpen(false), onSave())} title="The whole game, images included, in one file you can open anywhere">
            <span>Save file</span>
            <kbd>Ctrl+S</kbd>
          </button>
          <button role="menuitem" onClick={() => (setOpen(false), onExportSetup())} title="The setup on the table as a scenario (scenario.json and its images in a zip) to share or edit">
            <span>Export setup</span>
          </button>
        </div>
      )}
    </div>
  );
}
