import { describe, expect, it } from 'vitest';
import { distinctNames, freeDefaultPlayer, playerPalette, shouldTakeFreeDefault } from '../../../src/net/playerNames';

const green = { name: 'Green player', color: '#43a047' };

describe('telling players apart', () => {
  it('gives a joining default player the first colour and name nobody at the table has', () => {
    expect(freeDefaultPlayer([{ name: 'Red player', color: '#e53935' }, green])).toEqual({ name: 'Blue player', color: '#1e88e5' });
  });

  it('still finds a distinct name when every colour is taken', () => {
    const everyone = playerPalette.map(([color, name]) => ({ color, name: `${name} player` }));
    const next = freeDefaultPlayer(everyone);
    expect(everyone.map((p) => p.name)).not.toContain(next.name);
  });

  it('has the later of two default "Green player"s give way, and only that one', () => {
    const first = { clientId: 10, ...green, auto: true };
    const second = { clientId: 20, ...green, auto: true };
    expect(shouldTakeFreeDefault(second, [first])).toBe(true);
    expect(shouldTakeFreeDefault(first, [second])).toBe(false);
  });

  it('has the default player who signed lines under the name keep it, however high its client id', () => {
    const host = { clientId: 90, ...green, auto: true, key: 'host-key' };
    const joiner = { clientId: 10, ...green, auto: true, key: 'joiner-key' };
    const ownerOf = (name: string) => (name === green.name ? 'host-key' : null);
    expect(shouldTakeFreeDefault(host, [joiner], ownerOf)).toBe(false);
    expect(shouldTakeFreeDefault(joiner, [host], ownerOf)).toBe(true);
  });

  it('has a default player give way to a chosen name or colour, and never renames a chosen one', () => {
    expect(shouldTakeFreeDefault({ clientId: 1, ...green, auto: true }, [{ clientId: 9, name: 'Alice', color: '#43a047' }])).toBe(true);
    expect(shouldTakeFreeDefault({ clientId: 9, name: 'Alice', color: '#43a047' }, [{ clientId: 1, ...green, auto: true }])).toBe(false);
  });

  it('numbers a chosen name that someone else at the table also chose, in the order they sat down', () => {
    const shown = distinctNames([
      { clientId: 30, name: 'Alice' },
      { clientId: 12, name: 'Alice' },
      { clientId: 20, name: 'Bob' },
    ]);
    expect([...shown]).toEqual([
      [12, 'Alice'],
      [30, 'Alice (2)'],
      [20, 'Bob'],
    ]);
  });

  it('keeps a name plain for the player whose key owns it in this game, however late they sat down', () => {
    const players = [
      { clientId: 12, name: 'Alice', key: 'impostor-key' },
      { clientId: 30, name: 'Alice', key: 'alice-key' },
    ];
    expect(distinctNames(players, (name) => (name === 'Alice' ? 'alice-key' : null)).get(30)).toBe('Alice');
    expect(distinctNames(players, (name) => (name === 'Alice' ? 'alice-key' : null)).get(12)).toBe('Alice (2)');
    // With no owner yet, the order they sat down decides.
    expect(distinctNames(players).get(12)).toBe('Alice');
  });
});
