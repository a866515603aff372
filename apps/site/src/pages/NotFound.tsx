import { Button, Stack, vars } from '@lightbearers/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { copy } from '../copy';

const Wrap = styled.section`
  display: grid;
  place-items: center;
  padding: ${vars.space[11]} ${vars.space[5]};
  text-align: center;
  h1 { margin: 0; font-family: ${vars.font.display}; font-size: ${vars.fontSize['2xl']}; }
  p { margin: 0; color: ${vars.color['fg-muted']}; }
`;

/** Unknown paths: 'the page you are looking for was not found' with a way home. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Wrap>
      <Stack gap="4" align="center">
        <h1>{copy.notFound.title}</h1>
        <p>{copy.notFound.message}</p>
        <Button onClick={() => navigate('/')}>{copy.notFound.home}</Button>
      </Stack>
    </Wrap>
  );
}
