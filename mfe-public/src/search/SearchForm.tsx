import { useState } from 'react';
import { Input, Typography } from '@canal/kit';

/** The search page's field, in a `search` landmark with its visible label; `onSearch` gets the words trimmed. */
export function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [words, setWords] = useState(initial);
  return (
    <form
      role="search"
      className="cp-search-page__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <label htmlFor="cp-search-page-words">
        <Typography.Text strong>Rechercher une session, un replay, un podcast, une actualité, un document ou une question</Typography.Text>
      </label>
      <Input.Search
        id="cp-search-page-words"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        onSearch={(value) => onSearch(value.trim())}
        enterButton="Rechercher"
        size="large"
        maxLength={200}
        autoFocus={initial === ''}
      />
    </form>
  );
}
