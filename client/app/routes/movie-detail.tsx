import { TitlePage } from '../../features/title/components/title-page';
import { TitleRating } from '../../features/ratings/components/title-rating';
import { titleName } from '../../features/title/lib/title-info';
import { TitleSaveButton } from '../../features/my-list/components/save-toggle';

// /movies/{slug} and /movie/{id}/{title?}: the title page with its 'Rate This Movie' block.
export default function MovieDetailPage() {
  return (
    <TitlePage
      type="movie"
      renderHeaderAction={(details) => <TitleSaveButton type="movie" details={details} />}
      renderRating={(details) => (
        <TitleRating
          type="movie"
          id={details.id}
          title={titleName(details)}
          voteAverage={details.vote_average}
        />
      )}
    />
  );
}
