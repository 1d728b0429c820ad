import { strToU8, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { VassalFormatError } from '../../../../src/vassal/codec/errors';
import { isVassalModule, isVassalSave, moduleOfSave, saveFor } from '../../../../src/vassal/import/savedGames';
import { readZip } from '../../../../src/model/zipRead';
import { fixtureBytes } from '../support/fixtures';

const moduleBytes = fixtureBytes('ragnarok-v12-379.vmod');
const save = { fileName: 'ragnarok-start.vsav', bytes: readZip(moduleBytes)['ragnarok-start.vsav'] };

describe('telling VASSAL files apart', () => {
  test('a module is a module and not a saved game', () => {
    expect([isVassalModule(moduleBytes), isVassalSave(moduleBytes)]).toEqual([true, false]);
  });

  test('a saved game is a saved game and not a module', () => {
    expect([isVassalModule(save.bytes), isVassalSave(save.bytes)]).toEqual([false, true]);
  });

  test('text is neither', () => {
    const text = strToU8('{"sandtableScenario": 1}');
    expect([isVassalModule(text), isVassalSave(text)]).toEqual([false, false]);
  });
});

describe('matching a saved game to its module', () => {
  test('reads the module name the save records', () => {
    expect(moduleOfSave(save)).toEqual({ name: 'Ragnarok (SPI) 1981', version: '1.2 release (v3.7.9)' });
  });

  test('gives the save’s commands for its own module', () => {
    expect(saveFor('Ragnarok (SPI) 1981', save).text).toContain('Main MapBoardPicker');
  });

  test('refuses a save of another module, naming both', () => {
    expect(() => saveFor('Another Game', save)).toThrow(VassalFormatError);
    expect(() => saveFor('Another Game', save)).toThrow('"ragnarok-start.vsav" was saved with the module “Ragnarok (SPI) 1981”, not “Another Game”');
  });

  test('refuses a save that names no module', () => {
    const bare = { fileName: 'bare.vsav', bytes: zipSync({ savedGame: strToU8('x') }) };
    expect(() => moduleOfSave(bare)).toThrow('"bare.vsav" does not name the module it was saved with');
  });
});
