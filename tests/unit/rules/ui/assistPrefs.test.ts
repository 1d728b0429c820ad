import { describe, expect, it } from 'vitest';
import { loadAssistPrefs, readAssistPrefs } from '../../../../src/ui/rules/assistPrefs';

describe('the assistant’s per-browser switches', () => {
  it('start with shading and verdicts on, and survive a damaged entry', () => {
    expect(readAssistPrefs(null)).toEqual({ shadeWhileDragging: true, verdictAfterDrop: true });
    expect(readAssistPrefs('{not json')).toEqual({ shadeWhileDragging: true, verdictAfterDrop: true });
    expect(readAssistPrefs('{"shadeWhileDragging":"no"}')).toEqual({ shadeWhileDragging: true, verdictAfterDrop: true });
  });

  it('are remembered when changed and read back on the next visit', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    const prefs = loadAssistPrefs(storage);
    prefs.set({ ...prefs.get(), shadeWhileDragging: false });
    expect(loadAssistPrefs(storage).get()).toEqual({ shadeWhileDragging: false, verdictAfterDrop: true });
  });
});
