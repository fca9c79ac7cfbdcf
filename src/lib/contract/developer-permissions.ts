/**
 * The developer tools' permission names, in a module of their own: the route table (in the first
 * download, with /login) needs them, and the rest of the contract loads with the first call.
 */
export const API_KEYS_READ = 'api-keys.read';
export const API_KEYS_WRITE = 'api-keys.write';
export const WEBHOOKS_READ = 'webhook-endpoints.read';
export const WEBHOOKS_WRITE = 'webhook-endpoints.write';
