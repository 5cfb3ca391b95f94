import { Navigate, useLocation, useParams } from 'react-router-dom';

// /tvshows/{slug} (the old search page's links, docs/decisions.md #11) -> /tv-shows/{slug}, keeping any query string.
export default function TvShowsRedirectPage() {
  const { slug = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/tv-shows/${encodeURIComponent(slug)}${search}${hash}`} replace />;
}
