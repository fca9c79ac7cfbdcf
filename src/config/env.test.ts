import { readConfig } from './env';

describe('readConfig', () => {
  it('fills the defaults a production deployment may leave out', () => {
    expect(readConfig({}, false)).toEqual({ apiUrl: '/api', pusherKey: '', pusherHost: '', pusherCluster: 'eu', sandbox: false });
  });

  it('takes the deployment values', () => {
    const env = { VITE_API_URL: 'https://api.example/v1', VITE_PUSHER_KEY: 'key', VITE_PUSHER_HOST: 'ws.example', VITE_PUSHER_CLUSTER: 'mt1' };
    expect(readConfig(env, true)).toEqual({ apiUrl: 'https://api.example/v1', pusherKey: 'key', pusherHost: 'ws.example', pusherCluster: 'mt1', sandbox: true });
  });

  it('refuses an empty API address or a value that is not text, instead of starting half-configured', () => {
    expect(() => readConfig({ VITE_API_URL: '' }, false)).toThrow('VITE_API_URL');
    expect(() => readConfig({ VITE_PUSHER_KEY: true }, false)).toThrow('VITE_PUSHER_KEY');
  });
});
