import { useParams } from 'react-router-dom';
import { LazyNotFoundView } from '../../components/lazy-not-found-view';
import { DiscoverPage } from '../../features/discover/components/discover-page';
import { MyServicesDialog } from '../../features/my-list/components/my-services-dialog';

/** /advanced-search (movies) and /advanced-search/{movie|tv}; any other type is the 404 page. */
export default function AdvancedSearchPage() {
  const { type } = useParams();
  // An unknown type is the 404 page (issue #45), with its ways out (search, home).
  if (type !== undefined && type !== 'movie' && type !== 'tv') return <LazyNotFoundView />;
  return <DiscoverPage type={type === 'tv' ? 'tv' : 'movie'} servicesAction={<MyServicesDialog />} />;
}
