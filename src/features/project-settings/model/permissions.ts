import { API_KEYS_READ, API_KEYS_WRITE } from '@/lib/contract/developers';

/**
 * Who sees and changes a project's settings (docs/api/developers.md). The allowed IP list governs API
 * access, so it goes with the API keys' permissions (developer and admin); the checkout's languages are
 * the merchant's storefront: read with the project (`projects.read`), changed with `projects.write`.
 */
export const ALLOWED_IPS_READ = API_KEYS_READ;
export const ALLOWED_IPS_WRITE = API_KEYS_WRITE;
export const CHECKOUT_LANGUAGES_WRITE = 'projects.write';
