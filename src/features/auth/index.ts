export { authRoutes, logoutRoute } from './routes';
export { signInSlice, selectSignInStep } from './sign-in-slice';
export { passwordProblem, PASSWORD_MIN_LENGTH } from './password-rule';
export { useFormRules } from './form-rules';
export { confirmTwoFaSecretCall, createTwoFaSecretCall, parseTwoFaSecret, type TwoFaSecret } from './api/two-fa-secret';
export { changePassword } from './api/password-calls';
export { FormError } from '@/components/feedback/form-error';
/** For the build-time preview of the sign-in page (src/app/prerender), not for routes: they load it lazily. */
export { LoginPage } from './pages/login-page';
