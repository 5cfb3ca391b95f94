import { UpcomingPage } from '../../features/discover/components/upcoming-page';

export default function UpcomingRoute() {
  return <UpcomingPage />;
}
