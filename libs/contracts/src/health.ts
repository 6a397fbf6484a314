export type ComponentState = 'up' | 'down';

/** What each service answers on its health subject. */
export interface ServiceHealth {
  service: string;
  status: ComponentState;
  database: ComponentState;
}

/** `GET /api/health`. */
export interface PortalHealth {
  status: ComponentState;
  version: string;
  nats: ComponentState;
  storage: ComponentState;
  services: Record<string, ServiceHealth | { service: string; status: 'down' }>;
}
