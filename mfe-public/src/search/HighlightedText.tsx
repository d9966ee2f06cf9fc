import type { searchApi } from '@canal/contracts';

/** A title or an excerpt with the words found marked (<mark>, read as such by screen readers). */
export function HighlightedText({ pieces }: { pieces: searchApi.SearchText }) {
  return <>{pieces.map((piece, index) => (piece.hit ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>))}</>;
}
