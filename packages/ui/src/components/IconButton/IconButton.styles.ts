import styled from 'styled-components';
import { countBadge, iconControl } from '../../internal/iconControl.styles';
import { vars, visuallyHidden } from '../../tokens';

export const IconButtonRoot = styled.button`
  ${iconControl}

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
  ${countBadge}

  [data-size='sm'] > & { transform: translate(35%, -25%); }
`;

/** Text for assistive technology only: the button's name and the badge's spoken form. */
export const IconButtonHidden = styled.span`
  ${visuallyHidden}
`;
