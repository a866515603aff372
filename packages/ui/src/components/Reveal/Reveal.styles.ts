import styled, { keyframes } from 'styled-components';

// Each part's own state is its resting style; the animation only holds the other state, from the
// first paint until `after` (its delay, filled backwards). Both keyframes hold one value, so the
// result does not depend on the animation's duration (reduced motion makes it 0.01 ms), and without
// animations the content simply shows.
const held = (visibility: 'hidden' | 'visible') => keyframes`
  from, to { visibility: ${visibility}; }
`;
const heldHidden = held('hidden');
const heldVisible = held('visible');

/** One grid cell holding both parts: the cell is as large as the larger, so nothing moves at the switch. */
export const RevealRoot = styled.div<{ $after: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  & > [data-part] {
    grid-area: 1 / 1;
    min-width: 0;
  }

  & > [data-part='Placeholder'] {
    visibility: hidden;
    animation: ${heldVisible} 0s linear ${({ $after }) => $after}ms backwards;
  }

  & > [data-part='Content'] {
    animation: ${heldHidden} 0s linear ${({ $after }) => $after}ms backwards;
  }
`;
