import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputLabel,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ApiTokensTab_token$key } from '../../../__generated__/ApiTokensTab_token.graphql.ts';
import type { ApiTokensTab_viewer$key } from '../../../__generated__/ApiTokensTab_viewer.graphql.ts';
import type { ApiTokenScope } from '../../../__generated__/useCreateApiTokenMutation.graphql.ts';
import { UNEXPECTED_ERROR } from '../../../app/usePromiseMutation.ts';
import { useCreateApiTokenMutation } from '../mutations/useCreateApiTokenMutation.ts';
import { useRevokeApiTokenMutation } from '../mutations/useRevokeApiTokenMutation.ts';

const SCOPES: { value: ApiTokenScope; label: string; help: string }[] = [
  { value: 'READ_PROGRESS', label: 'read:progress', help: 'Progress, progress over time, mastery by difficulty' },
  { value: 'READ_ANSWERS', label: 'read:answers', help: 'The answer history and its CSV export' },
  { value: 'READ_STATS', label: 'read:stats', help: 'Points, level, streaks and badges' },
];

const EXPIRY_DAYS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

const day = (value: unknown) => new Date(String(value)).toLocaleDateString();

function ApiTokenRow({ token, onRevoke }: { token: ApiTokensTab_token$key; onRevoke(id: string, name: string): void }) {
  const data = useFragment(
    graphql`
      fragment ApiTokensTab_token on ApiToken {
        id
        name
        scopes
        prefix
        createdAt
        expiresAt
        lastUsedAt
      }
    `,
    token,
  );
  // The time the list was drawn: a token expiring while the page is open shows so on the next visit.
  const [drawnAt] = useState(Date.now);
  const expired = data.expiresAt !== null && new Date(String(data.expiresAt)).getTime() <= drawnAt;
  return (
    <ListItem
      divider
      disableGutters
      aria-label={data.name}
      secondaryAction={
        <Button size="small" color="error" onClick={() => onRevoke(data.id, data.name)} aria-label={`Revoke ${data.name}`}>
          Revoke
        </Button>
      }
    >
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{data.name}</span>
            {data.scopes.map((scope) => (
              <Chip key={scope} size="small" variant="outlined" label={SCOPES.find((s) => s.value === scope)?.label ?? scope} />
            ))}
            {expired && <Chip size="small" color="warning" label="Expired" />}
          </Stack>
        }
        secondary={`${data.prefix}… · created ${day(data.createdAt)} · ${data.lastUsedAt ? `last used ${new Date(String(data.lastUsedAt)).toLocaleString()}` : 'never used'} · ${
          data.expiresAt ? `${expired ? 'expired' : 'expires'} ${day(data.expiresAt)}` : 'no expiry'
        }`}
      />
    </ListItem>
  );
}

/** Settings > API: personal access tokens for analytics tools (create, show once, list, revoke). */
export function ApiTokensTab({ viewer }: { viewer: ApiTokensTab_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ApiTokensTab_viewer on User {
        apiTokens {
          id
          ...ApiTokensTab_token
        }
      }
    `,
    viewer,
  );
  const [create, isCreating] = useCreateApiTokenMutation();
  const [revoke] = useRevokeApiTokenMutation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['READ_PROGRESS']);
  const [expiry, setExpiry] = useState('90');
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setSecret(null);
    setCopied(false);
    const expiresAt = expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * 86_400_000).toISOString();
    try {
      const { createApiToken: result } = await create({ input: { name, scopes, expiresAt } });
      if (result.__typename === 'CreateApiTokenPayload') {
        setSecret(result.secret ?? null);
        setName('');
      } else {
        setMessage({ severity: 'error', text: result.message ?? UNEXPECTED_ERROR });
      }
    } catch {
      setMessage({ severity: 'error', text: UNEXPECTED_ERROR });
    }
  };

  const revokeOne = async (id: string, tokenName: string) => {
    try {
      const { revokeApiToken: result } = await revoke({ input: { id } });
      setMessage(
        result.__typename === 'RevokeApiTokenPayload'
          ? { severity: 'success', text: `Revoked "${tokenName}".` }
          : { severity: 'error', text: result.message ?? UNEXPECTED_ERROR },
      );
    } catch {
      setMessage({ severity: 'error', text: UNEXPECTED_ERROR });
    }
  };

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setMessage({ severity: 'error', text: 'Could not copy: select the token and copy it yourself.' });
    }
  };

  const toggle = (scope: ApiTokenScope) => setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));

  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-labelledby="new-token-title">
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={submit} aria-labelledby="new-token-title">
            <Typography id="new-token-title" variant="h6" component="h2">
              New access token
            </Typography>
            <Typography color="text.secondary">
              Tokens let notebooks, BI tools and scripts read your progress over the GraphQL API. They can only read, and only what their scopes allow. The{' '}
              <Link href="/docs/api">API guide</Link> has ready examples for curl, Python and GraphiQL.
            </Typography>
            <TextField label="Token name" value={name} onChange={(e) => setName(e.target.value)} required slotProps={{ htmlInput: { maxLength: 100 } }} />
            <FormControl component="fieldset">
              <FormLabel component="legend">Scopes</FormLabel>
              <FormGroup>
                {SCOPES.map((scope) => (
                  <FormControlLabel
                    key={scope.value}
                    control={<Checkbox checked={scopes.includes(scope.value)} onChange={() => toggle(scope.value)} />}
                    label={`${scope.label}: ${scope.help}`}
                  />
                ))}
              </FormGroup>
            </FormControl>
            <FormControl>
              <InputLabel id="token-expiry-label">Expires</InputLabel>
              <Select labelId="token-expiry-label" label="Expires" value={expiry} onChange={(e) => setExpiry(String(e.target.value))}>
                {EXPIRY_DAYS.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <div>
              <Button type="submit" variant="contained" disabled={isCreating || !name.trim() || scopes.length === 0}>
                Create token
              </Button>
            </div>
            {secret && (
              <Alert severity="success" aria-label="New token">
                <Stack spacing={1}>
                  <span>Copy your token now: it is shown only this once.</span>
                  {/* The whole token, wrapped rather than cut off, on a phone too. */}
                  <TextField
                    label="Your new token"
                    value={secret}
                    size="small"
                    fullWidth
                    multiline
                    slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
                    onFocus={(e) => e.target.select()}
                  />
                  <div>
                    <Button size="small" variant="outlined" startIcon={<ContentCopyIcon aria-hidden />} onClick={copy}>
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  </div>
                </Stack>
              </Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="tokens-title">
        <CardContent>
          <Stack spacing={2}>
            <Typography id="tokens-title" variant="h6" component="h2">
              Access tokens
            </Typography>
            {message && (
              <Alert severity={message.severity} onClose={() => setMessage(null)}>
                {message.text}
              </Alert>
            )}
            {data.apiTokens.length === 0 ? (
              <Typography color="text.secondary">No tokens yet.</Typography>
            ) : (
              <List aria-labelledby="tokens-title" disablePadding>
                {data.apiTokens.map((token) => (
                  <ApiTokenRow key={token.id} token={token} onRevoke={revokeOne} />
                ))}
              </List>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
