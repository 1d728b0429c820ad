/**
 * Opening a VASSAL module from the home screen: runs the import, holds its progress and its
 * summary, and gives App the dialogs to show, so App only decides which files go here.
 */
import { useCallback, useRef, useState } from 'react';
import type { ImportProgress as Progress, ModuleImport } from '../../vassal/importModule';
import type { NoticeApi } from '../Notices';
import { ImportProgress, ImportSummary } from './ImportProgress';

export function useModuleImport(author: () => string, open: (id: string) => void, notices: NoticeApi) {
  const [running, setRunning] = useState<{ fileName: string; progress: Progress } | null>(null);
  const [summary, setSummary] = useState<ModuleImport | null>(null);
  const stop = useRef<AbortController | null>(null);

  const start = useCallback(
    async (fileName: string, bytes: Uint8Array) => {
      const controller = new AbortController();
      stop.current = controller;
      setRunning({ fileName, progress: { step: 'reading', done: 0 } });
      try {
        // The module reader loads with the first module opened, not with every page.
        const { importModule } = await import('../../vassal/importModule');
        const made = await importModule(bytes, fileName, author(), (progress) => setRunning({ fileName, progress }), controller.signal);
        setSummary(made);
        open(made.id);
      } catch (e) {
        if (controller.signal.aborted) notices.info(`Stopped opening ${fileName}; nothing was kept.`);
        else notices.error((e as Error).message);
      } finally {
        setRunning(null);
      }
    },
    [author, open, notices],
  );

  const view = (
    <>
      {running && <ImportProgress fileName={running.fileName} progress={running.progress} onCancel={() => stop.current?.abort()} />}
      {summary && <ImportSummary name={summary.name} leftOut={summary.leftOut} onClose={() => setSummary(null)} />}
    </>
  );
  return { start, view };
}
