import { CARD_VARIANTS, type CardTemplate } from '@lightbearers/domain';
import { Heading, Stack } from '@lightbearers/ui';
import { Link } from 'react-router-dom';
import { useThumbnails } from '../card/useThumbnails';
import { copy } from '../copy';
import { PageTitle } from './PageTitle';
import { PageLead, VariantList, VariantMeta, VariantThumb, VariantTile } from './pages.styles';

const covers = CARD_VARIANTS.map((v) => v.templates[0] as CardTemplate);

/** The kiosk's home: every card variant, its route and how many templates it has. */
export function HomePage() {
  const thumbs = useThumbnails(covers, 480);
  return (
    <Stack gap="8">
      <Stack gap="3">
        <PageTitle>{copy.homeTitle}</PageTitle>
        <PageLead size="lg" tone="muted">
          {copy.homeLead}
        </PageLead>
      </Stack>
      <VariantList>
        {CARD_VARIANTS.map((variant) => {
          const cover = variant.templates[0] as CardTemplate;
          return (
            <li key={variant.id}>
              <VariantTile as={Link} to={variant.path} data-variant={variant.id}>
                {thumbs[cover.id] ? (
                  <VariantThumb src={thumbs[cover.id]} alt="" />
                ) : (
                  <VariantThumb as="span" aria-hidden="true" />
                )}
                <Heading as="span" size="lg">
                  {variant.title}
                </Heading>
                <VariantMeta>
                  <span>{variant.description}</span>
                  <code>{variant.path}</code>
                </VariantMeta>
              </VariantTile>
            </li>
          );
        })}
      </VariantList>
    </Stack>
  );
}
