export { SecretRevealDialog, type SecretRevealDialogProps } from './secret-reveal-dialog';
