/**
 * "Play with a friend": shows the room link and copies it. The link is the whole invitation — it
 * carries the room key after the #, which browsers never send to a server — so the dialog says so,
 * and makes copying it one click (with a fallback for browsers or pages without clipboard access).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useBackdropClose, useModal } from './useModal';

type Copied = 'idle' | 'copied' | 'manual';

/** Copies text with the Clipboard API, else by selecting the input and asking the browser to copy. */
async function copy(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable (insecure page, no user gesture): try the old way below.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

export function ShareDialog({ link, onClose }: { link: string; onClose(): void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<Copied>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keys = useModal(dialog, onClose);
  const backdrop = useBackdropClose(onClose);
  const titleId = useId();
  const textId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    const ok = await copy(link, input.current);
    clearTimeout(timer.current);
    if (!ok) {
      input.current?.focus();
      input.current?.select();
    }
    setCopied(ok ? 'copied' : 'manual');
    timer.current = setTimeout(() => setCopied('idle'), ok ? 2000 : 6000);
  };

  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

  return (
    <div className="modal-backdrop" {...keys} {...backdrop}>
      <div ref={dialog} className="modal net-share" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId}>Play with a friend</h2>
        <p id={textId}>
          Send this link to a friend: it opens this game in their browser, with no account or install. The part after # is the room key; it stays in your
          browsers and never reaches any server.
        </p>
        <div className="net-share-row">
          <input
            ref={input}
            className="net-share-link"
            data-testid="share-link"
            aria-label="Link to this game"
            readOnly
            autoFocus
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            onClick={(e) => e.currentTarget.select()}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void onCopy();
              }
            }}
          />
          <button className="primary net-share-copy" onClick={() => void onCopy()} title="Copy the link to the clipboard">
            {copied === 'copied' ? 'Copied ✓' : 'Copy link'}
          </button>
        </div>
        <p className="net-share-status" role="status">
          {copied === 'copied' ? 'Link copied. Paste it in a message to your friend.' : copied === 'manual' ? `Copying is blocked here; the link is selected — press ${mac ? '⌘C' : 'Ctrl+C'}.` : ''}
        </p>
        <div className="modal-buttons">
          <button onClick={onClose}>Close</button>
        </div>
      </div>
    </div>
  );
}
