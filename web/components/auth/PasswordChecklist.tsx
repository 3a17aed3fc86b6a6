import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { PASSWORD_RULES } from './passwordRules.ts';

/** The live checklist of the five password rules; each item says whether it is met. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List dense aria-label="Password requirements" disablePadding>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <ListItem key={rule.id} disableGutters sx={{ py: 0 }} aria-label={`${rule.label}: ${met ? 'met' : 'not met'}`} data-met={met}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {met ? <CheckCircle color="success" fontSize="small" aria-hidden /> : <RadioButtonUnchecked color="disabled" fontSize="small" aria-hidden />}
            </ListItemIcon>
            <ListItemText primary={rule.label} slotProps={{ primary: { color: met ? 'success.main' : 'text.secondary', variant: 'body2' } }} />
          </ListItem>
        );
      })}
    </List>
  );
}
