// "On my services" is remembered on the device, per country: the providers last applied in the advanced
// search are reapplied when the page is opened without any filter in its address. The store is the site-wide
// My services (lib/my-services.ts), so the choice made in the My services dialog is the discover preset too.
export { SERVICES_STORAGE_KEY, readServices, saveServices } from '../../lib/my-services';
