/**
 * Opening a VASSAL module, or a VASSAL saved game with its module, from the home screen: runs the
 * import, holds its progress and its summary, asks for a saved game's module when this browser
 * has not kept it, and gives App the dialogs to show, so App only decides which files go here.
 */
import { useCallback, useRef, useState } from 'react';
import type { ImportProgress as Progress, ModuleImport, SaveFile } from '../../vassal/importModule';
import type { NoticeApi } from '../Notices';
import { ImportProgress, ImportSummary } from './ImportProgress';
import { ModuleRequest } from './ModuleRequest';

// The module reader loads with the first VASSAL file opened, not with every page.
const importer = () => import('../../vassal/importModule');

export function useModuleImport(author: () => string, open: (id: string) => void, notices: NoticeApi) {
  const [running, setRunning] = useState<{ fileName: string; progress: Progress } | null>(null);
  const [summary, setSummary] = useState<ModuleImport | null>(null);
  const [asking, setAsking] = useState<{ save: SaveFile; moduleName: string } | null>(null);
  const stop = useRef<AbortController | null>(null);

  const start = useCallback(
    async (fileName: string, bytes: Uint8Array, save?: SaveFile) => {
      const controller = new AbortController();
      stop.current = controller;
      setRunning({ fileName, progress: { step: 'reading', done: 0 } });
      try {
        const { importModule } = await importer();
        const made = await importModule(bytes, fileName, author(), (progress) => setRunning({ fileName, progress }), controller.signal, save);
        // A .vlog opens at its start, with its steps kept to step through (src/vassal/log/).
        if (save) await (await import('../../vassal/log/logSteps')).keepLogOf(made.id, save, author());
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

  /** A saved game: opened with its module kept from before, else after asking for the module. */
  const startSave = useCallback(
    async (fileName: string, bytes: Uint8Array) => {
      const save = { fileName, bytes };
      try {
        const { moduleOfSave } = await importer();
        const { shelvedModule } = await import('../../vassal/moduleShelf');
        const { name } = moduleOfSave(save);
        const kept = await shelvedModule(name);
        if (kept) return void (await start(kept.fileName, kept.bytes, save));
        setAsking({ save, moduleName: name });
      } catch (e) {
        notices.error((e as Error).message);
      }
    },
    [start, notices],
  );

  const view = (
    <>
      {asking && (
        <ModuleRequest
          saveName={asking.save.fileName}
          moduleName={asking.moduleName}
          onCancel={() => setAsking(null)}
          onModule={(file) => {
            setAsking(null);
            void file.arrayBuffer().then((b) => start(file.name, new Uint8Array(b), asking.save));
          }}
        />
      )}
      {running && <ImportProgress fileName={running.fileName} progress={running.progress} onCancel={() => stop.current?.abort()} />}
      {summary && <ImportSummary name={summary.name} leftOut={summary.leftOut} onClose={() => setSummary(null)} />}
    </>
  );
  return { start, startSave, view };
}
