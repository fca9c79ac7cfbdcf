import { Input, InputWrapperContext, PinInput } from '@mantine/core';
import { useId, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import classes from './code-input.module.css';

export const CODE_LENGTH = 6;
export const isSixDigitCode = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

export interface CodeInputHandle {
  /** After a refused code: empty every box and put the cursor in the first one. */
  clearAndFocus: () => void;
  /** After an incomplete code: put the cursor in the first empty box. */
  focusFirstEmpty: () => void;
}

export interface CodeInputProps {
  label: string;
  /** Names one box by its position ("Digit 2 of 6"), in the caller's namespace. */
  digitLabel: (position: number, total: number) => string;
  description?: string;
  /** The typed digits (controlled, e.g. `{...form.getInputProps('code')}`); PinInput keeps them itself when omitted. */
  value?: string;
  onChange: (value: string) => void;
  /**
   * Called once the sixth digit is typed, pasted or filled in (again after the code was shortened or the
   * boxes emptied by `clearAndFocus`): a form may submit itself.
   */
  onComplete?: (code: string) => void;
  /** A message shown under the boxes and read with each of them; `true` only marks them invalid. */
  error?: string | boolean | null;
  required?: boolean;
  autoFocus?: boolean;
  ref?: Ref<CodeInputHandle>;
}

/**
 * The one 6-digit code entry (sign-in, authenticator setup and removal, SMS, password change): six boxes
 * in a group named by the visible label, digits only, filled from an SMS or a password manager
 * (`one-time-code`), left to right in every language.
 */
export function CodeInput({ label, digitLabel, description, value, onChange, onComplete, error, required, autoFocus, ref }: CodeInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const firstDigitId = `${id}-digit-1`;
  const root = useRef<HTMLFieldSetElement>(null);
  const message = typeof error === 'string' && error ? error : null;
  const describedBy = [message && errorId, description && descriptionId].filter(Boolean).join(' ') || undefined;

  const boxes = () => Array.from(root.current?.querySelectorAll<HTMLInputElement>('input:not([type="hidden"])') ?? []);
  // Whether the whole code was handed to onComplete. Kept here, not left to PinInput: PinInput forgets it only
  // when a box is emptied by hand, so a code pasted or filled in after `clearAndFocus` would never send itself.
  const completed = useRef(false);
  const change = (next: string) => {
    onChange(next);
    if (next.length < CODE_LENGTH) completed.current = false;
    else if (!completed.current) {
      completed.current = true;
      onComplete?.(next);
    }
  };
  useImperativeHandle(
    ref,
    () => ({
      clearAndFocus: () => {
        completed.current = false;
        onChange('');
        boxes()[0]?.focus();
      },
      focusFirstEmpty: () => {
        const all = boxes();
        (all.find((box) => !box.value) ?? all[0])?.focus();
      },
    }),
    [onChange],
  );

  // PinInput's boxes are Mantine Inputs: they take aria-describedby from this context (and drop it from props).
  const wrapper = useMemo(
    () => ({ offsetTop: false, offsetBottom: false, describedBy, inputId: undefined, labelId: undefined, getStyles: null }),
    [describedBy],
  );

  return (
    <fieldset ref={root} className={classes.fieldset}>
      <legend className={classes.legend}>
        <Input.Label labelElement="div" id={labelId} required={required}>
          {label}
        </Input.Label>
      </legend>
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      <InputWrapperContext value={wrapper}>
        <PinInput
          className={classes.boxes}
          length={CODE_LENGTH}
          type="number"
          oneTimeCode
          autoFocus={autoFocus}
          value={value}
          onChange={change}
          error={Boolean(error)}
          mt={6}
          // The first box also carries the visible label, so speech input can reach the field by its name.
          getInputProps={(index) =>
            index === 0
              ? { 'aria-label': undefined, 'aria-labelledby': `${labelId} ${firstDigitId}`, required }
              : { 'aria-label': digitLabel(index + 1, CODE_LENGTH), required }
          }
        />
      </InputWrapperContext>
      <span id={firstDigitId} hidden>
        {digitLabel(1, CODE_LENGTH)}
      </span>
      {message && (
        <Input.Error id={errorId} role="alert" mt={6}>
          {message}
        </Input.Error>
      )}
    </fieldset>
  );
}
