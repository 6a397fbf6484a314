export { configSchema, loadGatewayConfig, type GatewayConfig } from './config';
export { createGateway } from './gateway';
