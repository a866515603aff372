import { isSearchQuery, SEARCH_MIN_LENGTH } from '@lightbearers/domain';
import { type ChangeEvent, forwardRef, useState } from 'react';
import * as th from '../../i18n/th';
import { SearchIcon } from '../../icons';
import { TextField, type TextFieldProps } from '../TextField';

export interface SearchBoxProps
  extends Omit<TextFieldProps, 'type' | 'label' | 'value' | 'defaultValue' | 'leading'> {
  /** The text when controlled (e.g. seeded from /search/{slug}). */
  value?: string;
  /** The first text when uncontrolled (the route's slug). */
  defaultValue?: string;
  /** Every change of the text, as typed. */
  onValueChange?: (value: string) => void;
  /** The live search: called on each change once the text has domain's minimum (3 characters). */
  onSearch?: (query: string) => void;
  /** The field's label (hidden; the placeholder and the search icon show the purpose). */
  label?: string;
}

/**
 * The member search box of /search (product §2: live search on key-up). It searches from domain's
 * `SEARCH_MIN_LENGTH` (3) characters and says so under the box while the text is shorter.
 */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  {
    value,
    defaultValue = '',
    onValueChange,
    onSearch,
    label = th.search.label,
    onChange,
    placeholder,
    hint,
    ...rest
  },
  ref,
) {
  const [inner, setInner] = useState(defaultValue);
  const text = value ?? inner;
  const tooShort = text.trim() !== '' && !isSearchQuery(text);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    if (value === undefined) setInner(next);
    onChange?.(event);
    onValueChange?.(next);
    if (isSearchQuery(next)) onSearch?.(next);
  };
  return (
    <TextField
      ref={ref}
      type="search"
      label={label}
      labelHidden
      leading={<SearchIcon />}
      value={text}
      onChange={change}
      placeholder={placeholder ?? th.search.placeholder}
      hint={hint ?? (tooShort ? th.search.minimum(SEARCH_MIN_LENGTH) : undefined)}
      enterKeyHint="search"
      autoComplete="off"
      data-component="SearchBox"
      data-state={tooShort ? 'short' : 'ready'}
      {...rest}
    />
  );
});
