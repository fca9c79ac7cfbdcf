/**
 * The plain HTTP calls of the app (docs/api-contract.md, *Direct calls*): the sign-in steps, passwords,
 * sign-out, channel authorization, files, an identity's groups, a project's details, the public payment
 * link and a secret's one-time reveal. Each sends one request and hands back the raw answer; the feature
 * that owns the call parses it. Everything else reaches the backend through the async-action client or
 * RTK Query on it: lint allows `request` and `transfer` only in `lib/http` and the action transport.
 */
export * from './auth';
export * from './channel-authorization';
export * from './files';
export * from './identity-groups';
export * from './projects';
export * from './public-link';
export * from './secrets';
export * from './session';
