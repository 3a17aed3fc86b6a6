import { AppBar, Avatar, Box, Button, IconButton, Menu, MenuItem, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider.tsx';

export function TopBar() {
  const { auth, signOut } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    navigate(path);
  };

  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Typography component={RouterLink} to="/" variant="h6" sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none', mr: 2 }}>
          CISSP Practice
        </Typography>
        <Button component={RouterLink} to="/practice">
          Practice
        </Button>
        <Button component={RouterLink} to="/dashboard">
          Dashboard
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {auth.status === 'signedIn' ? (
          <>
            <IconButton aria-label="Account menu" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
              <Avatar alt={auth.user.name} src={auth.user.picture ?? undefined} sx={{ width: 32, height: 32 }}>
                {auth.user.name.charAt(0).toUpperCase()}
              </Avatar>
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
              <MenuItem onClick={() => go('/dashboard')}>Dashboard</MenuItem>
              <MenuItem onClick={() => go('/subscription')}>Subscription</MenuItem>
              <MenuItem onClick={() => go('/settings')}>Settings</MenuItem>
              <MenuItem
                onClick={async () => {
                  close();
                  await signOut();
                  navigate('/');
                }}
              >
                Logout
              </MenuItem>
            </Menu>
          </>
        ) : (
          <Button component={RouterLink} to="/login" variant="outlined">
            Login
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
