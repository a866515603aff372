/**
 * `/sapha`: the page of the assembly's extension (ADR 041) — the product's cards include the thanks card
 * for the international Dhamma assembly's extension (สภาธรรมสากล), in three forms; this page leads a
 * member who took part to them, then to the kiosk's other certificates. The cards are the kiosk's
 * (ADR 039): their links load the kiosk's page, and their titles and descriptions are the kiosk's
 * own (domain's `CARD_VARIANTS`), so the two never disagree.
 */
import { CARD_VARIANTS, type CardVariant, KIOSK_SITE_BASE } from '@lightbearers/domain';
import { Heading, Link, Stack, Text, vars } from '@lightbearers/ui';
import styled from 'styled-components';
import { QuietPage } from '../QuietPage';
import { saphaCopy as text } from './copy';

/** The assembly extension's thanks cards: the one with a chosen unit, the baht one, the square-metre one. */
export const ASSEMBLY_CARDS = ['card', 'card22m', 'card22s'] as const;

export function meta() {
  return { title: text.title, description: text.lead };
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
`;

const CardItem = styled.li`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-raised']};
  border: 1px solid ${vars.color.border};
`;

function CardList({ variants, label }: { variants: readonly CardVariant[]; label: string }) {
  return (
    <Stack gap="3" as="section" aria-label={label}>
      <Heading as="h2" size="lg">
        {label}
      </Heading>
      <Cards>
        {variants.map((v) => (
          <CardItem key={v.id} data-card={v.id}>
            <Link href={v.path} variant="standalone">
              {v.title}
            </Link>
            <Text as="p" size="sm" tone="muted">
              {v.description}
            </Text>
          </CardItem>
        ))}
      </Cards>
    </Stack>
  );
}

export default function SaphaScreen() {
  const assembly = CARD_VARIANTS.filter((v) => (ASSEMBLY_CARDS as readonly string[]).includes(v.id));
  const others = CARD_VARIANTS.filter((v) => !(ASSEMBLY_CARDS as readonly string[]).includes(v.id));
  return (
    <QuietPage width="form" data-screen="sapha">
      <Stack gap="3">
        <Heading as="h1" size="xl">
          {text.title}
        </Heading>
        <Text tone="muted">{text.lead}</Text>
      </Stack>
      <CardList variants={assembly} label={text.cards} />
      <CardList variants={others} label={text.certificates} />
      <Link href={KIOSK_SITE_BASE} variant="standalone">
        {text.all}
      </Link>
    </QuietPage>
  );
}
