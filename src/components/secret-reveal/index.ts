export { SecretRevealDialog, type SecretRevealDialogProps } from './secret-reveal-dialog';
export { revealSecret } from './reveal-secret';
