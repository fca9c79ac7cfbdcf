export { authRoutes, logoutRoute } from './routes';
export { signInSlice, selectSignInStep } from './sign-in-slice';
export { passwordProblem, PASSWORD_MIN_LENGTH } from './password-rule';
export { useFormRules } from './form-rules';
export { confirmTwoFaSecret, createTwoFaSecret, disableTwoFa } from './api/two-fa-secret';
export { changePassword } from './api/password-calls';
export { FormError } from '@/components/feedback/form-error';
/** @deprecated The catalogue is `failureMessageKey` in `@/lib/forms`; this name stays until the home page moves. */
export { failureMessageKey as errorMessageKey } from '@/lib/forms';
