/** Choosing which page of a PDF becomes a map, and at what resolution. */
import { useRef, useState } from 'react';
import { useModal } from '../net/useModal';

interface Props {
  fileName: string;
  pages: number;
  onChoose(page: number, dpi: number): void;
  onClose(): void;
}

export function PdfPageDialog({ fileName, pages, onChoose, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const keys = useModal(dialog, onClose);
  const [page, setPage] = useState(1);
  const [dpi, setDpi] = useState(150);
  const valid = Number.isInteger(page) && page >= 1 && page <= pages;
  return (
    <div className="modal-backdrop" {...keys}>
      <div className="modal" ref={dialog} role="dialog" aria-label="Page of the PDF">
        <h2>Which page of “{fileName}”?</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) onChoose(page, dpi);
          }}
        >
          <label>
            Page <input type="number" min={1} max={pages} value={page} autoFocus onChange={(e) => setPage(Number(e.currentTarget.value))} /> of {pages}
          </label>{' '}
          <label title="Higher shows more detail when zoomed in and takes more memory">
            Resolution{' '}
            <select value={dpi} onChange={(e) => setDpi(Number(e.currentTarget.value))}>
              <option value={100}>100 dpi</option>
              <option value={150}>150 dpi</option>
              <option value={200}>200 dpi</option>
              <option value={300}>300 dpi</option>
            </select>
          </label>
          {!valid && <p className="net-field-error">Choose a page from 1 to {pages}.</p>}
          <div className="modal-buttons">
            <button type="button" onClick={onClose}>Cancel</button>
            <button type="submit" className="primary" disabled={!valid}>Add map</button>
          </div>
        </form>
      </div>
    </div>
  );
}
