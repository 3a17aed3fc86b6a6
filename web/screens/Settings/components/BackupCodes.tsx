import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';

export const BACKUP_CODES_FILE = 'cissp-practice-backup-codes.txt';

function backupCodesText(codes: readonly string[]): string {
  return [
    'CISSP Practice: two-factor backup codes',
    `Created ${new Date().toISOString()}`,
    'Each code signs you in once. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Backup codes, shown once, with copy and download as a text file. */
export function BackupCodes({ codes, onClose, closeLabel }: { codes: readonly string[]; onClose(): void; closeLabel: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([backupCodesText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = BACKUP_CODES_FILE;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Stack spacing={2}>
      <Alert severity="warning">Save these backup codes now: they are shown only once. Each one signs you in once if you lose your authenticator.</Alert>
      <Box
        component="ol"
        aria-label="Backup codes"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          m: 0,
          p: 2,
          pl: 5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      {copied !== null && (
        <Typography role="status" variant="body2" color={copied ? 'success.main' : 'error.main'}>
          {copied ? 'Backup codes copied to the clipboard.' : 'Could not copy: select the codes and copy them yourself.'}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
          Copy codes
        </Button>
        <Button variant="outlined" startIcon={<Download />} onClick={download}>
          Download codes
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={onClose}>
          {closeLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
