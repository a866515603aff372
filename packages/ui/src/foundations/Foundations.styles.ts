import styled from 'styled-components';
import { vars } from '../tokens';

export const Page = styled.div`
  display: grid;
  gap: ${vars.space[8]};
  max-width: 72rem;
  h2 { margin: 0 0 ${vars.space[4]}; font-family: ${vars.font.display}; font-size: ${vars.fontSize.xl}; }
  p { margin: 0; color: ${vars.color['fg-muted']}; }
`;

export const SwatchGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${vars.space[4]};
  padding: 0;
  margin: 0;
  list-style: none;
`;

export const Swatch = styled.li`
  display: grid;
  grid-template-columns: 3rem 1fr;
  gap: ${vars.space[4]};
  align-items: center;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  font-size: ${vars.fontSize.sm};
  code { font-family: ${vars.font.body}; color: ${vars.color['fg-muted']}; }
  strong { display: block; }
`;

export const Chip = styled.span`
  width: 3rem;
  height: 3rem;
  border-radius: ${vars.radius.sm};
  border: 1px solid ${vars.color.border};
  background: var(--chip);
`;

export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${vars.fontSize.sm};
  th, td { text-align: start; padding: ${vars.space[3]} ${vars.space[4]}; border-bottom: 1px solid ${vars.color.border}; vertical-align: middle; }
  th { color: ${vars.color['fg-muted']}; font-weight: ${vars.fontWeight.medium}; }
`;

export const Bar = styled.span`
  display: block;
  height: ${vars.space[5]};
  width: var(--bar);
  background: ${vars.color.gold};
  border-radius: ${vars.radius.sm};
`;

export const Box = styled.span`
  display: block;
  width: 5rem;
  height: 3.5rem;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color['border-strong']};
`;
