/**
 * `/staff/organisations/import` (admin, ADR 035): organisation units from a CSV file (chosen, or
 * pasted). The file is read here with domain's rules — every line that cannot be read is listed,
 * and such a file is never sent — then the service previews what it would change (a dry run:
 * added, restored, removed, unchanged), and applies exactly that only when asked; an import that
 * removes units asks first.
 */
import type { OrgImportResult } from '@lightbearers/api-client';
import { formatCount, type OrgImportMode, parseOrgCsv } from '@lightbearers/domain';
import { Alert, Button, Cluster, Heading, RadioGroup, Stack, Text, TextArea, vars } from '@lightbearers/ui';
import { type ChangeEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { staffRead } from './access';
import { useStaffAction } from './actions';
import { staffCopy } from './copy';
import { StaffFrame } from './StaffFrame';
import { type StaffArgs, StaffPanel } from './StaffScreen';
import { useConfirm } from './useConfirm';

const text = staffCopy.orgImport;

export async function loader({ site }: StaffArgs) {
  return staffRead(site, 'admin', async () => null);
}

type Data = Awaited<ReturnType<typeof loader>>;

const Units = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space[5]};
  max-height: 16rem;
  overflow: auto;
`;

const FileRow = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

const FileInput = styled.input`
  font: inherit;
`;

function PlanPart({ title, units }: { title: string; units: readonly { org1: string; org2: string }[] }) {
  const id = useId();
  if (!units.length) return null;
  return (
    <section aria-labelledby={id}>
      <Heading as="h3" size="sm" id={id}>
        {title}
      </Heading>
      <Units>
        {units.map((u) => (
          <li key={`${u.org1}|${u.org2}`}>{`${u.org1} · ${u.org2}`}</li>
        ))}
      </Units>
    </section>
  );
}

export default function OrgImportPage({ data, title }: { data: Data; title: string }) {
  const { busy, flash, setFlash, run } = useStaffAction();
  const confirm = useConfirm();
  const previewId = useId();
  const [csv, setCsv] = useState('');
  const [mode, setMode] = useState<OrgImportMode>('merge');
  const [problems, setProblems] = useState<{ line: number; message: string }[]>([]);
  const [preview, setPreview] = useState<(OrgImportResult & { csv: string }) | null>(null);

  const edit = (value: string) => {
    setCsv(value);
    setPreview(null);
    setProblems([]);
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) edit(await file.text());
  };

  const showPreview = async () => {
    setFlash(null);
    if (!csv.trim()) {
      setProblems([{ line: 1, message: text.empty }]);
      return;
    }
    const parsed = parseOrgCsv(csv);
    setProblems(parsed.problems);
    if (parsed.problems.length) return;
    const result = await run(
      'preview',
      (api, client) => api.importOrgUnits(client, csv, { mode, dryRun: true }),
      {
        revalidate: false,
      },
    );
    if (result.ok) setPreview({ ...result.value, csv });
  };

  const apply = () => {
    if (!preview) return;
    const go = () =>
      run(
        'apply',
        (api, client) => api.importOrgUnits(client, preview.csv, { mode: preview.mode, dryRun: false }),
        {
          done: () => {
            setPreview(null);
            setCsv('');
            return text.applied;
          },
          quiet: preview.remove.length > 0,
        },
      );
    if (preview.remove.length)
      confirm.ask({
        title: text.applyTitle(formatCount(preview.remove.length)),
        message: text.applyMessage,
        confirmLabel: text.apply,
        run: go,
      });
    else void go();
  };

  const changes = preview ? preview.add.length + preview.restore.length + preview.remove.length : 0;
  return (
    <StaffFrame
      role={data.role}
      section="organisations"
      screen="staff-org-import"
      title={title}
      lead={text.lead}
      back={{ href: '/staff/organisations', label: text.back }}
      flash={flash}
    >
      <StaffPanel as="section" aria-label={title}>
        <Stack gap="4">
          <FileRow>
            <Text as="label" weight="bold" htmlFor="org-csv-file">
              {text.file}
            </Text>
            <FileInput
              id="org-csv-file"
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => void readFile(e)}
            />
          </FileRow>
          <TextArea
            id="org-csv"
            label={text.csv}
            hint={text.csvHint}
            rows={8}
            value={csv}
            onChange={(e) => edit(e.target.value)}
          />
          <RadioGroup
            label={text.mode}
            value={mode}
            onValueChange={(v) => {
              setMode(v as OrgImportMode);
              setPreview(null);
            }}
            options={[
              { value: 'merge', label: text.merge, description: text.mergeHint },
              { value: 'replace', label: text.replace, description: text.replaceHint },
            ]}
          />
          {problems.length ? (
            <Alert tone="danger" role="alert" title={text.problems}>
              <Units>
                {problems.map((p) => (
                  <li key={`${p.line}-${p.message}`}>{text.line(p.line, p.message)}</li>
                ))}
              </Units>
            </Alert>
          ) : null}
          <Cluster gap="3">
            <Button variant="secondary" loading={busy === 'preview'} onClick={() => void showPreview()}>
              {text.preview}
            </Button>
          </Cluster>
        </Stack>
      </StaffPanel>
      {preview ? (
        <StaffPanel as="section" aria-labelledby={previewId}>
          <Stack gap="4">
            <Heading as="h2" size="md" id={previewId}>
              {text.previewTitle}
            </Heading>
            <Text>
              {[
                text.add(formatCount(preview.add.length)),
                text.restore(formatCount(preview.restore.length)),
                text.remove(formatCount(preview.remove.length)),
                text.unchanged(formatCount(preview.unchanged)),
              ].join(' · ')}
            </Text>
            <PlanPart title={text.add(formatCount(preview.add.length))} units={preview.add} />
            <PlanPart title={text.restore(formatCount(preview.restore.length))} units={preview.restore} />
            <PlanPart title={text.remove(formatCount(preview.remove.length))} units={preview.remove} />
            {changes ? (
              <Cluster gap="3">
                <Button
                  variant={preview.remove.length ? 'danger' : 'primary'}
                  loading={busy === 'apply'}
                  onClick={apply}
                >
                  {text.apply}
                </Button>
              </Cluster>
            ) : (
              <Text tone="muted">{text.nothing}</Text>
            )}
          </Stack>
        </StaffPanel>
      ) : null}
      {confirm.dialog}
    </StaffFrame>
  );
}
