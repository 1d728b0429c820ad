/**
 * Adding a map to the open game: an image becomes a new board and its grid calibration starts; a
 * PDF first asks which page, at what resolution; a map image pasted anywhere on the table screen
 * does the same. The table screen keeps only the calibration it starts and the dialog it returns.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { GameSession } from '../../doc/session';
import { isTyping } from '../keys';
import { startCalibration, type Calibration } from '../setup/calibration';
import { addMapFromFile } from '../setup/importMap';
import { isPdf, pdfPageCount, renderPdfPage } from '../setup/pdfPage';
import type { TableViewHandle } from './tableViewHandle';
import type { Observable } from './viewStore';
import * as parts from './lazyParts';

interface MapAdding {
  /** Adds a map from an image or PDF file (a PDF asks for its page first). */
  addMap(file: File): Promise<void>;
  /** The PDF page dialog while one is open, else null. */
  dialog: ReactNode;
}

export function useMapAdding(session: GameSession, view: RefObject<TableViewHandle | null>, onCalibration: (c: Observable<Calibration>) => void, onError: (message: string) => void): MapAdding {
  const [pdf, setPdf] = useState<{ file: File; pages: number } | null>(null);
  const addMap = async (file: File) => {
    try {
      if (isPdf(file)) {
        setPdf({ file, pages: await pdfPageCount(file) });
        return;
      }
      const boardId = await addMapFromFile(session, file);
      onCalibration(startCalibration(boardId));
      // Fit once the calibration panel has taken its room beside the canvas.
      requestAnimationFrame(() => requestAnimationFrame(() => view.current?.fit()));
    } catch (e) {
      onError((e as Error).message);
    }
  };
  const addMapRef = useRef(addMap);
  addMapRef.current = addMap;

  useEffect(() => {
    const paste = (e: ClipboardEvent) => {
      if (isTyping(e.target)) return;
      const image = [...(e.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (image) {
        e.preventDefault();
        void addMapRef.current(image);
      }
    };
    window.addEventListener('paste', paste);
    return () => window.removeEventListener('paste', paste);
  }, []);

  const dialog = pdf && (
    <parts.PdfPageDialog
      fileName={pdf.file.name}
      pages={pdf.pages}
      onClose={() => setPdf(null)}
      onChoose={(page, dpi) => {
        setPdf(null);
        renderPdfPage(pdf.file, page, dpi).then((png) => addMap(png), (e) => onError((e as Error).message));
      }}
    />
  );
  return { addMap, dialog };
}
