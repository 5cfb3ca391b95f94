// Every TypeORM entity, registered once here for both engines. Add one line per entity.
import { TMDB_ENTITIES } from '../catalog/sources/tmdb/tmdb-entities';
import { Rating } from '../ratings/rating.entity';
import { PageViewCount } from '../events/page-view-count.entity';
import { WatchlistEntry } from '../watchlist/watchlist-entry.entity';
import { TransferCodeRow } from '../watchlist/transfer/transfer-code.entity';
export const ENTITIES: Function[] = [
  ...TMDB_ENTITIES,
  Rating,
  PageViewCount,
  WatchlistEntry,
  TransferCodeRow,
];
