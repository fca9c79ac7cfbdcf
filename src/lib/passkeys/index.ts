export {
  createPasskeyCredential,
  getPasskeyAssertion,
  isPasskeyError,
  PasskeyError,
  passkeysSupported,
  type AuthenticationResponseJSON,
  type PasskeyProblem,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from './webauthn';
