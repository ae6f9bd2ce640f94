import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { ListenerSet, type EventBus, type LiveEvent, type LiveEventListener } from './event-bus';

const CHANNEL = 'toolbox_live_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Several server processes on one PostgreSQL: every event goes out through NOTIFY and comes back
 * to every process (the publisher's too) through its LISTEN connection. The listening connection
 * is reopened with backoff when it drops; events published meanwhile are not replayed here (the
 * SSE route replays missed notifications from the history table on reconnect).
 */
export class PostgresEventBus implements EventBus {
  private readonly listeners = new ListenerSet();
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 500;
  private retryTimer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly url: string,
    private readonly publisher: pg.Pool,
    private readonly logger: FastifyBaseLogger,
  ) {}

  static async open(url: string, logger: FastifyBaseLogger): Promise<PostgresEventBus> {
    const publisher = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 3000 });
    publisher.on('error', () => {});
    const bus = new PostgresEventBus(url, publisher, logger);
    await bus.connect();
    return bus;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 3000 });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        this.listeners.emit(JSON.parse(message.payload) as LiveEvent);
      } catch (error) {
        this.logger.warn({ err: error }, 'unreadable live event ignored');
      }
    });
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'live event connection lost; reconnecting');
      this.reconnectLater(client);
    });
    client.on('end', () => this.reconnectLater(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
    this.retryMs = 500;
  }

  private reconnectLater(failed: pg.Client): void {
    if (this.client !== failed) return;
    this.client = null;
    failed.end().catch(() => {});
    this.scheduleConnect();
  }

  private scheduleConnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((error: unknown) => {
        this.logger.warn({ err: error }, 'live event connection failed; trying again');
        this.retryMs = Math.min(this.retryMs * 2, 30_000);
        this.scheduleConnect();
      });
    }, this.retryMs);
    this.retryTimer.unref();
  }

  async publish(event: LiveEvent): Promise<void> {
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      throw new Error(`live event ${event.id} is too large for NOTIFY`);
    }
    await this.publisher.query('select pg_notify($1, $2)', [CHANNEL, payload]);
  }

  subscribe(listener: LiveEventListener): () => void {
    return this.listeners.add(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.listeners.clear();
    await this.client?.end().catch(() => {});
    await this.publisher.end().catch(() => {});
  }
}
