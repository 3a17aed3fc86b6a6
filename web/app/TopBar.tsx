import Logout from '@mui/icons-material/Logout';
import { AppBar, Avatar, Box, Button, Divider, IconButton, ListItemIcon, Menu, MenuItem, Toolbar, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
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
  // Logout leaves the signed-in page first and signs out once / is showing: signing out while a
  // guarded page is still on screen would make its guard remember it as the place to come back to.
  const { pathname } = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);
  useEffect(() => {
    if (loggingOut && pathname === '/') void signOut().finally(() => setLoggingOut(false));
  }, [loggingOut, pathname, signOut]);
  const logout = () => {
    close();
    setLoggingOut(true);
    navigate('/');
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
        {auth.status === 'signedIn' && (
          <>
            <IconButton
              aria-label="Account menu"
              aria-haspopup="menu"
              aria-controls={anchor ? 'account-menu' : undefined}
              aria-expanded={anchor ? 'true' : undefined}
              onClick={(e) => setAnchor(e.currentTarget)}
            >
              <Avatar alt={auth.user.name} src={auth.user.picture ?? undefined} sx={{ width: 32, height: 32 }}>
                {auth.user.name.charAt(0).toUpperCase()}
              </Avatar>
            </IconButton>
            <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
              <Box sx={{ px: 2, py: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{auth.user.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {auth.user.email}
                </Typography>
              </Box>
              <Divider />
              <MenuItem onClick={() => go('/dashboard')}>Dashboard</MenuItem>
              <MenuItem onClick={() => go('/subscription')}>Subscription</MenuItem>
              <MenuItem onClick={() => go('/settings')}>Settings</MenuItem>
              <MenuItem onClick={logout}>
                <ListItemIcon>
                  <Logout fontSize="small" />
                </ListItemIcon>
                Logout
              </MenuItem>
            </Menu>
          </>
        )}
        {auth.status === 'signedOut' && (
          <Button component={RouterLink} to="/login" variant="outlined">
            Login
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
