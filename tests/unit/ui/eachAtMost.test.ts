/** The home screen asks a long list of games' mailboxes a few at a time: every game is asked, never more than the limit at once. */
import { describe, expect, it } from 'vitest';
import { eachAtMost } from '../../../src/ui/home/eachAtMost';

describe('working through a list a few at a time', () => {
  it('does every item, never more than the limit at once, and goes on past one that fails', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachAtMost([...Array(20).keys()], 3, async (i) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, i % 4));
      running--;
      if (i === 5) throw new Error('this server did not answer');
      done.push(i);
    });
    expect(most).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([...Array(20).keys()].filter((i) => i !== 5));
  });

  it('does nothing for an empty list', async () => {
    await expect(eachAtMost([], 3, async () => {})).resolves.toBeUndefined();
  });
});
