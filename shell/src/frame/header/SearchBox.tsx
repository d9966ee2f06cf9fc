import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@canal/kit/router';
import { SearchOutlined, useMinWidth } from '@canal/kit/core';

/** The search page, declared by mfe-public (src/routes.ts); the box only leads there. */
export const SEARCH_PAGE_PATH = '/recherche';

/**
 * The header's search box (issue 35 §4): a labelled field in a `search` landmark from 992 px, which
 * opens /recherche?q=…; below, a 'Rechercher' link to that page, whose own field is bigger than a
 * phone's header could hold beside the menu and the login buttons.
 */
export function SearchBox() {
  const wide = useMinWidth(992);
  const navigate = useNavigate();
  const location = useLocation();
  const [words, setWords] = useState('');
  // The search page has its own field: a second one in the header would only confuse.
  if (location.pathname === SEARCH_PAGE_PATH) return null;
  if (!wide)
    return (
      <Link to={SEARCH_PAGE_PATH} className="cp-search-link" aria-label="Rechercher">
        <SearchOutlined />
      </Link>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = words.trim();
    if (q === '') return;
    void navigate(`${SEARCH_PAGE_PATH}?${new URLSearchParams({ q }).toString()}`);
    setWords('');
  };
  return (
    <form role="search" className="cp-search" onSubmit={submit}>
      <label htmlFor="cp-search-words" className="cp-visually-hidden">
        Rechercher sur le site
      </label>
      <input
        id="cp-search-words"
        type="search"
        name="q"
        className="cp-search__input"
        placeholder="Rechercher"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        maxLength={200}
      />
      <button type="submit" className="cp-search__button" aria-label="Lancer la recherche">
        <SearchOutlined />
      </button>
    </form>
  );
}
