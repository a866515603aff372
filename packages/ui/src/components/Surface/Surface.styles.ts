import styled from 'styled-components';
import { vars } from '../../tokens';

export const SurfaceRoot = styled.div`
  display: block;
  min-width: 0;
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  padding: ${vars.space[5]};

  &[data-elevation='sm'] { box-shadow: ${vars.shadow.sm}; }
  /* Raised cards float: the shadow draws the edge, the border would double it. */
  &[data-elevation='md'] {
    background: ${vars.color['surface-raised']};
    border-color: transparent;
    box-shadow: ${vars.shadow.md};
  }

  &[data-tone='sunken'] { background: ${vars.color['surface-sunken']}; border-color: transparent; }

  &[data-padding='none'] { padding: 0; }
  &[data-padding='sm'] { padding: ${vars.space[4]}; }
  &[data-padding='lg'] { padding: ${vars.space[7]}; }

  &[data-radius='none'] { border-radius: 0; }
  &[data-radius='md'] { border-radius: ${vars.radius.md}; }
  &[data-radius='xl'] { border-radius: ${vars.radius.xl}; }

  /* Media inside an unpadded card follows its corners. */
  &[data-padding='none'] { overflow: hidden; }
`;
