import { Button, Cluster, Stack, vars } from '@lightbearers/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loginDialogOpenAtom } from '../app/loginDialog';
import { copy } from '../copy';
import { signedInAtom } from '../session/store';

const Hero = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  padding: ${vars.space[10]} ${vars.space[5]};
  max-width: 56rem;
  margin: 0 auto;
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['3xl']};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.fg};
`;

const Lead = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.lg};
`;

const Types = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${vars.space[5]};
  padding: 0;
  margin: 0;
  list-style: none;
  text-align: start;
`;

const TypeCard = styled.li`
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  h2 { margin: 0 0 ${vars.space[2]}; font-family: ${vars.font.display}; font-size: ${vars.fontSize.xl}; }
  p { margin: 0; color: ${vars.color['fg-muted']}; }
`;

/** The landing page: what Lightbearers is and who it is for. */
export function LandingRoute() {
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const signedIn = useAtomValue(signedInAtom);
  const navigate = useNavigate();
  return (
    <Hero>
      <Stack gap="4">
        <Title>{copy.landing.title}</Title>
        <Lead>{copy.landing.lead}</Lead>
      </Stack>
      <Cluster gap="3" justify="center">
        <Button size="lg" onClick={() => (signedIn ? navigate('/all/other') : openLogin(true))}>
          {copy.landing.signIn}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => navigate('/post/all')}>
          {copy.landing.explore}
        </Button>
      </Cluster>
      <Types aria-label={copy.landing.memberTypesLabel}>
        {copy.landing.memberTypes.map((t) => (
          <TypeCard key={t.name}>
            <h2>{t.name}</h2>
            <p>{t.text}</p>
          </TypeCard>
        ))}
      </Types>
    </Hero>
  );
}
