import { withSandbox } from '../render-app';
import { expectSignInToRecoverFromLostChunk } from '../lost-chunk';

withSandbox();

it('when the HTTP transport (loaded with the first call) cannot be downloaded, sign-in says so and the next try signs in', () =>
  expectSignInToRecoverFromLostChunk('@/lib/http/axios-transport'));
