/**
 * A live event for the open apps (foreground notifications). `userId` limits it to one user's
 * connections; without it every signed-in connection receives it.
 */
export type LiveEvent = {
  /** Unique id; also the SSE event id, so a reconnecting client can ask for what it missed. */
  id: string;
  /**
   * `notification` for a foreground notification; `signed-out` tells the user's open pages that
   * their account was just deactivated, disabled or demoted (issue #17 item 3).
   */
  type: 'notification' | 'signed-out';
  userId?: string;
  payload: unknown;
};

export type LiveEventListener = (event: LiveEvent) => void;

/** Fans live events out to every server process's connections. */
export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  /** Returns the function that ends the subscription. */
  subscribe(listener: LiveEventListener): () => void;
  close(): Promise<void>;
}

/** Listeners of one process; shared by both bus implementations. */
export class ListenerSet {
  private readonly listeners = new Set<LiveEventListener>();

  add(listener: LiveEventListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: LiveEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // One broken connection must not stop the others.
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** One server process (PGlite): events stay in the process. */
export class InProcessEventBus implements EventBus {
  private readonly listeners = new ListenerSet();

  publish(event: LiveEvent): Promise<void> {
    // Delivered after the publisher's own work, as a NOTIFY would be.
    queueMicrotask(() => this.listeners.emit(event));
    return Promise.resolve();
  }

  subscribe(listener: LiveEventListener): () => void {
    return this.listeners.add(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
