import { MyListPage } from '../../features/my-list';

// /my-list: saved titles grouped by availability in the selected country (issue #14).
export default function MyListRoute() {
  return <MyListPage />;
}
