/** The attribute the boot script sets on <html> where index.html's build-time sign-in page shows (scripts/first-page-preloads.ts). */
export const SIGN_IN_PREVIEW_ATTRIBUTE = 'data-sign-in-preview';
