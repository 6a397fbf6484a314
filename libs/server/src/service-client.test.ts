import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Observable } from 'rxjs';
import { ErrorCode, healthSubjects, MessageCode, Messages } from '@dating/contracts';
import {
  freePort,
  serviceFailure,
  startLockedNatsServer,
  startNatsServer,
  type RunningServer,
} from '@dating/testing';
import { rateLimited, ServiceErrorFilter } from './errors';
import { natsConnectionOptions } from './nats-connection';
import { ServiceClient } from './service-client';

const timeoutMs = 2000;
/** How long the stream of `test.streamed` stays open after its value. */
const streamOpenMs = 1000;

@Controller()
class TestController {
  @MessagePattern('test.echo')
  async echo(data: { n: number }): Promise<{ n: number }> {
    return { n: data.n };
  }

  @MessagePattern('test.nothing-found')
  nothingFound(): null {
    return null;
  }

  @MessagePattern('test.refused')
  async refused(): Promise<never> {
    throw rateLimited(MessageCode.tooManyRequests, 30);
  }

  @MessagePattern('test.broken')
  async broken(): Promise<never> {
    throw new Error('a bug');
  }

  @MessagePattern('test.streamed')
  streamed(): Observable<string> {
    return new Observable<string>((subscriber) => {
      subscriber.next('first');
      const timer = setTimeout(() => subscriber.complete(), streamOpenMs);
      return () => clearTimeout(timer);
    });
  }
}

@Module({ controllers: [TestController] })
class TestModule {}

let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'service-client-'));
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

function clientOf(url: string, timeout = timeoutMs): ServiceClient {
  return new ServiceClient({
    nats: natsConnectionOptions({ NATS_URL: url }, 'gateway'),
    timeoutMs: timeout,
  });
}

/** A replica of svc-profile: answers each request on `subject` with 'pong', keeping its inbox. */
async function responder(connection: NatsConnection, subject: string): Promise<string[]> {
  const replySubjects: string[] = [];
  connection.subscribe(subject, {
    queue: 'svc-profile',
    callback: (error, message) => {
      if (error) return;
      replySubjects.push(message.reply ?? '');
      const { id } = message.json<{ id: string }>();
      message.respond(JSON.stringify({ id, response: 'pong', isDisposed: true }));
    },
  });
  await connection.flush();
  return replySubjects;
}

describe('asking a service that runs Nest’s NATS transport', () => {
  let nats: RunningServer;
  let service: INestMicroservice;
  let client: ServiceClient;

  beforeAll(async () => {
    nats = await startNatsServer({ storeDir: path.join(scratch, 'nest') });
    service = await NestFactory.createMicroservice<MicroserviceOptions>(TestModule, {
      transport: Transport.NATS,
      options: { servers: [nats.url], queue: 'svc-test' },
      logger: false,
    });
    service.useGlobalFilters(new ServiceErrorFilter());
    await service.listen();
    client = clientOf(nats.url);
  });

  afterAll(async () => {
    await client?.onApplicationShutdown();
    await service?.close();
    await nats?.stop();
  });

  it('answers with what the handler returned', async () => {
    await expect(client.send('test.echo', { n: 42 })).resolves.toEqual({ n: 42 });
    await expect(client.sendRead('test.echo', () => ({ n: 7 }))).resolves.toEqual({ n: 7 });
  });

  it('answers null when the handler returned null', async () => {
    await expect(client.send('test.nothing-found', {})).resolves.toBeNull();
  });

  it("passes the service's error on as it is", async () => {
    expect(await serviceFailure(client.send('test.refused', {}))).toEqual({
      code: ErrorCode.RateLimited,
      message: Messages.tooManyRequests,
      messageCode: MessageCode.tooManyRequests,
      retryAfterSeconds: 30,
    });
    expect((await serviceFailure(client.send('test.broken', {}))).code).toBe(ErrorCode.Internal);
  });

  it('answers with the first value of a stream without waiting for its end', async () => {
    const started = Date.now();
    await expect(client.send('test.streamed', {})).resolves.toBe('first');
    expect(Date.now() - started).toBeLessThan(streamOpenMs);
  });

  it('fails UNAVAILABLE at once for a subject nobody answers', async () => {
    const started = Date.now();
    expect((await serviceFailure(client.send('test.unknown', {}))).code).toBe(
      ErrorCode.Unavailable,
    );
    expect(Date.now() - started).toBeLessThan(timeoutMs / 2);
  });

  it('reports the connection as up', async () => {
    await expect(client.isConnected()).resolves.toBe(true);
  });
});

