import { searchApi } from '@canal/contracts';
import { Tag, Typography } from '@canal/kit';
import { Link } from '@canal/kit/router';
import { HighlightedText } from './HighlightedText';

/** One result: its kind and theme, its title linking to the page that opens it, the excerpt. */
export function SearchResultItem({ result }: { result: searchApi.SearchResult }) {
  const title = <HighlightedText pieces={result.title} />;
  const external = /^https?:\/\//.test(result.url);
  return (
    <li className="cp-search-result">
      <div className="cp-search-result__tags">
        <Tag color="blue">{searchApi.SEARCH_KIND_LABELS[result.kind]}</Tag>
        {result.theme && <Tag>{result.theme}</Tag>}
      </div>
      <Typography.Title level={2} className="cp-search-result__title">
        {external ? (
          <a href={result.url} target="_blank" rel="noreferrer">
            {title} <span className="cp-visually-hidden">(nouvelle fenêtre)</span>
          </a>
        ) : (
          <Link to={result.url}>{title}</Link>
        )}
      </Typography.Title>
      {result.excerpt.length > 0 && (
        <Typography.Paragraph className="cp-search-result__excerpt">
          <HighlightedText pieces={result.excerpt} />
        </Typography.Paragraph>
      )}
    </li>
  );
}
