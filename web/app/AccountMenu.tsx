import Logout from '@mui/icons-material/Logout';
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useViewer } from './AuthProvider.tsx';
import { TopBarStreak } from './StreakChip.tsx';

/** The signed-in learner's end of the top bar (TopBar loads this chunk once someone is signed in). */
export function SignedInControls({ onNavigate, onLogout }: { onNavigate(path: string): void; onLogout(): void }) {
  return (
    <>
      <TopBarStreak />
      <AccountMenu onNavigate={onNavigate} onLogout={onLogout} />
    </>
  );
}

/** The avatar and its menu; the name, picture and e-mail come from the viewer in the Relay store. */
function AccountMenu({ onNavigate, onLogout }: { onNavigate(path: string): void; onLogout(): void }) {
  const viewer = useViewer();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    onNavigate(path);
  };
  const name = viewer?.name ?? '';
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Avatar alt={name} src={viewer?.picture ?? undefined} sx={{ width: 32, height: 32 }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {viewer?.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={() => go('/dashboard')}>Dashboard</MenuItem>
        <MenuItem onClick={() => go('/subscription')}>Subscription</MenuItem>
        <MenuItem onClick={() => go('/settings')}>Settings</MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
