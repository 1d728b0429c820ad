/** Props that make an element accept a dropped file (and keep the drop from reaching the table behind it). */
import type { DragEvent } from 'react';

export function fileDropTarget(onFile: (file: File) => void) {
  return {
    onDragOver: (e: DragEvent) => {
      if (![...e.dataTransfer.types].includes('Files')) return;
      e.preventDefault();
      e.stopPropagation();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDrop: (e: DragEvent) => {
      const file = e.dataTransfer.files[0];
      if (!file) return;
      e.preventDefault();
      e.stopPropagation();
      onFile(file);
    },
  };
}
