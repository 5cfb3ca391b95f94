// Migrations in order. Each file is one migration class that runs on SQLite and PostgreSQL
// (check `queryRunner.connection.options.type` where the SQL differs). Never edit a landed migration: add one.
export const MIGRATIONS: Function[] = [];
