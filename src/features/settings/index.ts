export { settingsRoutes } from './routes';
export { useDeviceName } from './use-device-name';
