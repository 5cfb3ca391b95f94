// Failures of the catalog's data layer, free of HTTP: api/src/http/domain-errors.ts maps them to statuses in one
// place (the exception filter).

/** The live catalog cannot answer: TMDB fails and no stored copy exists. */
export class CatalogUnavailableError extends Error {
  constructor(message = 'The movie database is not answering right now and no stored copy exists.') {
    super(message);
    this.name = 'CatalogUnavailableError';
  }
}
