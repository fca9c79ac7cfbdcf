export { channelRoutes } from './routes';
export { pushedTags as channelsPushedTags } from './pushed-tags';
