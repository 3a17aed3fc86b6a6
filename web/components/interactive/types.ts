/** One thing an interactive item shows: a step to order, a prompt or target to match, a region to pick. */
export interface InteractionElement {
  readonly id: string;
  readonly text: string;
}

/** A learner's response to an interactive item, as the server's InteractionResponse takes it. */
export interface InteractiveResponse {
  order?: readonly string[] | null;
  matches?: ReadonlyArray<{ readonly promptId: string; readonly targetId: string }> | null;
  region?: string | null;
}

/** Text for screen readers only: read out, not drawn. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The smallest touch target (WCAG 2.5.5's 44 CSS pixels). */
export const TOUCH_TARGET = 44;