describe('replies', () => {
  let nats: RunningServer;
  let replica: NatsConnection;
  let client: ServiceClient;

  beforeAll(async () => {
    nats = await startNatsServer({ storeDir: path.join(scratch, 'replies') });
    replica = await connect({ servers: nats.url });
    client = clientOf(nats.url);
  });

  afterAll(async () => {
    await client?.onApplicationShutdown();
    await replica?.close();
    await nats?.stop();
  });

  it('all arrive on one subscription under the deployable’s inbox prefix', async () => {
    const replySubjects = await responder(replica, 'test.ping');
    await Promise.all([client.send('test.ping', {}), client.send('test.ping', {})]);
    await client.send('test.ping', {});

    expect(replySubjects).toHaveLength(3);
    const inboxes = new Set(replySubjects.map((subject) => subject.replace(/[^.]+$/, '*')));
    expect([...inboxes]).toEqual([expect.stringMatching(/^_INBOX_gateway\.[^.]+\.\*$/)]);
    expect(new Set(replySubjects).size).toBe(3);
  });
});

describe('NATS with each deployable’s permissions', () => {
  let nats: Awaited<ReturnType<typeof startLockedNatsServer>>;
  let replica: NatsConnection;
  let client: ServiceClient;

  beforeAll(async () => {
    nats = await startLockedNatsServer({ storeDir: path.join(scratch, 'locked') });
    const credentials = (name: 'gateway' | 'svc-profile') => ({
      NATS_URL: nats.url,
      NATS_USER: name,
      NATS_PASSWORD: nats.passwords[name],
    });
    replica = await connect(natsConnectionOptions(credentials('svc-profile'), 'svc-profile'));
    client = new ServiceClient({
      nats: natsConnectionOptions(credentials('gateway'), 'gateway'),
      timeoutMs,
    });
  });

  afterAll(async () => {
    await client?.onApplicationShutdown();
    await replica?.close();
    await nats?.stop();
  });

  it('lets the gateway’s answers reach it on its own inbox', async () => {
    await responder(replica, healthSubjects.profile);
    await expect(client.send(healthSubjects.profile, {})).resolves.toBe('pong');
  });
});

describe('a NATS server that stops and comes back', () => {
  let port: number;
  let storeDir: string;
  let nats: RunningServer | undefined;
  let replica: NatsConnection | undefined;
  let client: ServiceClient | undefined;

  beforeAll(async () => {
    port = await freePort();
    storeDir = path.join(scratch, 'restart');
  });

  afterEach(async () => {
    await client?.onApplicationShutdown();
    await replica?.close();
    await nats?.stop();
    client = replica = nats = undefined;
  });

  /** Polls until `condition` holds (the client hears of a drop a moment after it happens). */
  async function until(condition: () => Promise<boolean>): Promise<void> {
    const deadlineAt = Date.now() + 10000;
    while (!(await condition())) {
      if (Date.now() > deadlineAt) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('fails calls meanwhile as UNAVAILABLE before their timeout, then answers again', async () => {
    nats = await startNatsServer({ storeDir, port });
    const url = nats.url;
    replica = await connect({ servers: url, maxReconnectAttempts: -1, reconnectTimeWait: 50 });
    await responder(replica, 'test.ping');
    const asked = (client = clientOf(url));
    await expect(asked.send('test.ping', {})).resolves.toBe('pong');

    await nats.stop();
    await until(async () => !(await asked.isConnected()));
    const started = Date.now();
    expect((await serviceFailure(asked.sendRead('test.ping', () => ({})))).code).toBe(
      ErrorCode.Unavailable,
    );
    expect(Date.now() - started).toBeLessThan(timeoutMs / 2);

    nats = await startNatsServer({ storeDir, port });
    await until(() =>
      asked.send('test.ping', {}, 200).then(
        () => true,
        () => false,
      ),
    );
    await expect(asked.isConnected()).resolves.toBe(true);
  });

  it('fails calls as UNAVAILABLE while NATS was never reached, then connects once it is up', async () => {
    client = clientOf(`nats://127.0.0.1:${port}`);
    const started = Date.now();
    expect((await serviceFailure(client.send('test.ping', {}))).code).toBe(ErrorCode.Unavailable);
    expect(Date.now() - started).toBeLessThan(timeoutMs);
    await expect(client.isConnected()).resolves.toBe(false);

    nats = await startNatsServer({ storeDir, port });
    replica = await connect({ servers: nats.url });
    await responder(replica, 'test.ping');
    await expect(client.send('test.ping', {})).resolves.toBe('pong');
    await expect(client.isConnected()).resolves.toBe(true);
  });
});
