import { Button } from '@canal/kit';

export interface FilterChoice {
  value: string | undefined;
  label: string;
  /** How many results choosing it gives; none for 'Tous'. */
  count?: number;
}

/** A row of toggle buttons (aria-pressed), one chosen: a filter of the search page. */
export function FilterGroup({
  title,
  choices,
  chosen,
  onChoose,
}: {
  title: string;
  choices: FilterChoice[];
  chosen: string | undefined;
  onChoose: (value: string | undefined) => void;
}) {
  return (
    <div role="group" aria-label={title} className="cp-search-filters">
      <span className="cp-search-filters__title">{title} :</span>
      {choices.map((choice) => (
        <Button
          key={choice.value ?? ''}
          size="small"
          type={choice.value === chosen ? 'primary' : 'default'}
          aria-pressed={choice.value === chosen}
          onClick={() => onChoose(choice.value)}
        >
          {choice.count === undefined ? choice.label : `${choice.label} (${choice.count})`}
        </Button>
      ))}
    </div>
  );
}
