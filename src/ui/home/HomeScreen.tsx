/** The home screen: the player's games, and ways to start or open one. */
import { StorageKeep } from './StorageKeep';
import { useEffect, useRef, useState } from 'react';
import type { GameEntry } from '../../store/gamesIndex';
import { useMailboxWaiting, waitingLine } from './useMailboxWaiting';

interface Props {
  games: GameEntry[] | null;
  busy: string | null;
  onOpen(id: string): void;
  onNewDemo(): void;
  onNewCaporettoDemo(): void;
  onNewC3Demo(): void;
  onNewKesselringDemo(): void;
  onNewSicilyDemo(): void;
  onNewGhcDemo(): void;
  onNewBlank(): void;
  onOpenFile(file: File): void;
  /** A scenario folder: scenario.json and the images it names. */
  onOpenFolder(files: File[]): void;
  onRename(id: string, name: string): void;
  onDuplicate(id: string): void;
  onDelete(id: string): void;
  onExport(id: string): void;
}

export function HomeScreen(p: Props) {
  const waiting = useMailboxWaiting(p.games);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<GameEntry | null>(null);
  const [dropping, setDropping] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setConfirming(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      className={`home ${dropping ? 'dropping' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDropping(false);
        const file = e.dataTransfer.files[0];
        if (file) p.onOpenFile(file);
      }}
    >
      <header className="home-header">
        <h1>Sandtable</h1>
        <p>A tabletop for hex-and-counter wargames. Your games live in this browser and work offline.</p>
        <StorageKeep />
      </header>
      <div className="home-actions">
        <button className="primary" onClick={p.onNewDemo} disabled={!!p.busy} title="A ready-to-play demo on our own map">New game from demo</button>
        <button onClick={p.onNewCaporettoDemo} disabled={!!p.busy} title="Try the Caporetto rules assistant on our own Italian-front map">New Caporetto demo</button>
        <button onClick={p.onNewC3Demo} disabled={!!p.busy} title="Try the Operazione C3 rules assistant on our own island map of Malta, 1942">New Operazione C3 demo</button>
        <button onClick={p.onNewKesselringDemo} disabled={!!p.busy} title="Try the Kesselring's War rules assistant on our own map of southern Italy and Sicily, 1943">New Kesselring's War demo</button>
        <button onClick={p.onNewSicilyDemo} disabled={!!p.busy} title="Try the Sicily rules assistant (coast defence units, Allied nationalities, the Fall of Mussolini) on our own map of the Sicilian coast, July 1943">New Sicily demo</button>
        <button onClick={p.onNewGhcDemo} disabled={!!p.busy} title="Try the German High Command rules assistant (roles, procedures, custom symbol dice) on our own area map of Europe, 1939, with sample cards and sample dice">New German High Command demo</button>
        <button onClick={p.onNewBlank} disabled={!!p.busy} title="An empty table">New blank game</button>
        <button onClick={() => fileInput.current?.click()} disabled={!!p.busy} title="Open a .sandtable save file, a scenario (.json, or a .zip with its images), a VASSAL module (.vmod) or saved game (.vsav), or a friend's turn file (.sandturn); you can also drop it on this page">Open file…</button>
        <input
          ref={fileInput}
          type="file"
          accept=".sandtable,.zip,.json,.vmod,.vsav,.sandturn,application/zip,application/json"
          hidden
          data-testid="open-file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) p.onOpenFile(file);
          }}
        />
        <button onClick={() => folderInput.current?.click()} disabled={!!p.busy} title="Open a folder: a VASSAL module unpacked (its buildFile.xml and images), or a scenario (scenario.json and its images)">Open folder…</button>
        <input
          ref={folderInput}
          type="file"
          hidden
          data-testid="open-folder"
          {...{ webkitdirectory: '', directory: '' }}
          multiple
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            if (files.length) p.onOpenFolder(files);
          }}
        />
        {p.busy && <span className="busy" role="status"><span className="spinner" /> {p.busy}</span>}
      </div>
      <h2>Your games</h2>
      {p.games === null ? (
        <p className="muted">Loading…</p>
      ) : p.games.length === 0 ? (
        <p className="muted">No games yet. Start with the demo, or open a save file.</p>
      ) : (
        <ul className="game-list">
          {p.games.map((g) => (
            <li key={g.id} data-game-id={g.id}>
              {renaming === g.id ? (
                <input
                  autoFocus
                  defaultValue={g.name}
                  aria-label="New name"
                  onBlur={(e) => {
                    const name = e.currentTarget.value.trim();
                    if (name && name !== g.name) p.onRename(g.id, name);
                    setRenaming(null);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') e.currentTarget.blur();
                    if (e.key === 'Escape') setRenaming(null);
                  }}
                />
              ) : (
                <button className="game-open" onClick={() => p.onOpen(g.id)} title="Open this game">
                  <strong>{g.name}</strong>
                  <span className="muted">
                    {g.pieces} pieces · last played {new Date(g.updatedAt).toLocaleString()}
                  </span>
                  {waiting.has(g.id) && <span className="game-waiting" title="Moves your friends made while you were away, waiting sealed on the server: they will be merged into your table when you open the game">{waitingLine(waiting.get(g.id)!)}</span>}
                </button>
              )}
              <span className="game-tools">
                <button onClick={() => setRenaming(g.id)} title="Rename">Rename</button>
                <button onClick={() => p.onDuplicate(g.id)} title="Make an independent copy">Duplicate</button>
                <button onClick={() => p.onExport(g.id)} title="Save to a file">Save file</button>
                <button className="danger" onClick={() => setConfirming(g)} title="Delete this game">Delete</button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <div className="modal-backdrop" onClick={() => setConfirming(null)}>
          <div className="modal" role="alertdialog" aria-label="Delete game" onClick={(e) => e.stopPropagation()}>
            <h2>Delete “{confirming.name}”?</h2>
            <p>This removes the game and its history from this browser. Save it to a file first if you may want it back.</p>
            <div className="modal-buttons">
              <button autoFocus onClick={() => setConfirming(null)}>Keep it</button>
              <button
                className="danger"
                onClick={() => {
                  p.onDelete(confirming.id);
                  setConfirming(null);
                }}
              >
                Delete
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
