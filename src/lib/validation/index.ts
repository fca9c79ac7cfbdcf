export { lazySchema, preloadSchemas, type Zod } from './lazy-schema';
