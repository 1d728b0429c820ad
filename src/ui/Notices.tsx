/** Short messages to the player (saved, opened, what went wrong), stacked at the bottom right. */
import { useMemo, useState } from 'react';

/** A button on a notice, for the one thing the player most likely wants to do about it. */
export interface NoticeAction {
  label: string;
  run(): void;
}

export interface Notice {
  id: number;
  kind: 'info' | 'warn' | 'error';
  text: string;
  action?: NoticeAction;
}

/** Adds and removes notices; stable for the life of the app, so effects may depend on it. */
export interface NoticeApi {
  info(text: string): void;
  /** A warning; with an action it stays until dismissed, so there is time to act. */
  warn(text: string, action?: NoticeAction): void;
  error(text: string): void;
  dismiss(id: number): void;
}

/** Holds the notices of the app; errors stay until dismissed, others fade after a few seconds. */
export function useNotices(): [Notice[], NoticeApi] {
  const [list, setList] = useState<Notice[]>([]);
  const stable = useMemo(() => {
    let next = 1;
    const dismiss = (id: number) => setList((l) => l.filter((n) => n.id !== id));
    const add = (kind: Notice['kind'], text: string, action?: NoticeAction) => {
      const id = next++;
      setList((l) => [...l.slice(-4), { id, kind, text, ...(action ? { action } : {}) }]);
      if (kind !== 'error' && !action) setTimeout(() => dismiss(id), 6000);
    };
    return { info: (t: string) => add('info', t), warn: (t: string, action?: NoticeAction) => add('warn', t, action), error: (t: string) => add('error', t), dismiss };
  }, []);
  return [list, stable];
}

export function Notices({ list, notices }: { list: Notice[]; notices: NoticeApi }) {
  return (
    <div className="notices" aria-live="polite">
      {list.map((n) => (
        <div key={n.id} className={`notice notice-${n.kind}`} role={n.kind === 'error' ? 'alert' : 'status'}>
          <span>{n.text}</span>
          {n.action && (
            <button
              className="notice-action"
              onClick={() => {
                notices.dismiss(n.id);
                n.action!.run();
              }}
            >
              {n.action.label}
            </button>
          )}
          <button onClick={() => notices.dismiss(n.id)} aria-label="Dismiss">×</button>
        </div>
      ))}
    </div>
  );
}
