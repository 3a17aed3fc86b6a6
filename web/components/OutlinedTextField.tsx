import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import type { ReactNode } from 'react';

export type OutlinedTextFieldProps = Omit<OutlinedInputProps, 'label' | 'notched' | 'error' | 'fullWidth' | 'required' | 'disabled' | 'id'> & {
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
};

/**
 * An outlined text field with the markup, ids and labels of MUI's TextField (label tied to the
 * input, helper text as its description), built from its parts: TextField also brings Select and
 * so Menu, Popover and the filled and standard inputs, about 9 KiB on the sign-in page.
 */
export function OutlinedTextField({
  id,
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  ...input
}: OutlinedTextFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" error={error} required={required} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
