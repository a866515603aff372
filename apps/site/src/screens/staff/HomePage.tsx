/**
 * `/staff` (staff): the back office's home — a card per section the member's role may open, with
 * what waits there (orders to pack, creator applications to review).
 */
import { formatCount } from '@lightbearers/domain';
import { Badge, Grid, Heading, Link, type StaffSection, Text, th } from '@lightbearers/ui';
import { calls } from '../../router/calls';
import { staffRead } from './access';
import { staffCopy } from './copy';
import { StaffFrame, staffLinks } from './StaffFrame';
import { type StaffArgs, StaffPanel } from './StaffScreen';

const text = staffCopy.home;

export async function loader({ site }: StaffArgs) {
  return staffRead(site, 'staff', async () => {
    const { listStaffOrders, getPendingCreatorApplications } = await calls();
    const [orders, applications] = await Promise.all([
      listStaffOrders(site.api, { status: 'placed', pageSize: 1 }),
      getPendingCreatorApplications(site.api, { pageSize: 1 }),
    ]);
    return { placed: orders.total, applications: applications.total };
  });
}

type Data = Awaited<ReturnType<typeof loader>>;

function SectionCard({
  href,
  title,
  description,
  waiting,
}: {
  href: string;
  title: string;
  description: string;
  waiting?: number | undefined;
}) {
  return (
    <StaffPanel as="article">
      <Heading as="h2" size="md">
        <Link href={href} tone="inherit">
          {title}
        </Link>
      </Heading>
      <Text tone="muted">{description}</Text>
      {waiting ? (
        <Badge tone="accent" size="sm">
          {text.waiting(formatCount(waiting))}
        </Badge>
      ) : null}
    </StaffPanel>
  );
}

export default function HomePage({ data, title }: { data: Data; title: string }) {
  const links = staffLinks(data.role);
  const waiting: Partial<Record<StaffSection, number>> = { orders: data.value?.placed };
  return (
    <StaffFrame
      role={data.role}
      screen="staff-home"
      title={title}
      lead={text.lead}
      flash={data.error === null ? null : { tone: 'warning', text: data.error || staffCopy.common.failed }}
      counts={data.value?.placed ? { orders: formatCount(data.value.placed) } : undefined}
    >
      <Grid min="16rem" gap="4" as="section">
        {(Object.entries(links) as [StaffSection, string][]).map(([section, href]) => (
          <SectionCard
            key={section}
            href={href}
            title={th.staffNav.sections[section]}
            description={text.sections[section]}
            waiting={waiting[section]}
          />
        ))}
        <SectionCard
          href="/staff/applications"
          title={text.applications}
          description={text.applicationsLead}
          waiting={data.value?.applications}
        />
      </Grid>
    </StaffFrame>
  );
}
