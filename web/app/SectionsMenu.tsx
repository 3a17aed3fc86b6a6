import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

import { prefetchOnIntent } from './prefetch.ts';

/** A section of the top bar (TopBar's list): where it goes and what it says. */
interface Section {
  readonly to: string;
  readonly label: string;
}

/**
 * The sections as a menu, for phones (TopBar loads this chunk on the first press of its Menu
 * button, so the first page does not carry the menu).
 */
export function SectionsMenu({
  sections,
  anchor,
  pathname,
  onClose,
}: {
  sections: readonly Section[];
  anchor: HTMLElement | null;
  pathname: string;
  onClose(): void;
}) {
  return (
    <Menu id="sections-menu" anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {sections.map((section) => (
        <MenuItem
          key={section.to}
          component={RouterLink}
          to={section.to}
          onClick={onClose}
          selected={pathname === section.to}
          {...prefetchOnIntent(section.to)}
        >
          {section.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
