/**
 * Channels (docs/api/channels.md, *Permissions*): reading a project's channels and their terminals,
 * and creating or changing them. In a module of their own so that the route table, which loads with
 * the first page, does not pull in the channels contract.
 */
export const CHANNELS_READ = 'channels.read';
export const CHANNELS_WRITE = 'channels.write';
