/**
 * What the back office's lists share (loaded with their views): moving the list's state in the
 * address (filters, sort, page), a search box, a filter select, and the footer with the count and
 * the `Pager` of links.
 */
import { formatCount } from '@lightbearers/domain';
import { Button, Pager, Select, type SelectOption, TextField, vars } from '@lightbearers/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { staffCopy as text } from './copy';
import { withQuery } from './query';

/** Changes the list's address: filters and sort go back to page 1 (the loader reads it again). */
export function useListNav() {
  const location = useLocation();
  const navigate = useNavigate();
  return {
    go: (changes: Record<string, string | number | null | undefined>) =>
      navigate(withQuery(location.pathname, location.search, changes)),
    hrefFor: (page: number) => withQuery(location.pathname, location.search, { page }),
  };
}

const SearchRow = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};
  flex: 1 1 16rem;
  min-width: 0;
  & > :first-child { flex: 1; min-width: 0; }
`;

/** The list's search box: `q` in the address, sent with Enter or the button. */
export function SearchBox({ value, placeholder }: { value: string; placeholder: string }) {
  const { go } = useListNav();
  const [q, setQ] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void go({ q: q.trim() });
  };
  return (
    <SearchRow role="search" onSubmit={submit}>
      <TextField
        label={text.common.search}
        type="search"
        name="q"
        placeholder={placeholder}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        {text.common.searchButton}
      </Button>
    </SearchRow>
  );
}

/** A filter of the list: one address parameter, '' for no filter (the first option). */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
}) {
  const { go } = useListNav();
  return (
    <Select
      label={label}
      name={name}
      value={value}
      options={options}
      onChange={(e) => void go({ [name]: e.target.value })}
    />
  );
}

/**
 * The content of a list's `DataTable.Footer`: 'แสดง 1–25 จาก 134 รายการ' and the pages (the table
 * places its footer slot by type, so the screen writes `<DataTable.Footer>` around this).
 */
export function ListPaging({
  page,
}: {
  page: { page: number; pageSize: number; pageCount: number; total: number; items: readonly unknown[] };
}) {
  const { hrefFor } = useListNav();
  const from = (page.page - 1) * page.pageSize + 1;
  const to = from + page.items.length - 1;
  return (
    <>
      <span>{text.common.showing(formatCount(from), formatCount(to), formatCount(page.total))}</span>
      {page.pageCount > 1 ? (
        <Pager page={page.page} pageCount={page.pageCount} hrefFor={hrefFor} label={text.common.pages} />
      ) : null}
    </>
  );
}
