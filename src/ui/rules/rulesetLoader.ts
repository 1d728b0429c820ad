/**
 * Rulesets arrive on demand (rulesets/index.ts): this keeps each one once it has loaded, so the drag
 * hooks and the panel read the chosen ruleset synchronously (nothing until it has arrived, a few
 * milliseconds after the table is drawn) and re-render when it does. A load that fails (the page
 * lost its server and has no offline copy) is remembered with its reason and tried again on the
 * next ask.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { rulesetCatalogue, type RulesetEntry } from '../../../rulesets/index';
import type { Ruleset } from '../../rules/types';

interface Load {
  promise: Promise<Ruleset | undefined>;
  ruleset?: Ruleset;
  error?: string;
}

/** Loads rulesets from a catalogue, keeping each once loaded (see the module comment). */
export interface RulesetLoader {
  /**
   * Loads the ruleset `id` (once) and resolves to it; undefined when the catalogue has no ruleset by
   * that id. Never rejects: a failure is kept for `error` and retried on the next call.
   */
  load(id: string | null | undefined): Promise<Ruleset | undefined>;
  /** The ruleset `id` if it has loaded, else undefined. */
  loaded(id: string | null | undefined): Ruleset | undefined;
  /** Why the ruleset `id` failed to load the last time it was asked for, or null. */
  error(id: string | null | undefined): string | null;
  /** Watches for loads that finish (or fail); returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Goes up each time a load finishes or fails. */
  settled(): number;
}

/** A loader over `catalogue`'s entries. */
export function rulesetLoader(catalogue: readonly RulesetEntry[]): RulesetLoader {
  const loads = new Map<string, Load>();
  const listeners = new Set<() => void>();
  let settled = 0;
  const announce = () => {
    settled++;
    listeners.forEach((l) => l());
  };
  return {
    load(id) {
      const entry = id ? catalogue.find((r) => r.id === id) : undefined;
      if (!entry) return Promise.resolve(undefined);
      const known = loads.get(entry.id);
      if (known && !known.error) return known.promise;
      const load: Load = {
        promise: entry.load().then(
          (ruleset) => {
            load.ruleset = ruleset;
            announce();
            return ruleset;
          },
          (e: unknown) => {
            load.error = `The ${entry.name} assistant could not be loaded (${e instanceof Error ? e.message : String(e)}). Check the connection and reload the page.`;
            announce();
            return undefined;
          },
        ),
      };
      loads.set(entry.id, load);
      return load.promise;
    },
    loaded: (id) => (id ? loads.get(id)?.ruleset : undefined),
    error: (id) => (id && loads.get(id)?.error) || null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: () => settled,
  };
}

/** This build's loader: a cache of immutable code, like the module registry it fronts. */
const shared = rulesetLoader(rulesetCatalogue);
/** See {@link RulesetLoader.load}. */
export const loadRuleset = shared.load;
/** See {@link RulesetLoader.loaded}. */
export const loadedRuleset = shared.loaded;
/** See {@link RulesetLoader.error}. */
export const rulesetLoadError = shared.error;

/**
 * Starts loading the ruleset `id` and re-renders the caller when any load settles; returns a number
 * that changes then, for memos that read {@link loadedRuleset}.
 */
export function useRulesetLoad(id: string | null): number {
  useEffect(() => {
    if (id) void loadRuleset(id);
  }, [id]);
  return useSyncExternalStore(shared.subscribe, shared.settled);
}
