export { InstallBanner } from './components/install-banner';
