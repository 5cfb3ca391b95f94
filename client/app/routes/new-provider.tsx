import { NewProviderPage } from '../../features/new/new-provider-page';

export default function NewProviderRoute() {
  return <NewProviderPage />;
}
