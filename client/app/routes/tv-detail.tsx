import { TitlePage } from '../../features/title/components/title-page';
import { TitleRating } from '../../features/ratings/components/title-rating';
import { titleName } from '../../features/title/lib/title-info';
import { TitleSaveButton } from '../../features/my-list/components/save-toggle';

// /tv-shows/{slug} and /tv/{id}/{title?}: the title page with its 'Rate This Show' block.
export default function TvDetailPage() {
  return (
    <TitlePage
      type="tv"
      renderHeaderAction={(details) => <TitleSaveButton type="tv" details={details} />}
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
