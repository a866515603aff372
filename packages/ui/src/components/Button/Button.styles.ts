import styled from 'styled-components';
import { pressable } from '../../internal/pressable.styles';
import { vars } from '../../tokens';

export const ButtonRoot = styled.button`
  ${pressable}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  min-height: ${vars.size['control-md']};
  padding: ${vars.space[3]} ${vars.space[6]};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
  text-align: center;
  text-decoration: none;

  &[data-size='sm'] { min-height: ${vars.size['control-sm']}; padding: ${vars.space[2]} ${vars.space[5]}; font-size: ${vars.fontSize.sm}; }
  &[data-size='lg'] { min-height: ${vars.size['control-lg']}; padding: ${vars.space[4]} ${vars.space[8]}; font-size: ${vars.fontSize.lg}; }
  &[data-width='full'] { display: flex; width: 100%; }

  &[data-variant='primary'] {
    background: ${vars.color.accent};
    color: ${vars.color['fg-on-accent']};
  }
  &[data-variant='primary']:hover:not(:disabled) { background: ${vars.color['accent-hover']}; }

  &[data-variant='secondary'] {
    background: ${vars.color.surface};
    color: ${vars.color.fg};
    border-color: ${vars.color['border-strong']};
  }
  &[data-variant='secondary']:hover:not(:disabled) { background: ${vars.color['surface-sunken']}; }

  &[data-variant='ghost'] {
    background: transparent;
    color: ${vars.color.accent};
  }
  &[data-variant='ghost']:hover:not(:disabled) { background: ${vars.color['accent-soft']}; color: ${vars.color['fg-on-accent-soft']}; }

  &[data-variant='danger'] {
    background: ${vars.color.danger};
    color: ${vars.color['fg-on-danger']};
  }
  &[data-variant='danger']:hover:not(:disabled) { background: ${vars.color['danger-hover']}; }

  &:disabled { cursor: not-allowed; }
  &:disabled:not([data-state='loading']) { opacity: 0.5; }
  &[data-state='loading'] { cursor: progress; }
  /* opacity, not visibility: a hidden label would drop the button's accessible name while busy. */
  &[data-state='loading'] > [data-part='Label'] { opacity: 0; }
`;

export const ButtonLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const ButtonSpinner = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;
