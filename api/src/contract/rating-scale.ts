// The site's one rating rule (docs/spec.md §5, docs/decisions.md #23; issue #45): every score shows out of 5
// with one decimal, and its stars are the nearest half star of that shown figure, so a label and its stars
// agree ('4.5/5' never sits beside 4 stars). Used by every label, badge and star row, and by the JSON-LD.

export interface OutOfFive {
  /** The figure shown, one decimal, 0-5: 8.937 of 10 -> 4.5. */
  value: number;
  /** `value` as written: '4.5', '4.0'. */
  text: string;
  /** Stars to draw, in halves: the shown figure rounded to the nearest half (4.2 -> 4, 4.3 -> 4.5). */
  stars: number;
}

/** Half-way figures round up; toPrecision drops binary noise first (4.35 * 10 = 43.4999... -> 43.5 -> 44). */
const roundTo = (x: number, step: number) => Math.round(Number((x / step).toPrecision(12))) * step;

/** `score` on a 0-10 scale (TMDB's vote_average) or, with scale 5, already out of 5 (our visitors' average). */
export function outOfFive(score: number, scale: 5 | 10 = 10): OutOfFive {
  const raw = Number.isFinite(score) ? (score * 5) / scale : 0;
  const value = Math.min(5, Math.max(0, Number(roundTo(raw, 0.1).toFixed(1))));
  return { value, text: value.toFixed(1), stars: roundTo(value, 0.5) };
}
