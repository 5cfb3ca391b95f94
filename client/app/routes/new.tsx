import { NewPage } from '../../features/new/new-page';

export default function NewRoute() {
  return <NewPage />;
}
