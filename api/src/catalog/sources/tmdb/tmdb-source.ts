// PLACEHOLDER until the live TMDB issue lands: the class exists so catalog.module.ts can choose it by config.
// Every method refuses clearly; nothing here claims to work.
import { Injectable, NotImplementedException } from '@nestjs/common';
import { CatalogSource } from '../../catalog-source';

const notYet = (): never => {
  throw new NotImplementedException('Live TMDB mode is not available in this build');
};

@Injectable()
export class TmdbSource extends CatalogSource {
  readonly kind = 'tmdb' as const;
  referenceDate(): string {
    return new Date().toISOString().slice(0, 10);
  }
  trending = notYet;
  discover = notYet;
  list = notYet;
  nowPlaying = notYet;
  upcoming = notYet;
  search = notYet;
  movie = notYet;
  tv = notYet;
  similar = notYet;
  countries = notYet;
  genres = notYet;
  providers = notYet;
  autocomplete = notYet;
  uniqueUrl = notYet;
  lookupByNumber = notYet;
  resolveSlug = notYet;
  exists = notYet;
  sitemapEntries = notYet;
  counts = notYet;
}
