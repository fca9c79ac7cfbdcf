/**
 * WebAuthn in jsdom, for tests through the UI: `navigator.credentials.create` and `.get` answered by
 * the sandbox tests' software authenticator (real ES256 keys), shaped as a browser's
 * `PublicKeyCredential`, so `@simplewebauthn/browser` and the sandbox's verification run for real.
 * `cancel()` makes the next ceremony end as a user's "Cancel" does (`NotAllowedError`).
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { fromBase64Url, toBase64Url } from '@mocks/passkeys';
import { softwareAuthenticator } from '@mocks/test/software-authenticator';

const json = (value: BufferSource) =>
  toBase64Url(value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
const buffer = (text: string) => fromBase64Url(text).buffer;
const descriptors = (list: readonly { id: BufferSource; type: string; transports?: string[] }[] | undefined) =>
  list?.map((descriptor) => ({ ...descriptor, id: json(descriptor.id) }));

export function installSoftwareWebAuthn() {
  const authenticator = softwareAuthenticator();
  let cancelNext = false;
  const refuse = () => {
    cancelNext = false;
    return Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
  };
  const credentials = {
    async create({ publicKey }: { publicKey: PublicKeyCredentialCreationOptions }) {
      if (cancelNext) return refuse();
      const options = {
        ...publicKey,
        challenge: json(publicKey.challenge),
        user: { ...publicKey.user, id: json(publicKey.user.id) },
        excludeCredentials: descriptors(publicKey.excludeCredentials),
      } as unknown as PublicKeyCredentialCreationOptionsJSON;
      const made = await authenticator.create(options, location.origin);
      return {
        id: made.id,
        rawId: buffer(made.rawId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: buffer(made.response.clientDataJSON),
          attestationObject: buffer(made.response.attestationObject),
          getTransports: () => ['internal'],
        },
        getClientExtensionResults: () => ({}),
      };
    },
    async get({ publicKey }: { publicKey: PublicKeyCredentialRequestOptions }) {
      if (cancelNext) return refuse();
      const options = {
        ...publicKey,
        challenge: json(publicKey.challenge),
        allowCredentials: descriptors(publicKey.allowCredentials),
      } as unknown as PublicKeyCredentialRequestOptionsJSON;
      const signed = await authenticator.get(options, location.origin);
      const { response } = signed;
      return {
        id: signed.id,
        rawId: buffer(signed.rawId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: buffer(response.clientDataJSON),
          authenticatorData: buffer(response.authenticatorData),
          signature: buffer(response.signature),
          userHandle: response.userHandle ? buffer(response.userHandle) : null,
        },
        getClientExtensionResults: () => ({}),
      };
    },
  };
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  return {
    authenticator,
    cancel: () => {
      cancelNext = true;
    },
  };
}
