/**
 * Whether this browser will keep the games it holds when the device runs short of space. Tablet
 * and phone browsers evict a site's storage under pressure unless the site's storage is persistent,
 * and a game lives only in the browser until it is shared or saved: the home screen says where
 * things stand, asks once when the player wants it, and says what to do when the browser declines.
 */
import { useEffect, useState } from 'react';

type Keeping = 'unknown' | 'kept' | 'not asked' | 'declined';

async function keeping(): Promise<Keeping> {
  if (!navigator.storage?.persisted) return 'unknown';
  return (await navigator.storage.persisted()) ? 'kept' : 'not asked';
}

async function askToKeep(): Promise<Keeping> {
  const granted = await navigator.storage.persist().catch(() => false);
  return granted ? 'kept' : 'declined';
}

export function StorageKeep() {
  const [state, setState] = useState<Keeping>('unknown');
  useEffect(() => {
    void keeping().then(setState);
  }, []);
  if (state === 'unknown') return null;
  return (
    <p className="storage-keep muted" role="status" data-testid="storage-keep">
      {state === 'kept' && 'This browser keeps your games even when the device runs short of space.'}
      {state === 'not asked' && (
        <>
          This browser may clear your games if the device runs short of space.{' '}
          <button onClick={() => void askToKeep().then(setState)} title="Ask the browser to keep Sandtable's storage (it decides; nothing changes if it declines)">
            Keep them
          </button>
        </>
      )}
      {state === 'declined' &&
        'The browser declined to promise it (browsers decide by how much a site is used; installing Sandtable on the home screen helps). Until then, File → Save keeps a copy of a game outside the browser.'}
    </p>
  );
}
