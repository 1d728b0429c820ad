/**
 * Settings: who you are at the table (name, colour), whether to see other players' pointers, and —
 * tucked away — where to find other players (signaling and STUN/TURN servers), for people behind
 * networks where the defaults do not connect. Nothing is saved while any field is invalid, and
 * every message says which line is wrong, since these lists are typed by hand.
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { NetSettings } from '../../net/types';
import type { Profile } from '../profile';
import { formatIceServers, parseIceServers, parseSignalingUrls } from './connectionSettings';
import { fullHex, maxNameLength } from './format';
import { useModal } from './useModal';

/** The colours offered as swatches; any other can be picked with the colour input. */
export const swatches: { color: string; name: string }[] = [
  { color: '#e53935', name: 'Red' },
  { color: '#1e88e5', name: 'Blue' },
  { color: '#43a047', name: 'Green' },
  { color: '#fb8c00', name: 'Orange' },
  { color: '#8e24aa', name: 'Purple' },
  { color: '#00897b', name: 'Teal' },
  { color: '#d81b60', name: 'Pink' },
  { color: '#fdd835', name: 'Yellow' },
];

interface Errors {
  name?: string;
  signaling?: string[];
  ice?: string[];
}

interface Props {
  profile: Profile;
  settings: NetSettings;
  onSave(profile: Profile, settings: NetSettings): void;
  onClose(): void;
}

export function SettingsDialog({ profile, settings, onSave, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const signalingInput = useRef<HTMLTextAreaElement>(null);
  const iceInput = useRef<HTMLTextAreaElement>(null);
  const keys = useModal(dialog, onClose);
  const id = useId();

  const [name, setName] = useState(profile.name);
  const [color, setColor] = useState(fullHex(profile.color));
  const [showCursors, setShowCursors] = useState(settings.showCursors);
  const [signaling, setSignaling] = useState(settings.signalingUrls.join('\n'));
  const [ice, setIce] = useState(formatIceServers(settings.iceServers));
  const [errors, setErrors] = useState<Errors>({});
  const [advanced, setAdvanced] = useState(settings.signalingUrls.length > 0 || settings.iceServers.length > 0);

  const submit = (e?: FormEvent | KeyboardEvent) => {
    e?.preventDefault();
    const trimmed = name.trim();
    const nameError = !trimmed ? 'Enter a name, so your friends know who moved.' : trimmed.length > maxNameLength ? `Use at most ${maxNameLength} characters (this one has ${trimmed.length}).` : undefined;
    const urls = parseSignalingUrls(signaling);
    const servers = parseIceServers(ice);
    const next: Errors = {
      name: nameError,
      signaling: urls.errors.length ? urls.errors : undefined,
      ice: servers.errors.length ? servers.errors : undefined,
    };
    setErrors(next);
    if (next.name) return nameInput.current?.focus();
    if (next.signaling || next.ice) {
      setAdvanced(true);
      // The section may have just opened; focus once it is rendered.
      requestAnimationFrame(() => (next.signaling ? signalingInput : iceInput).current?.focus());
      return;
    }
    onSave({ name: trimmed, color }, { signalingUrls: urls.urls, iceServers: servers.servers, showCursors });
    onClose();
  };

  /** Enter submits from single-line fields (the form does that); Ctrl/⌘+Enter also submits from the text boxes. */
  const submitOnCtrlEnter = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
  };

  const described = (field: string, has: boolean, help?: boolean) => [help ? `${id}-${field}-help` : '', has ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="modal-backdrop" {...keys}>
      <div ref={dialog} className="modal net-settings" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Settings</h2>
        <form onSubmit={submit} noValidate>
          <div className="net-field">
            <label htmlFor={`${id}-name`}>Your name</label>
            <input
              ref={nameInput}
              id={`${id}-name`}
              autoFocus
              required
              value={name}
              autoComplete="nickname"
              aria-invalid={!!errors.name}
              aria-describedby={described('name', !!errors.name)}
              title="Shown to your friends and in the log"
              onChange={(e) => {
                setName(e.currentTarget.value);
                setErrors((x) => ({ ...x, name: undefined }));
              }}
            />
            {errors.name && (
              <p className="net-field-error" id={`${id}-name-error`} role="alert">
                {errors.name}
              </p>
            )}
          </div>

          <fieldset className="net-field net-colors">
            <legend>Your colour</legend>
            <div className="net-swatches">
              {swatches.map((s) => (
                <label key={s.color} className="net-swatch" title={s.name}>
                  <input type="radio" name={`${id}-color`} value={s.color} checked={color === s.color} aria-label={s.name} onChange={() => setColor(s.color)} />
                  <span style={{ background: s.color }} aria-hidden="true" />
                </label>
              ))}
              <label className={`net-custom-color${swatches.some((s) => s.color === color) ? '' : ' net-custom-chosen'}`} title="Any other colour">
                <input type="color" value={color} aria-label="Other colour" onChange={(e) => setColor(e.currentTarget.value.toLowerCase())} />
                <span>Other…</span>
              </label>
            </div>
          </fieldset>

          <div className="net-field net-check">
            <label title="Draw an arrow where each friend's pointer is">
              <input type="checkbox" checked={showCursors} onChange={(e) => setShowCursors(e.currentTarget.checked)} /> Show other players' pointers
            </label>
          </div>

          <details className="net-advanced" open={advanced} onToggle={(e) => setAdvanced(e.currentTarget.open)}>
            <summary>Advanced: connection</summary>
            <div className="net-field">
              <label htmlFor={`${id}-signaling`}>Signaling servers</label>
              <textarea
                ref={signalingInput}
                id={`${id}-signaling`}
                rows={2}
                spellCheck={false}
                placeholder="wss://signal.example.org"
                value={signaling}
                aria-invalid={!!errors.signaling}
                aria-describedby={described('signaling', !!errors.signaling, true)}
                onKeyDown={submitOnCtrlEnter}
                onChange={(e) => {
                  setSignaling(e.currentTarget.value);
                  setErrors((x) => ({ ...x, signaling: undefined }));
                }}
              />
              <p className="net-field-help" id={`${id}-signaling-help`}>
                Where players find each other. One ws:// or wss:// URL per line; leave empty to use this app's own server.
              </p>
              {errors.signaling && <ErrorList id={`${id}-signaling-error`} errors={errors.signaling} />}
            </div>
            <div className="net-field">
              <label htmlFor={`${id}-ice`}>STUN and TURN servers</label>
              <textarea
                ref={iceInput}
                id={`${id}-ice`}
                rows={3}
                spellCheck={false}
                placeholder={'stun:stun.example.org:3478\nturn:turn.example.org:3478 username password'}
                value={ice}
                aria-invalid={!!errors.ice}
                aria-describedby={described('ice', !!errors.ice, true)}
                onKeyDown={submitOnCtrlEnter}
                onChange={(e) => {
                  setIce(e.currentTarget.value);
                  setErrors((x) => ({ ...x, ice: undefined }));
                }}
              />
              <p className="net-field-help" id={`${id}-ice-help`}>
                Help browsers reach each other across the internet. One per line: <code>stun:host:port</code> or <code>turn:host:port username password</code>. Not
                needed on one machine or a local network.
              </p>
              {errors.ice && <ErrorList id={`${id}-ice-error`} errors={errors.ice} />}
            </div>
          </details>

          <div className="modal-buttons">
            <button type="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="primary">
              Save
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

function ErrorList({ id, errors }: { id: string; errors: string[] }) {
  return (
    <ul className="net-field-error" id={id} role="alert">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}
