import type { UseFormReturnType } from '@mantine/form';
import { useFormFailure, type FormFailureOptions } from '@/lib/forms';

interface Options<Values, Result> extends FormFailureOptions {
  /** Sends the checked values; a refusal's field errors go next to their fields, the rest above the form. */
  send: (values: Values) => Promise<Result>;
  /** After the server took it: the form is emptied first. */
  onDone: (result: Result) => void;
  onClose: () => void;
}

/**
 * A `FormDialog` that sends one form to the server: its error, its state and its submit, and a close
 * (Cancel, Escape, the close button) that empties it. Spread the answer into the `FormDialog`.
 */
export function useFormDialog<Values, Result>(form: UseFormReturnType<Values>, { send, onDone, onClose, ...failureOptions }: Options<Values, Result>) {
  const failure = useFormFailure(form, failureOptions);
  return {
    error: failure.message,
    submitting: form.submitting,
    onClose: () => {
      if (form.submitting) return;
      form.reset();
      failure.clear();
      onClose();
    },
    onSubmit: form.onSubmit(async (values) => {
      failure.clear();
      try {
        const result = await send(values);
        form.reset();
        onDone(result);
      } catch (error) {
        failure.show(error);
      }
    }),
  };
}
