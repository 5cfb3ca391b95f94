import { Navigate, useLocation, useParams } from 'react-router-dom';
import { DiscoverPage } from '../../features/discover/components/discover-page';
import { MyServicesDialog } from '../../features/my-list/components/my-services-dialog';

/** /advanced-search (movies) and /advanced-search/{movie|tv}; any other type falls back to movies. */
export default function AdvancedSearchPage() {
  const { type } = useParams();
  const { search } = useLocation();
  if (type !== undefined && type !== 'movie' && type !== 'tv') {
    return <Navigate to={{ pathname: '/advanced-search/movie', search }} replace />;
  }
  return <DiscoverPage type={type === 'tv' ? 'tv' : 'movie'} servicesAction={<MyServicesDialog />} />;
}
