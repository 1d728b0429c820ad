/**
 * A generated VASSAL module for the vassal bench section (vassalImport.mjs): a real .vmod zip with
 * a buildFile.xml holding one Map window with one board (a 5,000 × 5,000 PNG with a HexGrid and
 * its HexGridNumbering), a palette of PieceSlots, two prototypes (one using the other), and an
 * At Start PredefinedSetup whose .vsav places 2,500 pieces in stacks of 1 to 4 on hex centres.
 * Piece images: a handful of small PNGs shared by most pieces (one front and one back per unit
 * type), plus a unique front for every tenth piece (leaders).
 *
 * The save is written with the app's own codec (src/vassal/codec, built for Node with Vite), so it
 * is obfuscated as VASSAL writes it. The same build reads the module back with the app's module
 * code (readModule, startingSetup, moduleScenario) into the Sandtable scenario the import makes,
 * packed as a scenario bundle (src/scenario/bundle.ts): the baseline file, same boards, pieces and
 * images, opened through the same Open file… path.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipSync } from 'fflate';

export const vassalMapSize = { width: 5000, height: 5000 };
export const vassalPieceCount = 2500;
/** Unit types: each has a shared front and back image and a PieceSlot. */
const unitTypes = ['inf', 'arm', 'art', 'cav', 'mech', 'hq'];
/** Every `leaderEvery`th piece has a front image of its own. */
const leaderEvery = 10;
const counterPx = 60;
/** Hex grid (flat-topped, VASSAL's HexGrid with sideways=false): dy the hex height, dx the column spacing. */
const hex = { dy: 80, dx: 80 * (Math.sqrt(3) / 2), x0: 40, y0: 40 };
const mapName = 'Main Map';
const boardName = 'Board';

