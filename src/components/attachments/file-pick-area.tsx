import { Box, Button, FileButton, Group, type ButtonProps } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useFileDrop } from '@/lib/forms/use-file-drop';

interface FilePickAreaProps {
  onFiles: (files: File[]) => void;
  accept: string;
  /** The button's text (also the file input's name). */
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Beside the button: what may be picked. */
  children: ReactNode;
}

/**
 * A button that picks files and an outlined area they may be dropped on (outlined in the primary
 * colour while files hover over it). The input is cleared after each pick, so that the same file
 * can be picked again after it was removed.
 */
export function FilePickArea({ onFiles, accept, label, icon, disabled = false, variant = 'default', size = 'sm', children }: FilePickAreaProps) {
  const drop = useFileDrop(onFiles, disabled);
  const reset = useRef<() => void>(null);
  return (
    <Box
      {...drop.props}
      data-dragging={drop.dragging || undefined}
      p="xs"
      style={{
        border: `1px dashed ${drop.dragging ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        borderRadius: 8,
        background: drop.dragging ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <FileButton
          onChange={(files) => {
            onFiles(files);
            reset.current?.();
          }}
          resetRef={reset}
          multiple
          accept={accept}
          disabled={disabled}
          inputProps={{ 'aria-label': label }}
        >
          {(props) => (
            <Button {...props} variant={variant} size={size} leftSection={icon} style={{ flexShrink: 0 }}>
              {label}
            </Button>
          )}
        </FileButton>
        {children}
      </Group>
    </Box>
  );
}
