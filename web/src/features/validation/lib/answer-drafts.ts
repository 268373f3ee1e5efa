import type { Validation } from '@/features/validation/api/get-validation';
import { sameAnswers } from '@/features/validation/lib/validation-rules';

/** idle: nothing typed yet; saving: waiting for a pause in typing, or sent; saved; failed: text kept, not saved. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export type DraftsSnapshot = {
  /**
   * The answers of each step the member has typed in, by step number, saved or not. They stay
   * after saving: the server's answer reaches the screen a moment after it reaches here, and the
   * text must not go back to the older one in between.
   */
  drafts: ReadonlyMap<number, readonly string[]>;
  save: SaveState;
};

export type DraftsServer = {
  /** What the server said last (the query cache). */
  saved: () => Validation | undefined;
  save: (step: number, answers: readonly string[]) => Promise<Validation>;
  complete: (step: number) => Promise<Validation>;
  /** Takes the server's answer as what it says last. */
  apply: (validation: Validation) => void;
};

/**
 * The member's answers between the keyboard and the server. An edit waits for a pause in typing,
 * then every step with unsaved text is sent. One request is in flight at a time, so the server
 * stores the steps in the order they were typed and each answer back includes all before it; an
 * answer never replaces text typed after its request left. A step is unsaved while its text
 * differs from the server's.
 */
export class AnswerDrafts {
  private snapshot: DraftsSnapshot = { drafts: new Map(), save: 'idle' };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The requests one after another: each job starts when the one before it has settled. */
  private line: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private readonly server: DraftsServer;
  private readonly pauseMs: number;

  constructor(server: DraftsServer, pauseMs: number) {
    this.server = server;
    this.pauseMs = pauseMs;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The step's four answers as the member has them now; saved after a pause in typing. */
  edit(step: number, answers: readonly string[]) {
    const drafts = new Map(this.snapshot.drafts).set(step, answers);
    this.update({ drafts, save: this.snapshot.save === 'failed' ? 'failed' : 'saving' });
    this.stopTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(() => {});
    }, this.pauseMs);
  }

  /** Sends every unsaved step now; settles when they are saved, or rejects with the failure. */
  flush(): Promise<void> {
    this.stopTimer();
    return this.enqueue(() => this.saveUnsaved());
  }

  /** Saves what is unsaved, then completes `step`, in the same line. */
  complete(step: number): Promise<void> {
    this.stopTimer();
    return this.enqueue(async () => {
      await this.saveUnsaved();
      this.server.apply(await this.server.complete(step));
    });
  }

  hasUnsaved(): boolean {
    return this.unsavedSteps().length > 0;
  }

  /** The unsaved answers, for a last request as the page goes away; the pause is over. */
  takeUnsaved(): [number, readonly string[]][] {
    this.stopTimer();
    return this.unsavedSteps().map((step) => [step, this.snapshot.drafts.get(step) ?? []]);
  }

  dispose() {
    this.stopTimer();
  }

  private unsavedSteps(): number[] {
    const saved = this.server.saved();
    return [...this.snapshot.drafts]
      .filter(([step, answers]) => {
        const server = saved?.steps.find((entry) => entry.step === step);
        return !server || !sameAnswers(server.answers, answers);
      })
      .map(([step]) => step);
  }

  private enqueue(job: () => Promise<void>): Promise<void> {
    this.queued += 1;
    const run = this.line.then(job).finally(() => {
      this.queued -= 1;
    });
    this.line = run.catch(() => {});
    return run;
  }

  private async saveUnsaved() {
    for (const step of this.unsavedSteps()) {
      // The latest text of the step, which may have grown while the request before was out.
      const answers = this.snapshot.drafts.get(step);
      if (!answers) continue;
      this.update({ ...this.snapshot, save: 'saving' });
      try {
        this.server.apply(await this.server.save(step, answers));
      } catch (error) {
        this.update({ ...this.snapshot, save: 'failed' });
        throw error;
      }
    }
    const more = this.timer !== undefined || this.queued > 1;
    if (!more && this.snapshot.save !== 'idle') this.update({ ...this.snapshot, save: 'saved' });
  }

  private stopTimer() {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private update(snapshot: DraftsSnapshot) {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
