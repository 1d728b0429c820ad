/**
 * Parts of the screen a player opens now and then (dialogs, side panels, the rules assistant) are
 * loaded on first use rather than with the page: a cold open then parses and runs only what draws
 * the table (issue #11). Each part renders inside its own Suspense boundary, so the rest of the
 * screen never waits for it, and inside an error boundary, so a part that cannot be fetched (the
 * page lost its server and has no offline copy) says so in place instead of blanking the screen.
 * Once the table has settled, {@link preloadLazyParts} fetches them all in idle time so the first
 * click rarely waits.
 */
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** Every part's loader, in the order they were declared (module evaluation fills it once). */
const loaders: (() => Promise<unknown>)[] = [];

class PartBoundary extends Component<{ name: string; children: ReactNode }, { error: string | null; dismissed: boolean }> {
  state = { error: null as string | null, dismissed: false };
  static getDerivedStateFromError(e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.dismissed) return null;
    return (
      <div className="part-failed" role="alert">
        <span>
          The {this.props.name} could not be loaded ({this.state.error}). Check the connection and reload the page; your game is safe.
        </span>
        <button onClick={() => this.setState({ dismissed: true })} title="Dismiss" aria-label="Dismiss">
          ×
        </button>
      </div>
    );
  }
}

/**
 * A component loaded on first render. `name` is what the player is told when it cannot be
 * loaded ("counter sheet dialog"); `load` resolves to the component (`() => import(…).then((m) => m.X)`).
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchOnce = () => {
    loading ??= load().then(
      (part) => ({ default: part }),
      (e: unknown) => {
        loading = null; // the next render asks again
        throw e;
      },
    );
    return loading;
  };
  loaders.push(() => fetchOnce().catch(() => undefined));
  const Lazy = lazy(fetchOnce);
  function LazyPart(props: P) {
    return (
      <PartBoundary name={name}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  LazyPart.displayName = `Lazy(${name})`;
  return LazyPart;
}

/** Fetches every lazy part not yet loaded, one per idle period, so opening one later is instant. */
export function preloadLazyParts(): () => void {
  let stopped = false;
  let handle: number | undefined;
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : (setTimeout(run, 50) as unknown as number);
  const next = (i: number) => {
    if (stopped || i >= loaders.length) return;
    handle = idle(() => void loaders[i]().then(() => next(i + 1)));
  };
  next(0);
  return () => {
    stopped = true;
    if (handle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  };
}
