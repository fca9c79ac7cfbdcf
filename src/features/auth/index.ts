export { authRoutes, logoutRoute } from './routes';
export { signInSlice, selectSignInStep } from './sign-in-slice';
export { passwordProblem, PASSWORD_MIN_LENGTH } from './password-rule';
export { useFormRules } from './form-rules';
export { confirmTwoFaSecretCall, createTwoFaSecretCall, parseTwoFaSecret, type TwoFaSecret } from './api/two-fa-secret';
export { changePassword } from './api/password-calls';
export { FormError } from '@/components/feedback/form-error';
