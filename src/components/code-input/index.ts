export { CODE_LENGTH, CodeInput, isSixDigitCode, type CodeInputHandle, type CodeInputProps } from './code-input';
export { keepsHeldAnswer, useCodeRule } from './code-rule';
