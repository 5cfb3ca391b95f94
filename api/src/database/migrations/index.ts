// Migrations in order. Each file is one migration class that runs on SQLite and PostgreSQL
// (check `queryRunner.connection.options.type` where the SQL differs). Never edit a landed migration: add one.
import { Tmdb1795291489292 } from './1795291489292-tmdb';
import { Ratings1795291476728 } from './1795291476728-ratings';
import { Events1795291476729 } from './1795291476729-events';
import { Catalog1795291469614 } from './1795291469614-catalog';
import { Watchlist1795291500000 } from './1795291500000-watchlist';
import { Availability1795291600000 } from './1795291600000-availability';
import { Alerts1795291600001 } from './1795291600001-alerts';
import { AlertLanguage1795291700000 } from './1795291700000-alert-language';
export const MIGRATIONS: Function[] = [
  Catalog1795291469614,
  Tmdb1795291489292,
  Ratings1795291476728,
  Events1795291476729,
  Watchlist1795291500000,
  Availability1795291600000,
  Alerts1795291600001,
  AlertLanguage1795291700000,
];
