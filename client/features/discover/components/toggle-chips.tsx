import './discover.css';

export interface ChipOption {
  id: number;
  label: string;
  /** The label's language when it is not the page's (a genre name the API has only in English, issue #46). */
  lang?: string;
}

export interface ToggleChipsProps {
  /** Id of the element naming the group (its visible heading). */
  labelledBy: string;
  options: readonly ChipOption[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  loading?: boolean;
  /** Shown when there is nothing to choose from. */
  emptyText: string;
}

/** Toggle chips (buttons with aria-pressed): each click adds or removes its id. */
export function ToggleChips({
  labelledBy,
  options,
  selected,
  onToggle,
  loading,
  emptyText,
}: ToggleChipsProps) {
  if (loading) {
    return (
      <div className="sf-chips sf-skel-group" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} className="sf-skel sf-chip-skel" style={{ width: `${56 + (i % 3) * 16}px` }} />
        ))}
      </div>
    );
  }
  if (!options.length) {
    return <p className="sf-chips-empty">{emptyText}</p>;
  }
  // Plain buttons with static classes: a country lists dozens of services (components/discover.css).
  return (
    <div role="group" aria-labelledby={labelledBy} className="sf-chips">
      {options.map((option) => {
        const pressed = selected.includes(option.id);
        return (
          <button
            key={option.id}
            type="button"
            className="sf-chip"
            aria-pressed={pressed}
            onClick={() => onToggle(option.id)}
            lang={option.lang}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
