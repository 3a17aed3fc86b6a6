import { alpha, type Theme } from '@mui/material/styles';

/**
 * A choice (FormControlLabel) once the answer is graded: locked, but its text keeps full contrast
 * instead of MUI's disabled grey (about 2.5:1), with a tint and a border on the key and on a wrong choice.
 */
export function gradedOptionSx(grade: { correct: boolean; chosen: boolean } | null) {
  return (theme: Theme) => {
    const tone = grade?.correct ? theme.palette.success : grade?.chosen ? theme.palette.error : null;
    return {
      borderRadius: 1,
      my: 0.25,
      mr: 0,
      border: 1,
      borderColor: tone ? tone.main : 'transparent',
      bgcolor: tone ? alpha(tone.main, 0.1) : 'transparent',
      '& .MuiFormControlLabel-label.Mui-disabled': { color: theme.palette.text.primary },
      '& .MuiRadio-root.Mui-disabled': { color: tone ? tone.dark : theme.palette.text.secondary },
    };
  };
}
