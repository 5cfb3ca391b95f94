// My List and My services (issue #14): what routes and the app shell compose.
export { CardActionsProvider } from './components/card-save-button';
export { TitleSaveButton } from './components/save-toggle';
export { MyListPage } from './components/my-list-page';
export { MyListCount } from './components/my-list-count';
export { MyServicesDialog } from './components/my-services-dialog';
