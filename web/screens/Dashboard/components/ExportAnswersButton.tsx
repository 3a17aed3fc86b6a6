import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { refreshAccessToken, REQUEST_TIMEOUT_MS } from '../../../app/RelayEnvironment.ts';
import { getAccessToken } from '../../../app/session.ts';

const EXPORT_URL = '/api/export/answers.csv';
const EXPORT_FAILED = 'The export failed. Please try again.';

/** Fetches the CSV with the access token (renewed once if it lapsed) and hands it to the browser as a download. */
async function downloadAnswers(): Promise<void> {
  const fetchCsv = (token: string | null) =>
    fetch(EXPORT_URL, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      // The server streams a long history; allow it more time than an API call.
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 8),
    });
  let response = await fetchCsv(getAccessToken());
  if (response.status === 401) {
    const { token } = await refreshAccessToken();
    if (token) response = await fetchCsv(token);
  }
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: 'answers.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** "Download CSV": the learner's whole answer history as a spreadsheet. */
export function ExportAnswersButton() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadAnswers();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={run} disabled={busy}>
        {/* The visible words are the accessible name (WCAG 2.5.3, label in name). */}
        {busy ? 'Preparing CSV…' : 'Download answer history (CSV)'}
      </Button>
      {failed && <Alert severity="error">{EXPORT_FAILED}</Alert>}
    </Stack>
  );
}