/** Builds the app's VASSAL codec, module reader, scenario maker and bundle writer for Node; returns their modules. */
export async function buildVassalCode(root) {
  const outDir = join(root, '.bench/ssr-vassal');
  const entries = {
    commands: 'src/vassal/codec/commands.ts',
    sequenceEncoder: 'src/vassal/codec/sequenceEncoder.ts',
    savedGame: 'src/vassal/codec/savedGame.ts',
    readModule: 'src/vassal/module/readModule.ts',
    startingSetup: 'src/vassal/import/startingSetup.ts',
    moduleScenario: 'src/vassal/import/moduleScenario.ts',
    bundle: 'src/scenario/bundle.ts',
  };
  // vite build takes one --ssr entry on the command line; a tiny inline config gives it several.
  const script = `import { build } from 'vite';
await build({ configFile: false, root: ${JSON.stringify(root)}, logLevel: 'warn', publicDir: false,
  build: { ssr: true, target: 'node20', minify: false, reportCompressedSize: false, outDir: ${JSON.stringify(outDir)}, emptyOutDir: true,
    rollupOptions: { input: ${JSON.stringify(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, join(root, v)])))} } } });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const load = (name) => import(pathToFileURL(join(outDir, `${name}.js`)).href);
  const modules = {};
  for (const name of Object.keys(entries)) modules[name] = await load(name);
  return modules;
}

/**
 * In the page: paints the map (terrain blobs, hex outlines, place names, light noise in strips so
 * it does not compress away, as a scan would not) and the counter images; returns each PNG as base64.
 * Stands alone (sent as source).
 */
export async function paintVassalImages({ width, height, hex, counterPx, fronts, backs, leaders }) {
  const toBase64 = async (canvas) => {
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  };
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#d9d0a7';
  ctx.fillRect(0, 0, width, height);
  let seed = 11;
  const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
  for (let i = 0; i < 400; i++) {
    ctx.fillStyle = `hsl(${60 + rnd() * 80},${30 + rnd() * 30}%,${40 + rnd() * 30}%)`;
    ctx.beginPath();
    ctx.arc(rnd() * width, rnd() * height, 40 + rnd() * 250, 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(30,30,30,0.55)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  const r = hex.dy / Math.sqrt(3);
  for (let c = 0; hex.x0 + c * hex.dx < width + hex.dx; c++) {
    for (let row = 0; hex.y0 + row * hex.dy < height + hex.dy; row++) {
      const cx = hex.x0 + c * hex.dx;
      const cy = hex.y0 + row * hex.dy + (c % 2 ? hex.dy / 2 : 0);
      for (let k = 0; k <= 6; k++) {
        const a = (Math.PI / 3) * k;
        const [x, y] = [cx + r * Math.cos(a), cy + r * Math.sin(a)];
        if (k === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
    }
  }
  ctx.stroke();
  ctx.fillStyle = '#222';
  ctx.font = '26px serif';
  for (let i = 0; i < 120; i++) ctx.fillText(`Town ${i + 1}`, rnd() * width, rnd() * height);
  const strip = new ImageData(width, 128);
  const d = strip.data;
  for (let i = 0; i < d.length; i += 65536) crypto.getRandomValues(d.subarray(i, Math.min(d.length, i + 65536)));
  for (let i = 0; i < d.length; i += 4) {
    d[i] = d[i + 1] = d[i + 2] = d[i] & 0x80 ? 255 : 0;
    d[i + 3] &= 1;
  }
  const noise = document.createElement('canvas');
  noise.width = width;
  noise.height = 128;
  noise.getContext('2d').putImageData(strip, 0, 0);
  for (let y = 0, k = 0; y < height; y += 128, k++) if (k % 4 !== 3) ctx.drawImage(noise, 0, y);
  const map = await toBase64(canvas);
  canvas.width = canvas.height = noise.width = noise.height = 1;

  const counter = async (label, hue, back) => {
    const c = document.createElement('canvas');
    c.width = c.height = counterPx;
    const g = c.getContext('2d');
    g.fillStyle = `hsl(${hue}, 40%, ${back ? 80 : 58}%)`;
    g.fillRect(0, 0, counterPx, counterPx);
    g.strokeStyle = '#111';
    g.lineWidth = 2;
    g.strokeRect(1, 1, counterPx - 2, counterPx - 2);
    g.strokeRect(counterPx * 0.25, counterPx * 0.3, counterPx * 0.5, counterPx * 0.3);
    g.fillStyle = '#111';
    g.textAlign = 'center';
    g.font = `700 ${Math.round(counterPx * 0.2)}px sans-serif`;
    g.fillText(label, counterPx / 2, counterPx * 0.88);
    return toBase64(c);
  };
  const images = {};
  for (const [i, name] of fronts.entries()) images[name] = await counter(name.replace(/\.png$/, ''), i * 60, false);
  for (const [i, name] of backs.entries()) images[name] = await counter(name.replace(/\.png$/, ''), i * 60, true);
  for (const [i, name] of leaders.entries()) images[name] = await counter(`L${i + 1}`, (i * 37) % 360, false);
  return { map, images };
}

/** Image names and sizes paintVassalImages takes. */
export function vassalImageLayout(count = vassalPieceCount) {
  const leaders = [];
  for (let i = 0; i < count; i += leaderEvery) leaders.push(`leader-${i / leaderEvery + 1}.png`);
  return { ...vassalMapSize, hex, counterPx, fronts: unitTypes.map((t) => `${t}.png`), backs: unitTypes.map((t) => `${t}-back.png`), leaders };
}

const xmlEscape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\t/g, '&#9;');

/** Hex centres of the board, column by column, in VASSAL's flat-topped layout. */
function hexCentres({ width, height }) {
  const out = [];
  for (let c = 0; hex.x0 + c * hex.dx < width - hex.dx / 2; c++) {
    for (let row = 0; ; row++) {
      const y = hex.y0 + row * hex.dy + (c % 2 ? hex.dy / 2 : 0);
      if (y >= height - hex.dy / 2) break;
      out.push({ x: Math.round(hex.x0 + c * hex.dx), y: Math.round(y) });
    }
  }
  return out;
}

/**
 * Writes the module: returns { vmod, pieces, stacks, images } with `vmod` the .vmod bytes. `code`
 * is buildVassalCode's result; `png` the base64 images paintVassalImages made.
 */
export function makeVassalModule(code, png, count = vassalPieceCount) {
  const { encodeCommands } = code.commands;
  const { encodeChain } = code.sequenceEncoder;
  const { writeSavedGame } = code.savedGame;
  const layout = vassalImageLayout(count);

  // Traits, outermost first, BasicPiece last. The Layer (emb2) flips front to back: images at field 15.
  const flip = (back) => `emb2;Flip;128;F;;128;;;128;;;;1;false;0;0;${back};;true;Flip;;;false;;1;1;false;70,130;;;Flip;1.0;;true`;
  const pieceType = (proto, back, image, name) => encodeChain([`prototype;${proto}`, flip(back), `piece;;;${image};${name}`], '\t');
  const pieceState = (x, y, gpid) => encodeChain(['', '-1', `${mapName};${x};${y};${gpid}`], '\t');
  const unitProto = `+/null/${encodeChain(['mark;Side', 'report;68\\,130;$oldPieceName$ deleted;;;Delete;false', 'clone;Clone;67,130;', 'delete;Delete;68,130;', 'piece;;;;'], '\t')}/${encodeChain(['Allies', '', '', '', 'null;0;0;;0'], '\t')}`;
  const leaderProto = `+/null/${encodeChain(['prototype;Unit', 'footprint;84,130;Movement Trail;false;false;10;255,255,255;0,0,0;100;50;20;30;1.0;;;;', 'piece;;;;'], '\t')}/${encodeChain(['', 'false;;1;;true', 'null;0;0;;0'], '\t')}`;

  const slots = unitTypes.map((t, i) => ({ name: t.toUpperCase(), gpid: String(100 + i), text: `+/null/${pieceType('Unit', `${t}-back.png`, `${t}.png`, t.toUpperCase())}/${encodeChain(['', '-1', `null;0;0;${100 + i};0`], '\t')}` }));
  slots.push({ name: 'Leader', gpid: '199', text: `+/null/${pieceType('Leader', 'hq-back.png', 'leader-1.png', 'Leader')}/${encodeChain(['', '-1', 'null;0;0;199;0'], '\t')}` });

  const buildFile = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<VASSAL.build.GameModule ModuleOther1="" ModuleOther2="" VassalVersion="3.7.9" description="Sandtable bench module" name="Bench Module 2500" nextPieceSlotId="300" version="1.0">',
    '    <VASSAL.build.module.BasicCommandEncoder/>',
    '    <VASSAL.build.module.Documentation/>',
    `    <VASSAL.build.module.Map allowMultiple="false" backgroundcolor="255,255,255" buttonName="Map" edgeHeight="0" edgeWidth="0" launch="false" mapName="${mapName}" markMoved="Always" thickness="3">`,
    '        <VASSAL.build.module.map.BoardPicker addColumnText="Add column" addRowText="Add row" boardPrompt="Select board" slotHeight="125" slotScale="0.2" slotWidth="350" title="Choose Boards">',
    `            <VASSAL.build.module.map.boardPicker.Board image="map.png" name="${boardName}" reversible="false">`,
    `                <VASSAL.build.module.map.boardPicker.board.HexGrid color="0,0,0" cornersLegal="false" dotsVisible="false" dx="${hex.dx}" dy="${hex.dy}" edgesLegal="false" sideways="false" snapTo="true" visible="false" x0="${hex.x0}" y0="${hex.y0}">`,
    '                    <VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering color="0,0,0" first="H" fontSize="9" hDescend="false" hDrawOff="0" hLeading="2" hOff="0" hType="N" locationFormat="$gridLocation$" rotateText="0" sep="" stagger="true" vDescend="false" vDrawOff="0" vLeading="2" vOff="0" vType="N" visible="false"/>',
    '                </VASSAL.build.module.map.boardPicker.board.HexGrid>',
    '            </VASSAL.build.module.map.boardPicker.Board>',
    '        </VASSAL.build.module.map.BoardPicker>',
    '        <VASSAL.build.module.map.StackMetrics bottom="40,0" disabled="false" down="39,0" exSepX="6" exSepY="18" top="38,0" unexSepX="2" unexSepY="4" up="37,0"/>',
    '        <VASSAL.build.module.map.CounterDetailViewer delay="700" display="from top-most layer only" version="3"/>',
    '    </VASSAL.build.module.Map>',
    '    <VASSAL.build.module.PieceWindow allowHidingPieces="true" hidden="false" name="Counters" scale="1.0">',
    '        <VASSAL.build.widget.ListWidget entryName="Units" height="0" width="0">',
    ...slots.map((s) => `            <VASSAL.build.widget.PieceSlot entryName="${s.name}" gpid="${s.gpid}" height="${counterPx}" width="${counterPx}">${xmlEscape(s.text)}</VASSAL.build.widget.PieceSlot>`),
    '        </VASSAL.build.widget.ListWidget>',
    '    </VASSAL.build.module.PieceWindow>',
    '    <VASSAL.build.module.PrototypesContainer>',
    `        <VASSAL.build.module.PrototypeDefinition description="" name="Unit">${xmlEscape(unitProto)}</VASSAL.build.module.PrototypeDefinition>`,
    `        <VASSAL.build.module.PrototypeDefinition description="" name="Leader">${xmlEscape(leaderProto)}</VASSAL.build.module.PrototypeDefinition>`,
    '    </VASSAL.build.module.PrototypesContainer>',
    '    <VASSAL.build.module.PredefinedSetup description="" file="atstart.vsav" isMenu="false" name="At Start" useFile="true"/>',
    '    <VASSAL.build.module.DiceButton addToTotal="0" canDisableReport="false" hotkey="" icon="" keepCount="1" keepDice="false" keepOption="&gt;" lockAdd="false" lockDice="false" lockPlus="false" lockSides="false" name="1d6" nDice="1" nSides="6" plus="0" prompt="false" reportFormat="** $name$ = $result$ *** &lt;$playerName$&gt;" reportTotal="false" sortDice="false" text="1d6" tooltip="Roll 1d6"/>',
    '</VASSAL.build.GameModule>',
    '',
  ].join('\n');

  // The At Start save: stacks of 1, 2, 3, 4, 1, 2, … pieces on every fourth hex (then every hex if needed).
  const centres = hexCentres(vassalMapSize);
  const commands = [{ kind: 'unknown', text: 'begin_save' }, { kind: 'unknown', text: `${mapName}BoardPicker\t${boardName}\t0\t0` }];
  const stackCommands = [];
  let placed = 0;
  let stacks = 0;
  const step = Math.max(1, Math.floor(centres.length / Math.ceil(count / 2.5)));
  for (let s = 0; placed < count; s++) {
    const at = centres[(s * step) % centres.length];
    const size = Math.min(1 + (s % 4), count - placed);
    const ids = [];
    for (let k = 0; k < size; k++, placed++) {
      const i = placed;
      const type = unitTypes[i % unitTypes.length];
      const leader = i % leaderEvery === 0;
      const id = String(1700000000000 + i);
      const gpid = String(1000 + i);
      const name = leader ? `Leader ${i / leaderEvery + 1}` : `${type.toUpperCase()} ${i + 1}`;
      const image = leader ? `leader-${i / leaderEvery + 1}.png` : `${type}.png`;
      commands.push({ kind: 'add', id, type: pieceType(leader ? 'Leader' : 'Unit', `${type}-back.png`, image, name), state: pieceState(at.x, at.y, gpid) });
      ids.push(id);
    }
    stackCommands.push({ kind: 'add', id: String(1800000000000 + s), type: 'stack', state: `${mapName};${at.x};${at.y};${ids.join(';')};@@1` });
    stacks++;
  }
  commands.push(...stackCommands, { kind: 'unknown', text: 'end_save' });
  const save = writeSavedGame(encodeCommands(commands), { moduleName: 'Bench Module 2500', moduleVersion: '1.0', date: new Date(0), key: 42 });

  const enc = new TextEncoder();
  const entries = {
    'buildFile.xml': enc.encode(buildFile),
    moduledata: enc.encode('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<data version="1">\n  <version>1.0</version>\n  <VassalVersion>3.7.9</VassalVersion>\n  <name>Bench Module 2500</name>\n</data>\n'),
    'atstart.vsav': save,
    'images/map.png': Buffer.from(png.map, 'base64'),
  };
  for (const [name, b64] of Object.entries(png.images)) entries[`images/${name}`] = Buffer.from(b64, 'base64');
  // Deflated throughout, as VASSAL's editor writes a module.
  const vmod = zipSync(entries, { level: 6 });
  return { vmod, pieces: placed, stacks, images: Object.keys(png.images).length + 1, mapPngBytes: entries['images/map.png'].length };
}

/**
 * The baseline file: the scenario the app's own module code makes of `vmod` (readModule,
 * startingSetup, moduleScenario), packed as a Sandtable scenario bundle with its images.
 */
export async function bundleOfModule(code, vmod, fileName) {
  const module = await code.readModule.readModule(vmod, fileName);
  const { scenario, files } = code.moduleScenario.moduleScenario(module, code.startingSetup.startingSetup(module));
  return code.bundle.encodeScenarioBundle(JSON.stringify(scenario), Object.fromEntries(files));
}
