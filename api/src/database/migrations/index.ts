// Migrations in order. Each file is one migration class that runs on SQLite and PostgreSQL
// (check `queryRunner.connection.options.type` where the SQL differs). Never edit a landed migration: add one.
import { Tmdb1795291489292 } from './1795291489292-tmdb';
export const MIGRATIONS: Function[] = [Tmdb1795291489292];
