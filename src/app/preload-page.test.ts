import type { RouteObject } from 'react-router';
import { authRoutes } from '@/features/auth';
import { preloadPage } from './bootstrap';

const replaceLoader = (path: string) => {
  const route = authRoutes.find((candidate) => candidate.path === path) as RouteObject;
  const original = route.lazy;
  const load = vi.fn(async () => ({}));
  route.lazy = load;
  return { load, restore: () => (route.lazy = original) };
};

describe('preloadPage', () => {
  it('asks for the code of the page the app opens on before the app exists', () => {
    const login = replaceLoader('/login');
    const signUp = replaceLoader('/sign-up');
    try {
      preloadPage('/login');
      expect(login.load).toHaveBeenCalledOnce();
      expect(signUp.load).not.toHaveBeenCalled();
    } finally {
      login.restore();
      signUp.restore();
    }
  });
});
