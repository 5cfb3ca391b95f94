let names: Intl.DisplayNames | null | undefined;

/** English country name from the browser (works offline); the code when unknown. */
export function countryLabel(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      names = null;
    }
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}
