import { Heading, PageColumn, Prose } from '@lightbearers/ui';
import { type MetaArgs, type ScreenArgs, useScreenData } from '../../router/screen';
import { COOKIES, type PolicyText, PRIVACY, TERMS } from './policyText';

const TEXTS = { privacy: PRIVACY, cookie: COOKIES, service: TERMS } as const;

export function PolicyArticle({ text }: { text: PolicyText }) {
  return (
    <PageColumn width="document">
      <Prose as="article" lang={text.lang}>
        <Heading as="h1" size="display" wrap="greedy">
          {text.title}
        </Heading>
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
    </PageColumn>
  );
}

type PolicyPage = keyof typeof TEXTS;

/** Which text the route shows (the route table's preset). */
export function loader({ preset }: ScreenArgs<{ page: PolicyPage }>) {
  return { page: preset.page };
}

export function meta({ data }: MetaArgs<{ page: PolicyPage }, unknown>) {
  return { title: TEXTS[data.page].title, description: TEXTS[data.page].intro };
}

/** `/privacy`, `/cookie` and `/service`. */
export default function PolicyScreen() {
  const { page } = useScreenData<typeof loader>();
  return <PolicyArticle text={TEXTS[page]} />;
}
