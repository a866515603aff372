import type { ReactNode } from 'react';
import { CheckIcon, InfoIcon, WarningIcon } from '../icons';
import { vars } from '../tokens';

/** The message tones shared by Alert, AlertDialog and Toast, on the DOM as `data-tone`. */
export const messageTones = ['info', 'success', 'warning', 'danger'] as const;
export type MessageTone = (typeof messageTones)[number];

/** The icon each tone shows unless the caller passes its own (or `null`). */
export function toneIcon(tone: MessageTone): ReactNode {
  if (tone === 'success') return <CheckIcon />;
  if (tone === 'info') return <InfoIcon />;
  return <WarningIcon />;
}

/** One soft background and its ink per tone, for a block or a disc carrying `data-tone`. */
export const toneColours = `
  &[data-tone='info'] { background: ${vars.color['info-soft']}; color: ${vars.color['fg-on-info-soft']}; }
  &[data-tone='success'] { background: ${vars.color['success-soft']}; color: ${vars.color['fg-on-success-soft']}; }
  &[data-tone='warning'] { background: ${vars.color['warning-soft']}; color: ${vars.color['fg-on-warning-soft']}; }
  &[data-tone='danger'] { background: ${vars.color['danger-soft']}; color: ${vars.color['fg-on-danger-soft']}; }
`;
