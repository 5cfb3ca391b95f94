// "On my services" is remembered on the device, per country: the providers last applied in the advanced
// search are reapplied when the page is opened without any filter in its address.
export const SERVICES_STORAGE_KEY = 'streamfinder_my_services';

function readAll(storage: Storage): Record<string, number[]> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SERVICES_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, number[]>)
      : {};
  } catch {
    return {};
  }
}

export function readServices(country: string, storage: Storage = localStorage): number[] {
  const ids = readAll(storage)[country];
  return Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id) && id > 0) : [];
}

export function saveServices(country: string, ids: readonly number[], storage: Storage = localStorage): void {
  try {
    const all = readAll(storage);
    if (ids.length) all[country] = [...ids];
    else delete all[country];
    storage.setItem(SERVICES_STORAGE_KEY, JSON.stringify(all));
  } catch (err) {
    console.warn('Could not remember the chosen services', err);
  }
}
