export { authRoutes, logoutRoute } from './routes';
export { signInSlice, selectSignInStep } from './sign-in-slice';
export { errorMessageKey } from './error-message';
export { passwordProblem, PASSWORD_MIN_LENGTH } from './password-rule';
export { confirmTwoFaSecret, createTwoFaSecret, disableTwoFa } from './api/two-fa-secret';
export { changePassword } from './api/password-calls';
export { FormError } from '@/components/feedback/form-error';
