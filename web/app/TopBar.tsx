import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider.tsx';
import { prefetchOnIntent } from './prefetch.ts';

// The streak and the avatar menu: a chunk of their own, loaded once someone is signed in, so
// visitors do not download the menu.
const SignedInControls = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.SignedInControls })));

// The phone menu's popup, loaded on the first press of the Menu button (or when it is pointed at).
const loadSectionsMenu = () => import('./SectionsMenu.tsx');
const SectionsMenu = lazy(() => loadSectionsMenu().then((m) => ({ default: m.SectionsMenu })));

/** The sections, as buttons on wide screens (the phone menu lists the same three). */
const SECTIONS = [
  { to: '/practice', label: 'Practice' },
  { to: '/exam', label: 'Exam' },
  { to: '/dashboard', label: 'Dashboard' },
] as const;

/** Wide screens show the sections as buttons; phones (below 600 px) behind the Menu button. */
const wideOnly = { display: { xs: 'none', sm: 'inline-flex' } } as const;
const phoneOnly = { display: { xs: 'inline-flex', sm: 'none' } } as const;

export function TopBar() {
  const { auth, signOut } = useAuth();
  const navigate = useNavigate();
  // Logout leaves the signed-in page first and signs out once / is showing: signing out while a
  // guarded page is still on screen would make its guard remember it as the place to come back to.
  const { pathname } = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);
  useEffect(() => {
    if (loggingOut && pathname === '/') void signOut().finally(() => setLoggingOut(false));
  }, [loggingOut, pathname, signOut]);
  const logout = () => {
    setLoggingOut(true);
    navigate('/');
  };
  const [sectionsAnchor, setSectionsAnchor] = useState<HTMLElement | null>(null);
  const [sectionsUsed, setSectionsUsed] = useState(false);

  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          aria-label="Menu"
          aria-haspopup="menu"
          aria-controls={sectionsAnchor ? 'sections-menu' : undefined}
          aria-expanded={sectionsAnchor ? 'true' : undefined}
          onPointerEnter={() => void loadSectionsMenu()}
          onClick={(e) => {
            setSectionsUsed(true);
            setSectionsAnchor(e.currentTarget);
          }}
          sx={phoneOnly}
        >
          <MenuIcon />
        </IconButton>
        {sectionsUsed && (
          <Suspense fallback={null}>
            <SectionsMenu sections={SECTIONS} anchor={sectionsAnchor} pathname={pathname} onClose={() => setSectionsAnchor(null)} />
          </Suspense>
        )}
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{
            fontWeight: 800,
            color: 'primary.main',
            textDecoration: 'none',
            mr: { xs: 0, sm: 2 },
            fontSize: { xs: '1.05rem', sm: '1.25rem' },
            whiteSpace: 'nowrap',
          }}
        >
          CISSP Practice
        </Typography>
        {SECTIONS.map((section) => (
          <Button key={section.to} component={RouterLink} to={section.to} sx={wideOnly} {...prefetchOnIntent(section.to)}>
            {section.label}
          </Button>
        ))}
        <Box sx={{ flexGrow: 1 }} />
        {auth.status === 'signedIn' && (
          // The avatar's room is kept while its chunk loads, so the bar does not shift.
          <Suspense fallback={<Box sx={{ width: 48, height: 48 }} />}>
            <SignedInControls onNavigate={navigate} onLogout={logout} />
          </Suspense>
        )}
        {auth.status === 'signedOut' && (
          <Button component={RouterLink} to="/login" variant="outlined" {...prefetchOnIntent('/login')}>
            Login
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
