import { type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { explainNatsRefusal, type NatsConnectionOptions } from './nats-connection';

/**
 * A plain NATS connection for what request and reply do not cover: events that every replica
 * hears (no queue group) and JetStream key-value. Connects on first use.
 */
export class NatsLink implements OnApplicationShutdown {
  private connection?: Promise<NatsConnection>;

  constructor(private readonly options: NatsConnectionOptions) {}

  connect(): Promise<NatsConnection> {
    this.connection ??= connect({ ...this.options, maxReconnectAttempts: -1 }).catch(
      (error: unknown) => {
        this.connection = undefined;
        throw explainNatsRefusal(error, this.options);
      },
    );
    return this.connection;
  }

  /** Publishes JSON and waits until the server has it (so it is routed before we answer). */
  async publish(subject: string, data: unknown): Promise<void> {
    const nc = await this.connect();
    nc.publish(subject, JSON.stringify(data));
    await nc.flush();
  }

  /**
   * Calls `onReconnect` each time the connection comes back after a drop: messages published
   * while it was down were not heard, so what they would have changed must be assumed changed.
   */
  async onReconnect(onReconnect: () => void): Promise<void> {
    const nc = await this.connect();
    void (async () => {
      for await (const status of nc.status()) if (status.type === 'reconnect') onReconnect();
    })();
  }

  /** Calls `onMessage` with each JSON message; resolves once the server knows the subscription. */
  async subscribe(subject: string, onMessage: (data: unknown) => void): Promise<void> {
    const nc = await this.connect();
    const subscription = nc.subscribe(subject, {
      callback: (error, message) => {
        if (error) return;
        try {
          onMessage(message.json());
        } catch {
          // A message that is not JSON is not ours to act on.
        }
      },
    });
    await nc.flush();
    if (subscription.isClosed()) throw new Error(`Could not subscribe to ${subject}`);
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    const nc = await connection?.catch(() => undefined);
    await nc?.close();
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
