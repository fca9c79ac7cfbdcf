import { request } from '@/lib/http';

export const deleteSession = () => request('DELETE', 'signout');
