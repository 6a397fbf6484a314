import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';

/** True when testcontainers finds a Docker engine; it rejects at once where there is none. */
export async function dockerAvailable(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

export interface ContainerService {
  url: string;
  stop(): Promise<void>;
}

const stopper = (container: StartedTestContainer) => async () => {
  await container.stop();
};

export async function postgresContainer(): Promise<ContainerService> {
  const container = await new GenericContainer('postgres:16-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
    .start();
  return {
    url: `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}`,
    stop: stopper(container),
  };
}

export async function natsContainer(): Promise<ContainerService> {
  const container = await new GenericContainer('nats:2-alpine')
    .withCommand(['-js'])
    .withExposedPorts(4222)
    .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
    .start();
  return {
    url: `nats://${container.getHost()}:${container.getMappedPort(4222)}`,
    stop: stopper(container),
  };
}
