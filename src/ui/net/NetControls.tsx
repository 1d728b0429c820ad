/** The toolbar's multiplayer controls: connection status, Share, and Settings. */
import { useState, type RefObject } from 'react';
import type { GameSession } from '../../doc/session';
import type { NetSettings } from '../../net/types';
import { saveProfile, type Profile } from '../profile';
import { useObservable, type Observable } from '../table/viewStore';
import { saveNetSettings } from './connectionSettings';
import { SettingsDialog } from './SettingsDialog';
import { ShareDialog } from './ShareDialog';
import { StatusBadge } from './StatusBadge';

interface Props {
  session: GameSession;
  profile: RefObject<Profile>;
  netSettings: Observable<NetSettings>;
  share(): Promise<string>;
  onError(message: string): void;
}

export function NetControls({ session, profile, netSettings, share, onError }: Props) {
  const room = useObservable(session.room);
  const [link, setLink] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <StatusBadge status={room?.status ?? null} />
      <button
        className={room ? '' : 'primary'}
        disabled={sharing}
        title="Get a link your friend opens to join this table"
        onClick={async () => {
          setSharing(true);
          try {
            const shared = await share();
            setLink(shared);
            await navigator.clipboard?.writeText(shared).catch(() => undefined);
          } catch (e) {
            onError(`Sharing failed: ${(e as Error).message}`);
          } finally {
            setSharing(false);
          }
        }}
      >
        Share
      </button>
      <button title="Your name and colour; connection settings" aria-label="Settings" onClick={() => setSettingsOpen(true)}>
        ⚙
      </button>
      {link && <ShareDialog link={link} onClose={() => setLink(null)} />}
      {settingsOpen && (
        <SettingsDialog
          profile={profile.current}
          settings={netSettings.get()}
          onSave={(edited, nextSettings) => {
            // A name or colour the player changed is theirs; an unchanged default stays free to give way.
            const kept = edited.name === profile.current.name && edited.color === profile.current.color;
            const nextProfile = { name: edited.name, color: edited.color, auto: kept && profile.current.auto === true };
            profile.current = nextProfile;
            saveProfile(nextProfile);
            saveNetSettings(nextSettings);
            netSettings.set(nextSettings);
            room?.setPlayer(nextProfile);
          }}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </>
  );
}
