import { DirectionProvider, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import { renderWithProviders } from '../../../tests/render-ui';
import { CodeInput, type CodeInputHandle } from './code-input';
import { useCodeRule } from './code-rule';

const digitLabel = (position: number, total: number) => `Digit ${position} of ${total}`;

/** A form as the screens build it (`useForm`, `useCodeRule`): a wrong code clears the boxes, a short one points at the first gap. */
function CodeForm({ check, description, onComplete }: { check: (code: string) => boolean; description?: string; onComplete?: (code: string) => void }) {
  const form = useForm({ initialValues: { code: '' }, validate: { code: useCodeRule() } });
  const input = useRef<CodeInputHandle>(null);
  const onSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      ({ code }) => {
        if (check(code)) return;
        // Emptying the boxes clears the field's error, so it comes first.
        input.current?.clearAndFocus();
        form.setFieldError('code', 'Incorrect 2FA verification code');
      },
      () => input.current?.focusFirstEmpty(),
    )(event);
  return (
    <form noValidate onSubmit={onSubmit}>
      <CodeInput
        ref={input}
        label="Verification code"
        description={description}
        digitLabel={digitLabel}
        required
        {...form.getInputProps('code')}
        onComplete={onComplete}
      />
      <button type="submit">Verify</button>
    </form>
  );
}

const boxes = () => within(screen.getByRole('group', { name: /Verification code/ })).getAllByRole<HTMLInputElement>('textbox');

describe('CodeInput', () => {
  it('is a group of six numeric one-time-code boxes named by the visible label', async () => {
    await renderWithProviders(<CodeForm check={() => true} description="From your authenticator app" />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    const all = boxes();
    expect(all).toHaveLength(6);
    expect(all[0]).toHaveAccessibleName('Verification code Digit 1 of 6');
    all.slice(1).forEach((box, index) => expect(box).toHaveAccessibleName(`Digit ${index + 2} of 6`));
    for (const box of all) {
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAttribute('autocomplete', 'one-time-code');
      expect(box).toBeRequired();
      expect(box).toHaveAccessibleDescription('From your authenticator app');
    }
  });

  it('takes digits only, and a pasted code fills every box', async () => {
    const { user } = await renderWithProviders(<CodeForm check={() => true} />);
    await user.type(boxes()[0], 'a1b2');
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '', '', '', '']);
    await user.click(boxes()[0]);
    await user.paste('654 321');
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('654321');
  });

  it('after a refused code: empties the boxes, focuses the first and reads the error with it', async () => {
    const { user } = await renderWithProviders(<CodeForm check={(code) => code === '123456'} />);
    await user.type(boxes()[0], '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect 2FA verification code');
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(boxes()[0]).toHaveAccessibleDescription('Incorrect 2FA verification code');
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(boxes()[0]).not.toHaveAttribute('aria-invalid');
  });

  it('tells a whole code once, and again after the boxes were emptied, however it came (typed or pasted)', async () => {
    const completed: string[] = [];
    const { user } = await renderWithProviders(<CodeForm check={(code) => code === '123456'} onComplete={(code) => completed.push(code)} />);
    await user.type(boxes()[0], '654321');
    expect(completed).toEqual(['654321']);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect 2FA verification code');
    // Emptied after the refusal: a pasted (or filled in) code is whole again.
    await user.paste('123456');
    expect(completed).toEqual(['654321', '123456']);
    // Shortened and made whole again by typing.
    await user.keyboard('{Backspace}7');
    expect(completed).toEqual(['654321', '123456', '123457']);
  });

  it('after an incomplete code: keeps the digits and focuses the first empty box', async () => {
    const { user } = await renderWithProviders(<CodeForm check={() => true} />);
    await user.type(boxes()[0], '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter all 6 digits');
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('reads left to right in a right-to-left page: first box first, arrows follow the screen', async () => {
    document.documentElement.dir = 'rtl';
    try {
      render(
        <DirectionProvider initialDirection="rtl" detectDirection={false}>
          <MantineProvider>
            <CodeForm check={() => true} />
          </MantineProvider>
        </DirectionProvider>,
      );
      const user = userEvent.setup();
      expect(boxes()[0].parentElement?.parentElement).toHaveAttribute('dir', 'ltr');
      await user.type(boxes()[0], '12');
      expect(boxes()[2]).toHaveFocus();
      fireEvent.keyDown(boxes()[2], { key: 'ArrowLeft' });
      expect(boxes()[1]).toHaveFocus();
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });
});
