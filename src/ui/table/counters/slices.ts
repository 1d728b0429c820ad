/**
 * Background work in short slices. Painting thousands of counter sprites or tiles in one task
 * would freeze the page for seconds (issue #11); in slices of a few milliseconds, with a yield to
 * input and drawing between them, the table stays responsive while it fills in.
 */

/** Work done in one slice: return true while more remains. `deadline` is a `performance.now()` time. */
export type SliceWork = (deadline: number) => boolean;

/**
 * Runs `work` in slices of at most `sliceMs` until it reports nothing left. `kick()` starts it
 * (again) whenever new work is queued; `stop()` ends it for good.
 */
export class SliceRunner {
  private scheduled = false;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly channel = new MessageChannel();

  constructor(
    private readonly work: SliceWork,
    private readonly sliceMs = 8,
  ) {
    // A message task, not setTimeout: nested timeouts are clamped to 4 ms, which would idle the CPU.
    this.channel.port1.onmessage = () => this.run();
  }

  /** Schedules a slice unless one is already waiting. */
  kick(): void {
    if (this.scheduled || this.stopped) return;
    this.scheduled = true;
    this.channel.port2.postMessage(0);
  }

  /** Schedules a slice in `ms` (unless one is already waiting), e.g. once a gesture has paused. */
  kickAfter(ms: number): void {
    if (this.scheduled || this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, ms);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.channel.port1.onmessage = null;
    this.channel.port1.close();
  }

  private run() {
    this.scheduled = false;
    if (this.stopped) return;
    if (this.work(performance.now() + this.sliceMs)) this.kick();
  }
}
