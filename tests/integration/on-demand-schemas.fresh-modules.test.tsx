import { withSandbox } from '../render-app';
import { expectSignInToRecoverFromLostChunk } from '../lost-chunk';

withSandbox({ trustStepUp: true });

it('when answer checking (zod, loaded with the first answer) cannot be downloaded, sign-in says so and the next try signs in', () =>
  expectSignInToRecoverFromLostChunk('@/lib/validation/zod-kit'));
