import { TextField, type TextFieldProps } from '@mui/material';

const CODE_LENGTH = 6;
export const INVALID_CODE_FORMAT = 'Please enter a valid 6-digit code';
export const INVALID_BACKUP_CODE_FORMAT = 'Please enter a backup code in the form XXXXX-XXXXX';

/** Keeps only digits, at most six. */
export const onlyCodeDigits = (value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH);
export const isSixDigitCode = (value: string) => /^\d{6}$/.test(value);

/** Backup codes are ten letters and digits, shown as XXXXX-XXXXX; the hyphen is optional to type. */
const normaliseBackupCode = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')
    .slice(0, 11);
export const isBackupCode = (value: string) => /^[A-Z0-9]{5}-?[A-Z0-9]{5}$/.test(value);

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  onChange(value: string): void;
  /** 'totp' keeps digits only (max 6); 'backup' takes a backup code. */
  mode?: 'totp' | 'backup';
};

/** The two-factor code input: a 6-digit authenticator code, or a backup code. */
export function TwoFactorCodeField({ value, onChange, mode = 'totp', label, ...props }: Props) {
  const totp = mode === 'totp';
  return (
    <TextField
      {...props}
      label={label ?? (totp ? 'Verification code' : 'Backup code')}
      value={value}
      onChange={(e) => onChange(totp ? onlyCodeDigits(e.target.value) : normaliseBackupCode(e.target.value))}
      autoComplete="one-time-code"
      placeholder={totp ? '123456' : 'XXXXX-XXXXX'}
      slotProps={{
        ...props.slotProps,
        htmlInput: totp
          ? { inputMode: 'numeric', pattern: '[0-9]*', maxLength: CODE_LENGTH }
          : { maxLength: 11, autoCapitalize: 'characters', spellCheck: false },
      }}
    />
  );
}
