// The one place where failures of the data layers become HTTP answers (used by the exception filter): the data
// layers throw plain errors (database away, live catalog unavailable), never HTTP exceptions.
import { ServiceUnavailableException } from '@nestjs/common';
import { CatalogUnavailableError } from '../catalog/catalog-errors';
import { DatabaseUnavailableException, isDatabaseUnavailable } from '../database/database-faults';

export function toHttpException(caught: unknown): unknown {
  if (isDatabaseUnavailable(caught)) return new DatabaseUnavailableException();
  if (caught instanceof CatalogUnavailableError) return new ServiceUnavailableException(caught.message);
  return caught;
}
