import { TitlePage } from '../../features/title/components/title-page';
import { TitleRating } from '../../features/ratings/components/title-rating';
import { titleName } from '../../features/title/lib/title-info';

// /tv-shows/{slug} and /tv/{id}/{title?}: the title page with its 'Rate This Show' block.
export default function TvDetailPage() {
  return (
    <TitlePage
      type="tv"
      renderRating={(details) => (
        <TitleRating
          type="tv"
          id={details.id}
          title={titleName(details)}
          voteAverage={details.vote_average}
        />
      )}
    />
  );
}
