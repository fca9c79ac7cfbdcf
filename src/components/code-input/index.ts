export { CODE_LENGTH, CodeInput, isSixDigitCode, type CodeInputHandle, type CodeInputProps } from './code-input';
export { holdsAnswer, useCodeRule } from './code-rule';
