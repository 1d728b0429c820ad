/**
 * Konva's text shapes, registered on first need (see ./konva.ts): a `TextNode` renders nothing until
 * they are, and asks for them the first time it renders, so a table with no label on it never pays
 * for them at start; the table screen also registers them in idle time once it has settled.
 */
import { useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import { Label, Tag, Text } from 'react-konva/lib/ReactKonvaCore';

let registered = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Registers Text, Label and Tag with Konva (once); resolves when they can be drawn. */
export function registerTextNodes(): Promise<void> {
  loading ??= import('konva/lib/shapes/Label').then(
    () => {
      registered = true;
      listeners.forEach((l) => l());
    },
    (e: unknown) => {
      loading = null; // asked again by the next text drawn
      throw e;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether text can be drawn yet; asks for the text shapes the first time it is called. */
export function useTextNodes(): boolean {
  const ready = useSyncExternalStore(subscribe, () => registered);
  useEffect(() => {
    if (!ready) registerTextNodes().catch(() => undefined);
  }, [ready]);
  return ready;
}

/** Konva's `Text`, drawn once the text shapes are registered (a moment after it is first asked for). */
export function TextNode(props: ComponentProps<typeof Text>) {
  return useTextNodes() ? <Text {...props} /> : null;
}

/** Host types for a caller that has checked {@link useTextNodes} itself (a Label holds its own Text). */
export { Label, Tag, Text };
