import { Prose, vars } from '@lightbearers/ui';
import styled from 'styled-components';
import { COOKIES, type PolicyText, PRIVACY, TERMS } from './policyText';

const Page = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${vars.space[8]} ${vars.space[5]};
`;

const TEXTS = { privacy: PRIVACY, cookie: COOKIES, service: TERMS } as const;

export function PolicyArticle({ text }: { text: PolicyText }) {
  return (
    <Page>
      <Prose as="article" lang={text.lang}>
        <h1>{text.title}</h1>
        <p>
          <em>{text.effective}</em>
        </p>
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
      </Prose>
    </Page>
  );
}

/** `/privacy`, `/cookie` and `/service`. */
export function PolicyRoute({ page }: { page: keyof typeof TEXTS }) {
  return <PolicyArticle text={TEXTS[page]} />;
}
