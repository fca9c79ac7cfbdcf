import { readConfig } from './env';

const PAY = { VITE_PAY_ORIGIN: 'https://pay.example' };

describe('readConfig', () => {
  it('fills the defaults a production deployment may leave out', () => {
    expect(readConfig(PAY, false)).toEqual({ apiUrl: '/api', pusherKey: '', pusherHost: '', pusherCluster: 'eu', payOrigin: 'https://pay.example', sandbox: false });
  });

  it('takes the deployment values', () => {
    const env = { VITE_API_URL: 'https://api.example/v1', VITE_PUSHER_KEY: 'key', VITE_PUSHER_HOST: 'ws.example', VITE_PUSHER_CLUSTER: 'mt1', VITE_PAY_ORIGIN: 'https://pay.example/' };
    expect(readConfig(env, true)).toEqual({ apiUrl: 'https://api.example/v1', pusherKey: 'key', pusherHost: 'ws.example', pusherCluster: 'mt1', payOrigin: 'https://pay.example', sandbox: true });
  });

  it('refuses an empty API address or a value that is not text, instead of starting half-configured', () => {
    expect(() => readConfig({ ...PAY, VITE_API_URL: '' }, false)).toThrow('VITE_API_URL');
    expect(() => readConfig({ ...PAY, VITE_PUSHER_KEY: true }, false)).toThrow('VITE_PUSHER_KEY');
  });

  it('needs the pay origin in production, as an https origin and nothing more; the sandbox defaults to the page', () => {
    expect(() => readConfig({}, false)).toThrow('VITE_PAY_ORIGIN');
    for (const wrong of ['http://pay.example', 'pay.example', 'https://pay.example/pay', 'https://pay.example/?x=1', 'https://pay.example/#x', 'https://user:pw@pay.example', 'javascript:alert(1)']) {
      expect(() => readConfig({ VITE_PAY_ORIGIN: wrong }, false)).toThrow('VITE_PAY_ORIGIN');
    }
    expect(readConfig({ VITE_PAY_ORIGIN: 'https://pay.example:8443' }, false).payOrigin).toBe('https://pay.example:8443');
    expect(readConfig({}, true).payOrigin).toBeNull();
    expect(readConfig({ VITE_PAY_ORIGIN: 'http://localhost:4000' }, true).payOrigin).toBe('http://localhost:4000');
    expect(() => readConfig({ VITE_PAY_ORIGIN: 'http://localhost:4000/pay' }, true)).toThrow('VITE_PAY_ORIGIN');
  });
});
