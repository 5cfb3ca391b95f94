// The embedded catalog's name for the one SQL helper (api/src/database/sql.ts).
export { Sql as CatalogDb, type Row } from '../../../database/sql';
