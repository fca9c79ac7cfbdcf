export { deleteSession, DELETE_SESSION_TIMEOUT_MS } from '@/lib/http/direct-calls';
