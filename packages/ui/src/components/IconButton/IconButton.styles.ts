import styled from 'styled-components';
import { pressable } from '../../internal/pressable.styles';
import { vars, visuallyHidden } from '../../tokens';

export const IconButtonRoot = styled.button`
  ${pressable}
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${vars.size['control-md']};
  height: ${vars.size['control-md']};
  padding: 0;
  background: transparent;
  color: ${vars.color.fg};

  /* The button sizes its icon: callers pass a bare <BellIcon />. */
  & > [data-part='Icon'] > svg { width: ${vars.space[7]}; height: ${vars.space[7]}; }

  &[data-size='sm'] { width: ${vars.size['control-sm']}; height: ${vars.size['control-sm']}; }
  &[data-size='sm'] > [data-part='Icon'] > svg { width: ${vars.space[6]}; height: ${vars.space[6]}; }
  &[data-size='lg'] { width: ${vars.size['control-lg']}; height: ${vars.size['control-lg']}; }
  &[data-size='lg'] > [data-part='Icon'] > svg { width: ${vars.space[8]}; height: ${vars.space[8]}; }

  &[data-variant='ghost']:hover:not(:disabled) { background: ${vars.color['surface-sunken']}; }

  &[data-variant='solid'] {
    background: ${vars.color.accent};
    color: ${vars.color['fg-on-accent']};
  }
  &[data-variant='solid']:hover:not(:disabled) { background: ${vars.color['accent-hover']}; }

  &[data-variant='outline'] {
    background: ${vars.color.surface};
    border-color: ${vars.color['border-strong']};
  }
  &[data-variant='outline']:hover:not(:disabled) { background: ${vars.color['surface-sunken']}; }

  /* Toggles (menu, night mode) show their on state. */
  &[aria-pressed='true'] {
    background: ${vars.color['accent-soft']};
    color: ${vars.color['fg-on-accent-soft']};
  }

  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

export const IconButtonIcon = styled.span`
  display: contents;
`;

/** Count on the top-right corner: a red pill that grows with the count ('3', '12', '99+'). */
export const IconButtonBadge = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: ${vars.space[6]};
  height: ${vars.space[6]};
  padding: 0 ${vars.space[2]};
  border: 2px solid ${vars.color.surface};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.danger};
  color: ${vars.color['fg-on-danger']};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
  line-height: 16px;
  text-align: center;
  white-space: nowrap;
  pointer-events: none;
  font-variant-numeric: tabular-nums;
  transform: translate(25%, -15%);

  [data-size='sm'] > & { transform: translate(35%, -25%); }
`;

/** Text for assistive technology only: the button's name and the badge's spoken form. */
export const IconButtonHidden = styled.span`
  ${visuallyHidden}
`;
