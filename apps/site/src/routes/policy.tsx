import { vars } from '@lightbearers/ui';
import styled from 'styled-components';
import { COOKIES, type PolicyText, PRIVACY, TERMS } from './policyText';

const Article = styled.article`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${vars.space[8]} ${vars.space[5]};
  color: ${vars.color.fg};
  line-height: ${vars.lineHeight.body};
  h1 { margin: 0 0 ${vars.space[2]}; font-family: ${vars.font.display}; font-size: ${vars.fontSize['2xl']}; }
  h2 { margin: ${vars.space[6]} 0 ${vars.space[2]}; font-family: ${vars.font.display}; font-size: ${vars.fontSize.lg}; }
  p, ul { margin: 0 0 ${vars.space[3]}; }
  [data-part='effective'] { color: ${vars.color['fg-muted']}; font-size: ${vars.fontSize.sm}; }
`;

const TEXTS = { privacy: PRIVACY, cookie: COOKIES, service: TERMS } as const;

export function PolicyArticle({ text }: { text: PolicyText }) {
  return (
    <Article lang={text.lang}>
      <h1>{text.title}</h1>
      <p data-part="effective">{text.effective}</p>
      <p>{text.intro}</p>
      {text.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.items ? (
            <ul>
              {s.items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </Article>
  );
}

/** `/privacy`, `/cookie` and `/service`. */
export function PolicyRoute({ page }: { page: keyof typeof TEXTS }) {
  return <PolicyArticle text={TEXTS[page]} />;
}
